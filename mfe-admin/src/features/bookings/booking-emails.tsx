import { hasStaffLevel } from '@bbt/shared/domain';
import { Alert, Badge, Button, formatInstant, notify, Skeleton } from '@bbt/shared/ui';
import { useCallback, useState } from 'react';

import { useAsync } from '../../lib/use-async';
import {
  type BookingEmail,
  listBookingEmails,
  resendBookingConfirmation,
} from '../../data/booking-emails-api';
import { isPermissionError } from '../../data/supabase-errors';
import { attemptsLabel, emailKindLabel, emailState, emailTimeLabel } from './email-format';
import styles from './bookings.module.css';
import { useStaffRole } from '../../lib/require-role';

export interface BookingEmailsProps {
  bookingId: string;
  reference: string;
  /** The booking's status: a cancelled booking has no confirmation to resend. */
  status: string;
}

function EmailItem({ email }: { email: BookingEmail }) {
  const state = emailState(email);
  return (
    <li className={styles.emailItem}>
      <div className={styles.emailHead}>
        <span className={styles.historyWhat}>{emailKindLabel(email.kind)}</span>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <span className={styles.sub}>
        To {email.recipient}
        {email.requested_by && `, resent by ${email.requested_by}`}
      </span>
      <span className={styles.sub}>
        {emailTimeLabel(email)}
        {email.status !== 'sent' && email.attempts > 0 && ` · ${attemptsLabel(email.attempts)}`}
        {email.status === 'pending' &&
          email.attempts > 0 &&
          email.next_attempt_at &&
          ` · next try ${formatInstant(email.next_attempt_at)}`}
      </span>
      {email.last_error && email.status !== 'sent' && (
        <span className={styles.emailError}>Error: {email.last_error}</span>
      )}
    </li>
  );
}

/**
 * The e-mails sent for a booking (the database's e-mail outbox): kind, time, delivered / waiting /
 * failed with the error; 'Resend confirmation' for admins and above (the database refuses moderators too).
 */
export function BookingEmails({ bookingId, reference, status }: BookingEmailsProps) {
  const canResend = hasStaffLevel(useStaffRole(), 'admin');
  const load = useCallback(() => listBookingEmails(bookingId), [bookingId]);
  const emails = useAsync(load, bookingId, 'Could not load the e-mails of this booking.');
  const [resending, setResending] = useState(false);

  const resend = async () => {
    setResending(true);
    try {
      const queued = await resendBookingConfirmation(bookingId);
      const alreadyWaiting = emails.data?.some((email) => email.id === queued.id) ?? false;
      notify.success(
        alreadyWaiting
          ? `The confirmation of booking ${reference} is already waiting to go to ${queued.recipient}.`
          : `The confirmation of booking ${reference} will be sent again to ${queued.recipient}.`,
      );
      emails.reload();
    } catch (error) {
      console.error('[mfe-admin] resend confirmation failed', error);
      notify.error(
        isPermissionError(error)
          ? `You don't have permission to resend the confirmation of booking ${reference}.`
          : `Could not resend the confirmation of booking ${reference}. Please try again.`,
      );
    } finally {
      setResending(false);
    }
  };

  let body;
  if (emails.data) {
    body =
      emails.data.length === 0 ? (
        <p className={styles.sub}>No e-mails for this booking.</p>
      ) : (
        <ol className={styles.emails} aria-busy={emails.loading}>
          {emails.data.map((email) => (
            <EmailItem key={email.id} email={email} />
          ))}
        </ol>
      );
  } else if (emails.failed) {
    body = <Alert tone="danger" title="The e-mails of this booking could not be loaded." />;
  } else {
    body = (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading the e-mails…
        </span>
        <Skeleton lines={2} />
      </div>
    );
  }

  return (
    <section className={styles.detailSection} aria-labelledby="booking-detail-emails">
      <h3 id="booking-detail-emails">E-mails</h3>
      {body}
      <div className={styles.emailActions}>
        <Button
          variant="ghost"
          size="sm"
          busy={emails.loading}
          busyLabel="Refreshing…"
          onClick={emails.reload}
        >
          Refresh e-mails
        </Button>
        {canResend &&
          (status === 'cancelled' ? (
            <span className={styles.sub}>A cancelled booking has no confirmation to resend.</span>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              busy={resending}
              busyLabel="Resending…"
              onClick={() => void resend()}
            >
              Resend confirmation
            </Button>
          ))}
      </div>
    </section>
  );
}
