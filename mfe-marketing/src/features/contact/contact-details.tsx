import { Icon } from '@bbt/shared/ui';

import { useSupportContacts } from '../support/use-support-contacts';
import styles from './contact.module.css';

/** Phone, e-mail, chat link and hours (SPEC section 1), from the site settings. */
export function ContactDetails({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const support = useSupportContacts();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.details}>
      <Heading className={styles.detailsTitle}>Talk to us</Heading>
      <ul className={styles.detailsList}>
        <li>
          <Icon name="phone" className={styles.detailsIcon} />
          <span>
            <span className={styles.detailsLabel}>Phone</span>
            <a href={support.phoneHref}>{support.phoneDisplay}</a>
          </span>
        </li>
        <li>
          <Icon name="mail" className={styles.detailsIcon} />
          <span>
            <span className={styles.detailsLabel}>E-mail</span>
            <a href={support.emailHref}>{support.email}</a>
          </span>
        </li>
        <li>
          <Icon name="chat" className={styles.detailsIcon} />
          <span>
            <span className={styles.detailsLabel}>WhatsApp</span>
            <a href={support.chatHref} target="_blank" rel="noopener">
              Send us a chat message
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </span>
        </li>
        <li>
          <Icon name="clock" className={styles.detailsIcon} />
          <span>
            <span className={styles.detailsLabel}>Customer service hours</span>
            {support.serviceHours}
          </span>
        </li>
      </ul>
    </div>
  );
}
