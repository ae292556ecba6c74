import { getRuntimeConfig, paths, SITE, useAuth, useSiteSettings } from '@bbt/shared';
import {
  BOOKING_MESSAGES,
  bookingIcsFileName,
  bookingSummaryMailto,
  buildBookingIcs,
  freeCancellationNote,
  refundFor,
  VEHICLES,
} from '@bbt/shared/domain';
import { Alert, Button, Icon, notify } from '@bbt/shared/ui';
import { useEffect, useRef } from 'react';
import { Link } from '@bbt/shared/router';

import { dismissEntry, type OutboxEntry, retryWaitingBookings } from '../booking-outbox';
import styles from '../booking.module.css';
import { bookingSummary } from './booking-details';
import { BookingSummaryList } from './booking-summary-list';

export interface BookingOutcomeProps {
  entry: OutboxEntry;
  /** An entry from an earlier visit, shown above the calculator. */
  compact?: boolean;
  onNewBooking?: () => void;
}

function useInbox(): string {
  const fromSettings = useSiteSettings((s) => s.supportEmail);
  return fromSettings || getRuntimeConfig().supportEmail;
}

/** What became of a Book & Pay: the confirmation, the local-save notice, or a refusal. */
export default function BookingOutcome({
  entry,
  compact = false,
  onNewBooking,
}: BookingOutcomeProps) {
  if (entry.state === 'confirmed') {
    return <Confirmation entry={entry} compact={compact} onNewBooking={onNewBooking} />;
  }
  if (entry.state === 'refused') return <EarlierRefusal entry={entry} />;
  return <SavedLocally entry={entry} />;
}

function useHeadingFocus() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}

function SavedLocally({ entry }: { entry: OutboxEntry }) {
  const inbox = useInbox();
  const phone = useSiteSettings((s) => s.phoneDisplay);
  const phoneE164 = useSiteSettings((s) => s.phoneE164);
  const heading = useHeadingFocus();
  const { record } = entry;
  const summary = bookingSummary(record.args, record.localReference, null);
  const mail = bookingSummaryMailto(summary, inbox);
  return (
    <section className={styles.outcome} aria-labelledby={`saved-${record.key}`}>
      <h3 id={`saved-${record.key}`} ref={heading} tabIndex={-1} className={styles.outcomeTitle}>
        Your booking is saved on this device
      </h3>
      <Alert tone="warning" live="alert">
        <p>{BOOKING_MESSAGES.savedLocally}</p>
        <p className={styles.reference}>
          Reference number: <strong>{record.localReference}</strong>
        </p>
      </Alert>
      <p role="status">
        {entry.state === 'sending'
          ? 'Sending your booking…'
          : 'We keep trying to send it and will show the confirmation here as soon as it arrives. If you close this page, it is sent the next time you open our site on this device.'}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={retryWaitingBookings}
          disabled={entry.state === 'sending'}
        >
          Try again now
        </Button>
        <a className="btn btn--ghost" href={mail.href}>
          <Icon name="mail" /> E-mail the booking to us
        </a>
        <a className="btn btn--ghost" href={`tel:${phoneE164}`}>
          <Icon name="phone" /> {phone}
        </a>
      </div>
      <BookingSummaryList summary={summary} />
    </section>
  );
}

function EarlierRefusal({ entry }: { entry: Extract<OutboxEntry, { state: 'refused' }> }) {
  const phone = useSiteSettings((s) => s.phoneDisplay);
  return (
    <Alert
      tone="danger"
      live="alert"
      title={`Booking ${entry.record.localReference} could not be made`}
      action={
        <Button variant="secondary" size="sm" onClick={() => dismissEntry(entry.record.key)}>
          Dismiss
        </Button>
      }
    >
      <p>{entry.failure.message}</p>
      <p>Please book again below, or call us on {phone}.</p>
    </Alert>
  );
}

function Confirmation({
  entry,
  compact,
  onNewBooking,
}: {
  entry: Extract<OutboxEntry, { state: 'confirmed' }>;
  compact: boolean;
  onNewBooking?: () => void;
}) {
  const inbox = useInbox();
  const signedIn = useAuth((s) => s.user !== null);
  const cardPaymentText = useSiteSettings((s) => s.cardPaymentText);
  const heading = useHeadingFocus();
  const { booking, record } = entry;
  const reference = booking.reference_number;
  const summary = bookingSummary(record.args, reference, booking);
  const mail = bookingSummaryMailto(summary, inbox);
  const now = new Date();
  const refund = refundFor({
    pickupDate: booking.pickup_date,
    pickupTime: booking.pickup_time,
    vehicleType: booking.vehicle_type,
    status: booking.status,
    totalPrice: Number(booking.total_price),
    cancelAt: now,
  });
  const freeUntil = freeCancellationNote(refund, now);
  const ics = buildBookingIcs(
    {
      reference,
      businessName: SITE.businessName,
      pickupLocation: summary.pickupName,
      dropoffLocation: summary.dropoffName,
      pickupDate: booking.pickup_date,
      pickupTime: booking.pickup_time,
      isRoundTrip: booking.is_round_trip,
      returnDate: booking.return_date,
      returnTime: booking.return_time,
      details: [
        `Vehicle: ${VEHICLES[summary.vehicleType].title}`,
        `Passengers: ${booking.passengers}`,
        `Total: US$${booking.total_price}`,
        `Questions: ${SITE.phoneDisplay}`,
      ],
    },
    now,
  );
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  const wasLocal = record.attempts > 1;

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
