import { LinkButton } from '@bbt/shared/ui';

import { localInboxUrl } from '../../auth/auth-actions';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import styles from './auth-dialogs.module.css';

/** Where local e-mails really arrive, when the site runs against local-supabase. */
export function LocalInboxNote() {
  const inbox = localInboxUrl();
  if (!inbox) return null;
  return (
    <p className={styles.localInbox}>
      Running locally: e-mails are not sent but delivered to the{' '}
      <a href={inbox} target="_blank" rel="noreferrer">
        local inbox
      </a>
      .
    </p>
  );
}

interface SentViewProps {
  email: string;
  onBackToLogin: () => void;
}

/** After 'Send reset link' (the reset-email-sent confirmation). */
export function ResetEmailSentView({ email, onBackToLogin }: SentViewProps) {
  const back = useFocusOnMount<HTMLButtonElement>();
  return (
    <div>
      <p role="status" className={styles.message}>
        If an account exists for <strong>{email}</strong>, we&apos;ve sent it a link to choose a new
        password.
      </p>
      <ul className={styles.steps}>
        <li>The link works once and expires after 24 hours.</li>
        <li>Nothing there? Check your spam folder, or ask for a new link in a minute.</li>
      </ul>
      <LocalInboxNote />
      <LinkButton ref={back} onClick={onBackToLogin}>
        Back to login
      </LinkButton>
    </div>
  );
}

/** After 'Resend confirmation email' (the confirmation-resent screen). */
export function ConfirmationResentView({ email, onBackToLogin }: SentViewProps) {
  const back = useFocusOnMount<HTMLButtonElement>();
  return (
    <div>
      <p role="status" className={styles.message}>
        We&apos;ve sent a new confirmation link to <strong>{email}</strong>. Open it to confirm your
        address: it signs you in and opens your dashboard.
      </p>
      <LocalInboxNote />
      <LinkButton ref={back} onClick={onBackToLogin}>
        Back to login
      </LinkButton>
    </div>
  );
}
