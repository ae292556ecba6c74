import { SERVICE_TITLES } from '../../../config/services';
import { CONTACT_SERVICES } from '../../../domain/validation/contact-services';
import { Button } from '../../button/button';
import { CARRY_OVER_FORM, PENDING_SUBMIT, typedValues } from './carry-over';

/** The contact form's key for what a visitor types before the app's form arrives. */
export const CONTACT_FORM_KEY = 'contact';
/** The contact form's submit, pressed before the app's form arrived: it submits on arrival. */
export const CONTACT_SUBMIT_ACTION = 'contact-submit';
export const CONTACT_MESSAGE_MAX = 1500;
export const CONTACT_SUBMIT_LABEL = 'Send Message';
export const CONTACT_BUSY_LABEL = 'Preparing your e-mail...';
export const CONFIRMATION_NUMBER_HINT = 'If your message is about a booking, e.g. BB-123456-ABC.';

/** The eight services, labelled with their names (same order as the services). */
export const CONTACT_SERVICE_OPTIONS = CONTACT_SERVICES.map((value, index) => ({
  value,
  label: SERVICE_TITLES[index]?.title ?? value,
}));

const id = (name: string) => `contact-first-paint-${name}`;

function Label({
  name,
  text,
  optional = false,
}: {
  name: string;
  text: string;
  optional?: boolean;
}) {
  return (
    <label htmlFor={id(name)} className="form-label">
      {text}
      {optional && <span className="form-optional"> (optional)</span>}
    </label>
  );
}

interface StaticInputProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  autoCapitalize?: string;
  optional?: boolean;
  hint?: string;
  value: string | undefined;
}

/** One field as the app's TextField renders it: label, optional hint, input; no behaviour. */
function StaticInput({
  name,
  label,
  type,
  optional = false,
  hint,
  value,
  ...input
}: StaticInputProps) {
  const hintId = hint ? id(`${name}-hint`) : undefined;
  return (
    <div className="form-field">
      <Label name={name} text={label} optional={optional} />
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id(name)}
        name={name}
        type={type}
        className="form-control"
        aria-required={optional ? undefined : true}
        aria-describedby={hintId}
        defaultValue={value}
      />
    </div>
  );
}

/**
 * The contact form as the page's HTML shows it before the app's own form (react-hook-form and its
 * rules) has arrived: the same fields, labels and layout, so it can be read and typed into at
 * once. What is typed is kept for the app's form (carry-over.ts); a submit is made on arrival.
 */
export function ContactFormFirstPaint({ inbox }: { inbox: string }) {
  const typed = typedValues(CONTACT_FORM_KEY);
  const message = typed.message ?? '';
  return (
    <form
      className="contact-form"
      noValidate
      {...{ [CARRY_OVER_FORM]: CONTACT_FORM_KEY, [PENDING_SUBMIT]: CONTACT_SUBMIT_ACTION }}
    >
      <div className="contact-form__row">
        <StaticInput name="name" label="Name" autoComplete="name" value={typed.name} />
        <StaticInput
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          value={typed.email}
        />
      </div>
      <div className="contact-form__row">
        <StaticInput
          name="contact"
          label="Contact number"
          type="tel"
          autoComplete="tel"
          optional
          value={typed.contact}
        />
        <div className="form-field">
          <Label name="service" text="Service" />
          <select
            id={id('service')}
            name="service"
            className="form-control form-select"
            aria-required
            defaultValue={typed.service ?? ''}
          >
            <option value="">Choose a service</option>
            {CONTACT_SERVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <StaticInput
        name="confirmationNumber"
        label="Confirmation number"
        autoCapitalize="characters"
        optional
        hint={CONFIRMATION_NUMBER_HINT}
        value={typed.confirmationNumber}
      />
      <div className="form-field">
        <Label name="message" text="Message" />
        <textarea
          id={id('message')}
          name="message"
          rows={5}
          className="form-control form-textarea"
          aria-required
          aria-describedby={id('message-count')}
          defaultValue={message}
        />
        <div id={id('message-count')} className="form-aside">
          <span className="form-counter">
            {message.length} / {CONTACT_MESSAGE_MAX} characters
          </span>
        </div>
      </div>
      <div className="contact-form__actions">
        <Button type="submit" size="lg" busyLabel={CONTACT_BUSY_LABEL}>
          {CONTACT_SUBMIT_LABEL}
        </Button>
        <p className="contact-form__note">
          Opens your e-mail app with the message ready to send to {inbox}.
        </p>
      </div>
    </form>
  );
}
