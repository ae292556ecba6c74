import { HOME_SECTIONS } from '@bbt/shared';
import { useEffect, useState } from 'react';
import { Link } from '@bbt/shared/router';

import styles from './home-sections.module.css';
import { FEATURED_REVIEWS } from './why-choose-us';

/** SPEC section 2: the reviews block loads with a 1 second delay. */
export const REVIEWS_DELAY_MS = 1000;

/**
 * Four five-star reviews and a link to all of them. They appear after one second; until then the
 * same cards are laid out but invisible, so nothing below moves when they appear.
 */
export function ReviewsBlock() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), REVIEWS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section className={styles.reviewsBlock} aria-labelledby="reviews-title">
      <div className={styles.reviewsHeader}>
        <h2 id="reviews-title">Rated 5 stars by our guests</h2>
        <Link to={`/#${HOME_SECTIONS.testimonials}`} className={styles.allReviews}>
          Read all reviews
        </Link>
      </div>
      <ul
        className={shown ? styles.reviews : `${styles.reviews} ${styles.reviewsPending}`}
        aria-busy={!shown}
        aria-hidden={shown ? undefined : true}
        data-testid="featured-reviews"
      >
        {FEATURED_REVIEWS.map((review) => (
          <li key={review.name}>
            <figure className={styles.review}>
              <p className={styles.reviewStars}>
                <span aria-hidden="true">★★★★★</span>
                <span className="visually-hidden">Rated 5 out of 5</span>
              </p>
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                <strong>{review.name}</strong>
                <span>{review.origin}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
