import { paths, SERVICE_PRICE_TEXT } from '@bbt/shared';
import {
  Accordion,
  Alert,
  Icon,
  inlineServicePicture,
  PageFrame,
  SERVICE_GALLERIES,
} from '@bbt/shared/ui';
import { ServiceIntro, ServicesGrid, useSupportContacts } from '@bbt/shared/ui/first-paint';
import { Link, useParams } from '@bbt/shared/router';

import { servicePictureOf } from '../../lib/service-pictures';
import { AFTER_HOURS_NOTICE } from '../../lib/services/policy-faq';
import { findService, otherServices, type ServiceEntry } from '../../lib/services/services-data';
import { BookingSuccess } from './booking-success';
import { GigGallery } from './gig-gallery';
import styles from './gig-page.module.css';

/** /gig/:id, ids 1 to 8; anything else is 'Service Not Found'. */
export function GigPage() {
  const { id } = useParams();
  const service = findService(id);
  if (!service) return <ServiceNotFound />;
  return <ServiceDetail key={service.id} service={service} />;
}

function ServiceNotFound() {
  return (
    <PageFrame
      title="Service Not Found"
      intro={
        <p>
          We do not offer a service at this address. Our eight services are listed on the home page.
        </p>
      }
    >
      <p className={styles.actions}>
        <Link className="btn btn--primary" to={paths.home}>
          Back to home
        </Link>
        <Link className="btn btn--secondary" to="/#services">
          See all services
        </Link>
      </p>
    </PageFrame>
  );
}

function ServiceDetail({ service }: { service: ServiceEntry }) {
  return (
    <div className="container service-page">
      <BookingSuccess />
      <ServiceIntro
        serviceId={service.id}
        eyebrow={<Link to="/#services">Our services</Link>}
        picture={inlineServicePicture(service.id)}
      />

      <div className={styles.columns}>
        <div className={styles.main}>
          <section aria-labelledby="about-service" className={styles.section}>
            <h2 id="about-service">About this service</h2>
            {service.description.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="service-features" className={styles.section}>
            <h2 id="service-features">What is included</h2>
            <ul className={styles.features}>
              {service.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" className={styles.featureIcon} />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="service-gallery" className={styles.section}>
            <h2 id="service-gallery">Gallery</h2>
            <GigGallery serviceTitle={service.title} pictures={SERVICE_GALLERIES[service.id]} />
          </section>
          <section aria-labelledby="service-faq" className={styles.section}>
            <h2 id="service-faq">Frequently asked questions</h2>
            <Accordion
              headingLevel={3}
              items={service.faq.map((entry, index) => ({
                id: `faq-${index + 1}`,
                title: entry.question,
                content: <p>{entry.answer}</p>,
              }))}
            />
          </section>
        </div>
        <BookingPanel service={service} />
      </div>

      <section aria-labelledby="other-services" className={styles.section}>
        <h2 id="other-services">Other services</h2>
        <ServicesGrid services={otherServices(service)} pictureOf={servicePictureOf} compact />
      </section>
    </div>
  );
}

function BookingPanel({ service }: { service: ServiceEntry }) {
  const support = useSupportContacts();
  return (
    <aside className={styles.panel} aria-labelledby="book-service">
      <div className={styles.panelCard}>
        <h2 id="book-service" className={styles.panelTitle}>
          Book {service.title.toLowerCase()}
        </h2>
        <p className="price-tag">{SERVICE_PRICE_TEXT}</p>
        <Link
          className="btn btn--primary btn--lg btn--block"
          to={service.book.to}
          state={service.book.state}
        >
          {service.book.label}
        </Link>
        <p className={styles.hint}>{service.book.hint}</p>
        <ul className={styles.contactLinks}>
          <li>
            <a href={support.phoneHref}>
              <Icon name="phone" /> Call {support.phoneDisplay}
            </a>
          </li>
          <li>
            <a href={support.chatHref} target="_blank" rel="noopener">
              <Icon name="chat" /> Message us on WhatsApp
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={support.emailHref}>
              <Icon name="mail" /> {support.email}
            </a>
          </li>
        </ul>
        <p className={styles.small}>Customer service: {support.serviceHours}</p>
        <p className={styles.small}>
          <Link to={paths.refundPolicy}>Read our refund policy</Link>
        </p>
      </div>
      <Alert tone="info" title="After Hours">
        <p>{AFTER_HOURS_NOTICE}</p>
      </Alert>
    </aside>
  );
}
