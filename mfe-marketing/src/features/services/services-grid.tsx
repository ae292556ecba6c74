import { paths, SERVICE_PRICE_TEXT } from '@bbt/shared';
import { SERVICE_ILLUSTRATIONS } from '@bbt/shared/ui';
import { Link } from '@bbt/shared/router';

import { type ServiceEntry } from './services-data';
import styles from './services-grid.module.css';

export interface ServicesGridProps {
  services: readonly ServiceEntry[];
  headingLevel?: 2 | 3;
  /** Compact cards (three "other services" under a gig page). */
  compact?: boolean;
}

/** Service cards: picture, title, one sentence, the price text and a link to the gig page. */
export function ServicesGrid({ services, headingLevel = 3, compact = false }: ServicesGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={compact ? `${styles.grid} ${styles.compact}` : styles.grid}>
      {services.map((service) => {
        const picture = SERVICE_ILLUSTRATIONS[service.id];
        return (
          <li key={service.id}>
            <article className={styles.card}>
              <img
                className={styles.picture}
                src={picture.src}
                width={picture.width}
                height={picture.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <div className={styles.body}>
                <Heading className={styles.title}>
                  <Link className={styles.link} to={paths.gig(service.id)}>
                    {service.title}
                  </Link>
                </Heading>
                {!compact && <p className={styles.summary}>{service.summary}</p>}
                <p className={styles.price}>{SERVICE_PRICE_TEXT}</p>
                <span className={styles.more} aria-hidden="true">
                  View details →
                </span>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
