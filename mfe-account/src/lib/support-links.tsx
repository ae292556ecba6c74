import { chatLink, supportMailLink, telLink } from '@bbt/shared/domain';
import { Icon } from '@bbt/shared/ui';

import type { SupportContactDetails } from './use-support-contact';
import styles from './booking-card.module.css';

/** Call, e-mail and WhatsApp about one booking. */
export function SupportLinks({
  reference,
  support,
}: {
  reference: string;
  support: SupportContactDetails;
}) {
  return (
    <div className={styles.support}>
      <span className={styles.supportLabel}>Questions?</span>
      <a className={styles.pill} href={telLink(support.phoneE164)}>
        <Icon name="phone" size={16} /> Call
        <span className="visually-hidden"> about {reference}</span>
      </a>
      <a className={styles.pill} href={supportMailLink(support.email, reference)}>
        <Icon name="mail" size={16} /> Email
        <span className="visually-hidden"> about {reference}</span>
      </a>
      <a
        className={styles.pill}
        href={chatLink(support.whatsappNumber, reference)}
        target="_blank"
        rel="noreferrer"
      >
        <Icon name="chat" size={16} /> WhatsApp
        <span className="visually-hidden"> about {reference} (opens in a new tab)</span>
      </a>
    </div>
  );
}
