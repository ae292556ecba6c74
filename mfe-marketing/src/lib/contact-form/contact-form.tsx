import {
  type ContactForm as ContactValues,
  type ContactService,
  contactMailto,
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
import {
  CONFIRMATION_NUMBER_HINT,
  CONTACT_BUSY_LABEL,
  CONTACT_FORM_KEY,
  CONTACT_MESSAGE_MAX,
  CONTACT_SERVICE_OPTIONS,
  CONTACT_SUBMIT_ACTION,
  CONTACT_SUBMIT_LABEL,
  takePendingAction,
  takeTypedValues,
  typedValues,
  useSupportContacts,
} from '@bbt/shared/ui/first-paint';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { openMailto } from '../mail/open-mailto';
import { type PreparedMail, PreparedMailNote } from '../mail/prepared-mail-note';

// zod loads after the form has rendered (see useZodForm), not before it.
const loadSchema = () => import('@bbt/shared/domain').then(({ contactSchema }) => contactSchema);

/** The success toast and the reset come 1 second after the e-mail opens. */
export const CONTACT_DELAY_MS = 1000;
export const CONTACT_SUCCESS =
  'Your message has been prepared! Please send it from your email client.';

const EMPTY: ContactValues = {
  name: '',
  email: '',
  contact: '',
  service: '' as ContactService,
  confirmationNumber: '',
  message: '',
};

/** What the visitor typed into the page's HTML copy of this form before it arrived. */
function carriedOver(typed = typedValues(CONTACT_FORM_KEY)): Partial<ContactValues> {
  const values: Partial<ContactValues> = {};
  for (const name of Object.keys(EMPTY) as (keyof ContactValues)[]) {
    const value = typed[name];
    if (value !== undefined) Object.assign(values, { [name]: value });
  }
  return values;
}

export interface ContactFormProps {
  /** A service to preselect (the gig page's button passes it). */
  service?: ContactService;
}

/**
 * The message form: name, e-mail, contact number (optional), service,
 * confirmation number (optional) and message. A refused submit keeps everything typed, marks the
 * fields and says 'Please correct the errors below'. A valid one opens the prepared e-mail to the
 * inbox (the reference in its subject), then after 1 second shows the success toast and clears.
 */
export function ContactForm({ service }: ContactFormProps) {
  const support = useSupportContacts();
  const form = useZodForm(loadSchema, {
    defaultValues: { ...EMPTY, service: service ?? EMPTY.service, ...carriedOver() },
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

  // The HTML's copy hands over once: what was typed, and a submit pressed there.
  const takeOver = useEffectEvent(() => {
    // React may show the form a little after it first rendered it: what was typed meanwhile too.
    const typed = takeTypedValues(CONTACT_FORM_KEY);
    for (const [name, value] of Object.entries(carriedOver(typed))) {
      const field = name as keyof ContactValues;
      if (form.getValues(field) !== value) form.setValue(field, value);
    }
    if (!takePendingAction(CONTACT_SUBMIT_ACTION)) return;
    void form.handleSubmit(send, () => notify.error(MESSAGES.correctErrors))();
  });
  useEffect(() => takeOver(), []);

  return (
    <Form
      form={form}
      onValid={send}
      refusedMessage={MESSAGES.correctErrors}
      className="contact-form"
    >
      <div className="contact-form__row">
        <TextField name="name" label="Name" autoComplete="name" />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" />
      </div>
      <div className="contact-form__row">
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
        hint={CONFIRMATION_NUMBER_HINT}
        autoCapitalize="characters"
      />
      <TextareaField name="message" label="Message" rows={5} maxLength={CONTACT_MESSAGE_MAX} />
      <div className="contact-form__actions">
        <Button type="submit" size="lg" busy={busy} busyLabel={CONTACT_BUSY_LABEL}>
          {CONTACT_SUBMIT_LABEL}
        </Button>
        <p className="contact-form__note">
          Opens your e-mail app with the message ready to send to {support.email}.
        </p>
      </div>
      {prepared && <PreparedMailNote mail={prepared} inbox={support.email} />}
    </Form>
  );
}
