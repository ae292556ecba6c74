import { ROUTES } from '@bbt/shared';
import { CONTACT_SERVICES, type ContactService } from '@bbt/shared/domain';
import { PageFrame } from '@bbt/shared/ui';
import { ContactDetails, useSupportContacts } from '@bbt/shared/ui/first-paint';
import { useLocation } from '@bbt/shared/router';

import { MESSAGE_FORM_ID } from '../../lib/services/services-data';
import { ContactForm } from '../../lib/contact-form/contact-form';
import styles from './contact.module.css';

function serviceFromState(state: unknown): ContactService | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const service = (state as { service?: unknown }).service;
  return CONTACT_SERVICES.find((value) => value === service);
}

/** /contact: the details and the message form (#message-form). */
export function ContactPage() {
  const location = useLocation();
  const support = useSupportContacts();
  return (
    <PageFrame head={ROUTES.contact.head}>
      <div className={styles.layout}>
        <ContactDetails support={support} />
        <section
          id={MESSAGE_FORM_ID}
          className={styles.formCard}
          aria-labelledby="message-form-title"
        >
          <h2 id="message-form-title" className={styles.formTitle}>
            Send us a message
          </h2>
          <ContactForm service={serviceFromState(location.state)} />
        </section>
      </div>
    </PageFrame>
  );
}
