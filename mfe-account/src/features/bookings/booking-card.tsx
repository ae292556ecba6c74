import {
  additionalServiceCountLabel,
  canAskToCancel,
  isOpenBooking,
  normaliseStatus,
  vehicleTitle,
} from '@bbt/shared/domain';
import {
  formatBookedOn,
  formatDate,
  formatDateAndTime,
  formatTime,
  Icon,
  IconButton,
  Money,
  StatusBadge,
} from '@bbt/shared/ui';
import { useId, useRef, useState } from 'react';

import type { SupportContactDetails } from './use-support-contact';
import styles from './booking-card.module.css';
import { CalendarButton } from './calendar-button';
import { CancelConfirmation } from './cancel-confirmation';
import { DriverDetails } from './driver-details';
import type { CustomerBooking } from '../../data/customer-booking';
import { RefundLine } from './refund-line';
import { SupportLinks } from './support-links';

export interface BookingCardProps {
  booking: CustomerBooking;
  now: Date;
  support: SupportContactDetails;
  /** Resolves to an error message, or null once the booking is cancelled. */
  onCancel: (booking: CustomerBooking) => Promise<string | null>;
  /** The prepared cancellation e-mail of a booking cancelled in this visit, to open again. */
  cancellationMail?: string;
}

const PAYMENT_LABELS: Record<string, string> = { cash: 'Cash', credit: 'Credit card' };

/** One booking with every field My Bookings lists, its refund line and actions. */
export function BookingCard({
  booking,
  now,
  support,
  onCancel,
  cancellationMail,
}: BookingCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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

      <dl className={styles.route}>
        <dt>From</dt>
        <dd>{booking.pickup_location}</dd>
        <dt>To</dt>
        <dd>{booking.dropoff_location}</dd>
      </dl>

      <dl className={styles.details}>
        <div>
          <dt>Date and time</dt>
          <dd>{formatDateAndTime(booking.pickup_date, booking.pickup_time)}</dd>
        </div>
        {booking.is_round_trip && booking.return_date && booking.return_time && (
          <div>
            <dt>Return</dt>
            <dd>
              {formatDate(booking.return_date)} at {formatTime(booking.return_time)}
            </dd>
          </div>
        )}
        <div>
          <dt>Vehicle</dt>
          <dd>{vehicleTitle(booking.vehicle_type)}</dd>
        </div>
        <div>
          <dt>Passengers</dt>
          <dd>{booking.passengers}</dd>
        </div>
        <div>
          <dt>Suitcases</dt>
          <dd>{booking.suitcases}</dd>
        </div>
        <div>
          <dt>Total price</dt>
          <dd>
            <Money amount={Number(booking.total_price)} />
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_LABELS[booking.payment_method] ?? booking.payment_method}</dd>
        </div>
        <div>
          <dt>Contact email</dt>
          <dd>{booking.email}</dd>
        </div>
        <div>
          <dt>Contact phone</dt>
          <dd>{booking.phone}</dd>
        </div>
        {booking.flight_details && (
          <div>
            <dt>Flight or ship</dt>
            <dd>{booking.flight_details}</dd>
          </div>
        )}
        {booking.guest_name && (
          <div>
            <dt>Guest</dt>
            <dd>
              {booking.guest_name}
              {booking.guest_phone_number ? `, ${booking.guest_phone_number}` : ''}
            </dd>
          </div>
        )}
        {booking.extras.length > 0 && (
          <div className={styles.wide}>
            <dt>Extras</dt>
            <dd>
              <ul className={styles.extras}>
                {booking.extras.map((extra) => (
                  <li key={extra.service_type}>
                    {additionalServiceCountLabel(extra.service_type, extra.quantity)} (
                    <Money amount={Number(extra.price)} />)
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>

      <RefundLine booking={booking} now={now} />

      <div className={styles.footer}>
        <SupportLinks reference={reference} support={support} />
        {isOpenBooking(booking) && <CalendarButton booking={booking} support={support} />}
      </div>
    </article>
  );
}
