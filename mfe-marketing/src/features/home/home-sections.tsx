import { HOME_SECTIONS, SITE, useSiteSettings } from '@bbt/shared';
import { Icon } from '@bbt/shared/ui';

import { ContactDetails } from '../contact/contact-details';
import { LazyContactForm } from '../contact/lazy-contact-form';
import { SERVICES } from '../services/services-data';
import { ServicesGrid } from '../services/services-grid';
import { TestimonialsSection } from '../testimonials/testimonials-section';
import styles from './home-sections.module.css';
import { ReviewsBlock } from './reviews-block';
import { WHY_CHOOSE_US } from './why-choose-us';

/**
 * The marketing sections of `/` (mfe-marketing's `./home-sections`): services, about, the reviews
 * block, testimonials and contact, each a scroll target of the header.
 */
export function HomeSections() {
  return (
    <>
      <ServicesSection />
      <AboutSection />
      <ReviewsBlock />
      <TestimonialsSection />
      <ContactSection />
    </>
  );
}

function ServicesSection() {
  return (
    <section
      id={HOME_SECTIONS.services}
      className={styles.section}
      aria-labelledby="services-title"
    >
      <h2 id="services-title">Our services</h2>
      <p className={styles.lead}>
        Everything you need to get around Barbados, from one local team: private transfers, tours,
        nights out, weddings, business travel, photography and concierge.
      </p>
      <ServicesGrid services={SERVICES} />
    </section>
  );
}

function AboutSection() {
  const figures = useSiteSettings((settings) => settings.figures);
  const facts = [
    { value: figures.customers, label: 'happy customers' },
    { value: figures.years, label: 'years on the island' },
    { value: figures.rating, label: 'average rating' },
    { value: figures.satisfaction, label: 'customer satisfaction' },
  ];
  return (
    <section id={HOME_SECTIONS.about} className={styles.section} aria-labelledby="about-title">
      <div className={styles.aboutIntro}>
        <div>
          <h2 id="about-title">Why travel with us</h2>
          <p className={styles.lead}>
            A Barbadian family business operating since {SITE.operatingSince}. We drive visitors
            from the airport, the cruise terminal and their villas to every corner of the island,
            and we treat every guest like family.
          </p>
        </div>
        <ul className={styles.figures} aria-label="Our figures">
          {facts.map((fact) => (
            <li key={fact.label}>
              <strong>{fact.value}</strong>
              <span>{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className={styles.points}>
        {WHY_CHOOSE_US.map((point) => (
          <li key={point.title}>
            <Icon name="check" className={styles.pointIcon} />
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

function ContactSection() {
  return (
    <section id={HOME_SECTIONS.contact} className={styles.section} aria-labelledby="contact-title">
      <h2 id="contact-title">Contact us</h2>
      <p className={styles.lead}>
        Planning a trip? Send us a message and we reply within the hour during customer-service
        hours.
      </p>
      <div className={styles.contactLayout}>
        <ContactDetails headingLevel={3} />
        <div className={styles.contactCard}>
          <LazyContactForm />
        </div>
      </div>
    </section>
  );
}
