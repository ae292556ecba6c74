import { paths } from '@bbt/shared';
import { Link } from 'react-router-dom';

import { type ServiceEntry } from './services-data';
import styles from './services-grid.module.css';

export function ServicesGrid({
  services,
  headingLevel = 3,
}: {
  services: readonly ServiceEntry[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.id}>
          <article className={styles.card}>
            <Heading>{service.title}</Heading>
            <p>{service.description}</p>
            <p className={styles.price}>{service.priceText}</p>
            <Link className={styles.more} to={paths.gig(service.id)}>
              More about {service.title}
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
