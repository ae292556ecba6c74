import type { ReactNode, Ref } from 'react';

import { FEATURED_REVIEWS, WHY_CHOOSE_US } from '../../../config/home-content';
import { SERVICE_SUMMARIES, SERVICE_TITLES } from '../../../config/services';
import { SITE } from '../../../config/site';
import { HOME_SECTIONS } from '../../../routing/paths';
// The settings and the router through their package names: in a remote, the page's one copy
// (shared modules the shell fills in), not the remote's own.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { useSiteSettings } from '@bbt/shared';
import { Link } from '@bbt/shared/router';
import { Icon } from '../../display/icons';
import { type ServiceCard, type ServicePictureOf, ServicesGrid } from './services-grid';

/** The eight services as the home page's cards show them. */
export const SERVICE_CARDS: readonly ServiceCard[] = SERVICE_TITLES.map(({ id, title }) => ({
  id,
  title,
  summary: SERVICE_SUMMARIES[id],
}));

export function ServicesSection({ pictureOf }: { pictureOf: ServicePictureOf }) {
  return (
    <section id={HOME_SECTIONS.services} className="home-section" aria-labelledby="services-title">
      <h2 id="services-title">Our services</h2>
      <p className="home-section__lead">
        Everything you need to get around Barbados, from one local team: private transfers, tours,
        nights out, weddings, business travel, photography and concierge.
      </p>
      <ServicesGrid services={SERVICE_CARDS} pictureOf={pictureOf} />
    </section>
  );
}

export function AboutSection() {
  const figures = useSiteSettings((settings) => settings.figures);
  const facts = [
    { value: figures.customers, label: 'happy customers' },
    { value: figures.years, label: 'years on the island' },
    { value: figures.rating, label: 'average rating' },
    { value: figures.satisfaction, label: 'customer satisfaction' },
  ];
  return (
    <section id={HOME_SECTIONS.about} className="home-section" aria-labelledby="about-title">
      <div className="about__intro">
        <div>
          <h2 id="about-title">Why travel with us</h2>
          <p className="home-section__lead">
            A Barbadian family business operating since {SITE.operatingSince}. We drive visitors
            from the airport, the cruise terminal and their villas to every corner of the island,
            and we treat every guest like family.
          </p>
        </div>
        <ul className="about__figures" aria-label="Our figures">
          {facts.map((fact) => (
            <li key={fact.label}>
              <strong>{fact.value}</strong>
              <span>{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="about__points">
        {WHY_CHOOSE_US.map((point) => (
          <li key={point.title}>
            <Icon name="check" className="about__point-icon" />
            <div>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * How the four featured reviews appear: `delayed` (the HTML: they fade in one second after the
 * page starts, with no script), `pending` (laid out but invisible) or `shown`. Whatever the state,
 * they take their room, so nothing below moves when they appear.
 */
export type ReviewsState = 'delayed' | 'pending' | 'shown';

const REVIEWS_CLASS: Record<ReviewsState, string> = {
  delayed: 'reviews-block__list reviews-block__list--delayed',
  pending: 'reviews-block__list reviews-block__list--pending',
  shown: 'reviews-block__list',
};

export function ReviewsBlock({ state }: { state: ReviewsState }) {
  return (
    <section className="reviews-block" aria-labelledby="reviews-title">
      <div className="reviews-block__header">
        <h2 id="reviews-title">Rated 5 stars by our guests</h2>
        <Link to={`/#${HOME_SECTIONS.testimonials}`} className="reviews-block__all">
          Read all reviews
        </Link>
      </div>
      <ul
        className={REVIEWS_CLASS[state]}
        data-testid="featured-reviews"
        aria-busy={state === 'pending' ? true : undefined}
        aria-hidden={state === 'pending' ? true : undefined}
      >
        {FEATURED_REVIEWS.map((review) => (
          <li key={review.name}>
            <figure className="review-card">
              <p className="review-card__stars">
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

export const MODERATION_NOTE =
  'Every review is read by our team before it appears; we publish good and bad alike.';

export interface TestimonialsFrameProps {
  /** Share Your Experience. */
  action: ReactNode;
  /** The carousel, or TestimonialsLoading. */
  children: ReactNode;
  sectionRef?: Ref<HTMLElement>;
}

/** The testimonials section (id testimonials): heading, the moderation rule, its action, reviews. */
export function TestimonialsFrame({ action, children, sectionRef }: TestimonialsFrameProps) {
  return (
    <section
      ref={sectionRef}
      id={HOME_SECTIONS.testimonials}
      className="home-section"
      aria-labelledby="testimonials-title"
    >
      <div className="testimonials__header">
        <div>
          <h2 id="testimonials-title">What our guests say</h2>
          <p className="testimonials__moderation">{MODERATION_NOTE}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The reviews' room while they load: as high as a carousel with one typical review. */
export function TestimonialsLoading() {
  return (
    <div className="testimonials__loading" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading reviews…
      </span>
      <div className="skeleton-bar skeleton-bar--short" aria-hidden="true" />
      <div className="skeleton-bar testimonials__loading-quote" aria-hidden="true" />
      <div className="skeleton-bar skeleton-bar--short" aria-hidden="true" />
    </div>
  );
}

export function ContactSection({ details, form }: { details: ReactNode; form: ReactNode }) {
  return (
    <section id={HOME_SECTIONS.contact} className="home-section" aria-labelledby="contact-title">
      <h2 id="contact-title">Contact us</h2>
      <p className="home-section__lead">
        Planning a trip? Send us a message and we reply within the hour during customer-service
        hours.
      </p>
      <div className="contact-layout">
        {details}
        <div className="contact-card">{form}</div>
      </div>
    </section>
  );
}
