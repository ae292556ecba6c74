import {
  CONTACT_SERVICES,
  type ContactForm as ContactValues,
  type ContactService,
  contactMailto,
  contactSchema,
  generateReference,
  MESSAGES,
} from '@bbt/shared/domain';
import {
  Button,
  Form,
  notify,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@bbt/shared/ui';
import { SERVICE_TITLES } from '@bbt/shared';
import { useEffect, useRef, useState } from 'react';

import { openMailto } from '../mail/open-mailto';
import { type PreparedMail, PreparedMailNote } from '../mail/prepared-mail-note';
import { useSupportContacts } from '../support/use-support-contacts';
import styles from './contact.module.css';

/** SPEC section 4: the success toast and the reset come 1 second after the e-mail opens. */
export const CONTACT_DELAY_MS = 1000;
export const CONTACT_SUCCESS =
  'Your message has been prepared! Please send it from your email client.';
const MESSAGE_MAX = 1500;

/** The SPEC's eight values, labelled with the service names (same order as the services). */
export const CONTACT_SERVICE_OPTIONS = CONTACT_SERVICES.map((value, index) => ({
  value,
  label: SERVICE_TITLES[index]?.title ?? value,
}));

const EMPTY: ContactValues = {
  name: '',
  email: '',
  contact: '',
  service: '' as ContactService,
  confirmationNumber: '',
  message: '',
};

export interface ContactFormProps {
  /** A service to preselect (the gig page's button passes it). */
  service?: ContactService;
}

/**
 * The message form (SPEC sections 2, 4 and 5): name, e-mail, contact number (optional), service,
 * confirmation number (optional) and message. A refused submit keeps everything typed, marks the
 * fields and says 'Please correct the errors below'. A valid one opens the prepared e-mail to the
 * inbox (the reference in its subject), then after 1 second shows the success toast and clears.
 */
export function ContactForm({ service }: ContactFormProps) {
  const support = useSupportContacts();
  const form = useZodForm(contactSchema, {
    defaultValues: { ...EMPTY, service: service ?? EMPTY.service },
  });
  const [busy, setBusy] = useState(false);
  const [prepared, setPrepared] = useState<PreparedMail | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (values: ContactValues) => {
    const reference = values.confirmationNumber || generateReference('contact');
    const mail = contactMailto(values, reference, support.email);
    setBusy(true);
    setPrepared(null);
    openMailto(mail.href);
    timer.current = window.setTimeout(() => {
      notify.success(CONTACT_SUCCESS);
      form.reset({ ...EMPTY });
      setBusy(false);
      setPrepared({ href: mail.href, reference, shortened: mail.shortened });
    }, CONTACT_DELAY_MS);
  };

  return (
    <Form
      form={form}
      onValid={send}
      refusedMessage={MESSAGES.correctErrors}
      className={styles.form}
    >
      <div className={styles.row}>
        <TextField name="name" label="Name" autoComplete="name" />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" />
      </div>
      <div className={styles.row}>
        <TextField name="contact" label="Contact number" type="tel" autoComplete="tel" optional />
        <SelectField
          name="service"
          label="Service"
          placeholder="Choose a service"
          options={CONTACT_SERVICE_OPTIONS}
        />
      </div>
      <TextField
        name="confirmationNumber"
        label="Confirmation number"
        optional
        hint="If your message is about a booking, e.g. BB-123456-ABC."
        autoCapitalize="characters"
      />
      <TextareaField name="message" label="Message" rows={5} maxLength={MESSAGE_MAX} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" busy={busy} busyLabel="Preparing your e-mail...">
          Send Message
        </Button>
        <p className={styles.actionsNote}>
          Opens your e-mail app with the message ready to send to {support.email}.
        </p>
      </div>
      {prepared && <PreparedMailNote mail={prepared} inbox={support.email} />}
    </Form>
  );
}
