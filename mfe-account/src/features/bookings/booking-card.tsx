import {
  canAskToCancel,
  canChangeBooking,
  CHANGE_MESSAGES,
  isOpenBooking,
  normaliseStatus,
} from '@bbt/shared/domain';
import { Button, formatBookedOn, Icon, IconButton, StatusBadge } from '@bbt/shared/ui';
import { useId, useRef, useState } from 'react';

import type { SupportContactDetails } from '../../lib/use-support-contact';
import styles from '../../lib/booking-card.module.css';
import { CalendarButton } from './calendar-button';
import { CancelConfirmation } from './cancel-confirmation';
import type { ManageView } from '../../data/manage-api';
import { BookingFacts } from '../../lib/booking-facts';
import {
  LazyChangeBookingForm,
  preloadChangeBookingForm,
} from '../../lib/lazy-change-booking-form';
import { DriverDetails } from '../../lib/driver-details';
import type { CustomerBooking } from '../../data/customer-booking';
import { RefundLine } from '../../lib/refund-line';
import { SupportLinks } from '../../lib/support-links';

export interface BookingCardProps {
  booking: CustomerBooking;
  now: Date;
  support: SupportContactDetails;
  /** Resolves to an error message, or null once the booking is cancelled. */
  onCancel: (booking: CustomerBooking) => Promise<string | null>;
  /** The prepared cancellation e-mail of a booking cancelled in this visit, to open again. */
  cancellationMail?: string;
  /** The booking as change_my_booking answered it. */
  onChanged?: (view: ManageView) => void;
}

/** One booking with every field My Bookings lists, its refund line and actions. */
export function BookingCard({
  booking,
  now,
  support,
  onCancel,
  cancellationMail,
  onChanged,
}: BookingCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const changeable = onChanged !== undefined && canChangeBooking(booking, now);
  const cancelled = normaliseStatus(booking.status) === 'cancelled';
  const reference = booking.reference_number;

  const keep = () => {
    setConfirming(false);
    setError(null);
    requestAnimationFrame(() => cancelButton.current?.focus());
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const failure = await onCancel(booking);
    setBusy(false);
    if (failure) {
      setError(failure);
      return;
    }
    setConfirming(false);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <article
      aria-labelledby={headingId}
      className={`card ${styles.card} ${cancelled ? styles.cancelled : ''}`}
    >
      <div className={styles.top}>
        <div className={styles.title}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {reference}
          </h2>
          <StatusBadge status={booking.status} />
        </div>
        {canAskToCancel(booking) && !confirming && (
          <IconButton
            ref={cancelButton}
            label={`Cancel booking ${reference}`}
            icon={<Icon name="trash" />}
            onClick={() => setConfirming(true)}
          />
        )}
      </div>
      <p className={styles.meta}>
        {booking.first_name} {booking.last_name} · {formatBookedOn(booking.created_at)}
      </p>

      {confirming && (
        <CancelConfirmation
          booking={booking}
          now={now}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onKeep={keep}
        />
      )}
      {cancelled && cancellationMail && (
        <p className={styles.mailNote} role="status">
          Booking cancelled. Your cancellation e-mail to our team should have opened;{' '}
          <a href={cancellationMail}>open it again</a> if it did not.
        </p>
      )}

      {booking.driver && !cancelled && (
        <DriverDetails
          driver={booking.driver}
          reference={reference}
          tripType={booking.trip_type}
          pickupLocation={booking.pickup_location}
        />
      )}

      {changed && (
        <p className={styles.mailNote} role="status">
          Booking changed. {CHANGE_MESSAGES.changed}
        </p>
      )}

      <BookingFacts booking={booking} />

      <RefundLine booking={booking} now={now} />

      {changing && changeable && (
        <LazyChangeBookingForm
          target={{ kind: 'own', bookingId: booking.id }}
          booking={booking}
          extras={booking.extras}
          now={now}
          onChanged={(view) => {
            setChanging(false);
            setChanged(true);
            onChanged(view);
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
          onClose={() => {
            setChanging(false);
            requestAnimationFrame(() => changeButton.current?.focus());
          }}
        />
      )}
      {!changing && changeable && (
        <div className={styles.changeRow}>
          <Button
            ref={changeButton}
            variant="secondary"
            onPointerEnter={preloadChangeBookingForm}
            onFocus={preloadChangeBookingForm}
            onClick={() => setChanging(true)}
          >
            Change booking<span className="visually-hidden"> {reference}</span>
          </Button>
        </div>
      )}

      <div className={styles.footer}>
        <SupportLinks reference={reference} support={support} />
        {isOpenBooking(booking) && <CalendarButton booking={booking} support={support} />}
      </div>
    </article>
  );
}
