import { getRuntimeConfig, HOME_SECTIONS, paths, SITE } from '@bbt/shared';
import { Link } from 'react-router-dom';

import { SERVICES } from '../services/services-data';
import { ServicesGrid } from '../services/services-grid';
import styles from './home-sections.module.css';
import { FEATURED_REVIEWS, WHY_CHOOSE_US } from './why-choose-us';

/** The marketing sections of `/`: services, about, testimonials and contact (scroll targets). */
export function HomeSections() {
  const { supportEmail } = getRuntimeConfig();
  return (
    <>
      <section
        id={HOME_SECTIONS.services}
        className={styles.section}
        aria-labelledby="services-title"
      >
        <h2 id="services-title">Our services</h2>
        <p className={styles.lead}>
          Everything you need to get around Barbados, with one local team.
        </p>
        <ServicesGrid services={SERVICES} />
      </section>
      <section id={HOME_SECTIONS.about} className={styles.section} aria-labelledby="about-title">
        <h2 id="about-title">About us</h2>
        <p className={styles.lead}>
          We have driven visitors around Barbados since {SITE.operatingSince}:{' '}
          {SITE.figures.customers} customers, a {SITE.figures.rating} rating and{' '}
          {SITE.figures.satisfaction} satisfaction.
        </p>
        <ul className={styles.points}>
          {WHY_CHOOSE_US.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        id={HOME_SECTIONS.testimonials}
        className={styles.section}
        aria-labelledby="testimonials-title"
      >
        <h2 id="testimonials-title">What our guests say</h2>
        <ul className={styles.reviews}>
          {FEATURED_REVIEWS.map((review) => (
            <li key={review.name}>
              <blockquote>
                <p>
                  <span className="visually-hidden">Rated 5 out of 5: </span>
                  <span aria-hidden="true">★★★★★ </span>
                  {review.text}
                </p>
                <footer>{review.name}</footer>
              </blockquote>
            </li>
          ))}
        </ul>
      </section>
      <section
        id={HOME_SECTIONS.contact}
        className={styles.section}
        aria-labelledby="contact-title"
      >
        <h2 id="contact-title">Contact us</h2>
        <ul className={styles.contactList}>
          <li>
            Phone: <a href={`tel:${SITE.phoneE164}`}>{SITE.phoneDisplay}</a>
          </li>
          <li>
            E-mail: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </li>
          <li>Customer service: {SITE.serviceHours}</li>
        </ul>
        <Link className="btn btn--secondary" to={paths.contact}>
          Send us a message
        </Link>
      </section>
    </>
  );
}
