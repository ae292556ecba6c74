import { mailtoHref } from '@bbt/shared/domain';
import { Alert } from '@bbt/shared/ui';

export interface PreparedMail {
  href: string;
  reference: string;
  /** The text was too long for an e-mail link and was cut (1800 characters at most). */
  shortened?: boolean;
}

/**
 * Shown once an e-mail has been prepared: not every device has a mail app (many desktops do not),
 * so the visitor can open it again or write to the inbox with the reference themselves.
 */
export function PreparedMailNote({ mail, inbox }: { mail: PreparedMail; inbox: string }) {
  return (
    <Alert tone="info" title="Your e-mail is ready to send" live="status">
      <p>
        It opened in your e-mail app with reference <strong>{mail.reference}</strong>. Nothing
        opened? <a href={mail.href}>Open the prepared e-mail</a> or write to{' '}
        <a href={mailtoHref(inbox)}>{inbox}</a> quoting {mail.reference}.
      </p>
      {mail.shortened && (
        <p>
          Your text was too long for an e-mail link, so its end was cut (marked “[shortened]”):
          please add the rest in the e-mail before sending.
        </p>
      )}
    </Alert>
  );
}
