import { paths, useAuth, useSiteSettings } from '@bbt/shared';
import {
  bookingIcsFileName,
  bookingSummaryMailto,
  freeCancellationNote,
  MANAGE_BOOKING_LABEL,
  MANAGE_LINK_NOTE,
  refundForBooking,
} from '@bbt/shared/domain';
import { Button, Icon, notify } from '@bbt/shared/ui';
import { useEffect } from 'react';
import { Link } from '@bbt/shared/router';

import styles from '../booking.module.css';
import { dismissEntry, type PendingBooking } from '../pending-bookings';
import { bookingCalendarHref } from './booking-calendar';
import { bookingSummary } from './booking-details';
import { BookingSummaryList } from './booking-summary-list';
import { useHeadingFocus } from './use-heading-focus';
import { useInbox } from './use-inbox';
import { useManageLink } from './use-manage-link';

export interface ConfirmationProps {
  entry: Extract<PendingBooking, { state: 'confirmed' }>;
  compact: boolean;
  onNewBooking?: () => void;
}

/** The database has the booking: its reference, summary, next steps, calendar file and e-mail. */
export function Confirmation({ entry, compact, onNewBooking }: ConfirmationProps) {
  const inbox = useInbox();
  const signedIn = useAuth((s) => s.user !== null);
  const cardPaymentText = useSiteSettings((s) => s.cardPaymentText);
  const supportPhone = useSiteSettings((s) => s.phoneDisplay);
  const heading = useHeadingFocus();
  const { booking, record } = entry;
  const reference = booking.reference_number;
  const summary = bookingSummary(record.args, reference, booking);
  const mail = bookingSummaryMailto(summary, inbox);
  const now = new Date();
  const refund = refundForBooking(booking, now);
  const freeUntil = freeCancellationNote(refund, now);
  const support = { phoneDisplay: supportPhone, email: inbox };
  const icsHref = bookingCalendarHref(booking, summary, support, now);
  const wasLocal = record.attempts > 1;
  const manageToken = useManageLink(booking.id, record.args.p_idempotency_key);

  useEffect(() => {
    if (wasLocal) notify.success(`Your booking ${reference} has reached us.`);
  }, [wasLocal, reference]);

  return (
    <section className={styles.outcome} aria-labelledby={`confirmed-${record.key}`}>
      <h3
        id={`confirmed-${record.key}`}
        ref={heading}
        tabIndex={-1}
        className={styles.outcomeTitle}
      >
        <Icon name="check" size={28} /> Booking received
      </h3>
      <p className={styles.reference}>
        Reference number: <strong data-testid="booking-reference">{reference}</strong>
      </p>
      {wasLocal && reference !== record.localReference && (
        <p className={styles.muted}>
          It replaces the temporary reference {record.localReference} shown while your booking was
          saved on this device.
        </p>
      )}
      <BookingSummaryList summary={summary} />
      <h4 className={styles.panelTitle}>What happens next</h4>
      <ol className={styles.nextSteps}>
        <li>We check the details and confirm your booking by e-mail to {booking.email}.</li>
        <li>
          {booking.payment_method === 'cash'
            ? 'Pay the driver in cash (US$ or BDS$) at the end of the ride.'
            : cardPaymentText}
        </li>
        <li>
          Your driver meets {summary.guestName} at the pickup
          {summary.travelDetails ? ` (${summary.travelDetails})` : ''}.
        </li>
      </ol>
      <p className={styles.cancellation}>
        {freeUntil ??
          (refund.band === 'non-refundable'
            ? 'Economy rides are non-refundable.'
            : 'Free cancellation is no longer available for this pickup.')}{' '}
        <Link to={paths.refundPolicy}>Refund policy</Link>
      </p>
      {manageToken && (
        <div className={styles.manage}>
          <Link className="btn btn--secondary" to={paths.manage(manageToken)}>
            {MANAGE_BOOKING_LABEL} <Icon name="chevronRight" />
          </Link>
          <p className={styles.muted}>{MANAGE_LINK_NOTE}</p>
        </div>
      )}
      <div className={styles.actions}>
        <a className="btn btn--primary" href={icsHref} download={bookingIcsFileName(reference)}>
          <Icon name="calendar" /> Add to calendar
        </a>
        <a className="btn btn--secondary" href={mail.href}>
          <Icon name="mail" /> E-mail the booking summary to us
        </a>
        {signedIn && (
          <Link className="btn btn--ghost" to={paths.myBookings}>
            My Bookings
          </Link>
        )}
        {compact ? (
          <Button variant="ghost" onClick={() => dismissEntry(record.key)}>
            Close
          </Button>
        ) : (
          <Button
            variant="ghost"
            onClick={() => {
              dismissEntry(record.key);
              onNewBooking?.();
            }}
          >
            Book another trip
          </Button>
        )}
      </div>
    </section>
  );
}
