import {
  additionalServiceCountLabel,
  partyLabel,
  paymentMethodLabel,
  tripTypeLabel,
  vehicleTitle,
} from '@bbt/shared/domain';
import {
  Alert,
  Button,
  Dialog,
  formatDate,
  formatInstant,
  formatTime,
  Money,
  Skeleton,
  StatusBadge,
} from '@bbt/shared/ui';
import type { ReactNode } from 'react';

import { type BookingDetail, fetchBookingDetail } from '../../data/bookings-api';
import { useAsync } from '../../lib/use-async';
import { BookingEmails } from './booking-emails';
import { actorLabel, eventLabel } from './booking-format';
import styles from './bookings.module.css';

export interface BookingDetailDialogProps {
  /** The booking shown; null = closed. */
  bookingId: string | null;
  reference: string;
  onClose: () => void;
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </>
  );
}

function DetailBody({ detail }: { detail: BookingDetail }) {
  const { booking, extras, events, fleet } = detail;
  return (
    <div className={styles.detailGrid}>
      <section className={styles.detailSection} aria-labelledby="booking-detail-customer">
        <h3 id="booking-detail-customer">Customer</h3>
        <Facts>
          <Fact label="Name">
            {booking.first_name} {booking.last_name}
          </Fact>
          <Fact label="E-mail">{booking.email}</Fact>
          <Fact label="Phone">{booking.phone}</Fact>
          <Fact label="Guest name">{booking.guest_name || '—'}</Fact>
          <Fact label="Guest phone">{booking.guest_phone_number || '—'}</Fact>
          <Fact label="Account">{booking.user_id ? 'Signed in' : 'Booked as a guest'}</Fact>
        </Facts>
      </section>
      <section className={styles.detailSection} aria-labelledby="booking-detail-trip">
        <h3 id="booking-detail-trip">Trip</h3>
        <Facts>
          <Fact label="Trip type">{tripTypeLabel(booking.trip_type)}</Fact>
          <Fact label="From">{booking.pickup_location}</Fact>
          <Fact label="To">{booking.dropoff_location}</Fact>
          <Fact label="Pickup">
            {formatDate(booking.pickup_date)}, {formatTime(booking.pickup_time)}
            {booking.pickup_after_hours && ' (after hours)'}
          </Fact>
          <Fact label="Round trip">{booking.is_round_trip ? 'Yes' : 'No'}</Fact>
          {booking.is_round_trip && booking.return_date && booking.return_time && (
            <Fact label="Return">
              {formatDate(booking.return_date)}, {formatTime(booking.return_time)}
              {booking.return_after_hours && ' (after hours)'}
            </Fact>
          )}
          <Fact label="Distance">{Number(booking.distance_km).toFixed(1)} km</Fact>
          <Fact label="Flight / travel details">{booking.flight_details || '—'}</Fact>
        </Facts>
      </section>
      <section className={styles.detailSection} aria-labelledby="booking-detail-vehicle">
        <h3 id="booking-detail-vehicle">Vehicle and payment</h3>
        <Facts>
          <Fact label="Vehicle">{vehicleTitle(booking.vehicle_type)}</Fact>
          <Fact label="Party">{partyLabel(booking.passengers, booking.suitcases)}</Fact>
          <Fact label="Payment">{paymentMethodLabel(booking.payment_method)}</Fact>
          <Fact label="Total">
            <Money amount={Number(booking.total_price)} />
          </Fact>
          <Fact label="Status">
            <StatusBadge status={booking.status} />
          </Fact>
          <Fact label="Booked">{formatInstant(booking.created_at)}</Fact>
          <Fact label="Last change">{formatInstant(booking.updated_at)}</Fact>
        </Facts>
      </section>
      <section className={styles.detailSection} aria-labelledby="booking-detail-extras">
        <h3 id="booking-detail-extras">Extras</h3>
        {extras.length === 0 ? (
          <p className={styles.sub}>No extras.</p>
        ) : (
          <ul className={styles.extras}>
            {extras.map((extra) => (
              <li key={extra.id}>
                {additionalServiceCountLabel(extra.service_type, extra.quantity)}:{' '}
                <Money amount={Number(extra.price)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.detailSection} aria-labelledby="booking-detail-history">
        <h3 id="booking-detail-history">Status history</h3>
        {events.length === 0 ? (
          <p className={styles.sub}>No recorded changes.</p>
        ) : (
          <ol className={styles.history}>
            {events.map((event) => (
              <li key={event.id} className={styles.historyItem}>
                <span className={styles.historyWhat}>{eventLabel(event, fleet)}</span>
                <span className={styles.sub}>
                  {formatInstant(event.created_at)} by {actorLabel(event)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <BookingEmails
        bookingId={booking.id}
        reference={booking.reference_number}
        status={booking.status}
      />
    </div>
  );
}

function LoadedDetail({ bookingId }: { bookingId: string }) {
  const detail = useAsync(
    () => fetchBookingDetail(bookingId),
    bookingId,
    'Could not load this booking. Please try again.',
  );
  if (detail.data) return <DetailBody detail={detail.data} />;
  if (detail.failed) {
    return (
      <Alert
        tone="danger"
        title="This booking could not be loaded."
        action={
          <Button variant="secondary" size="sm" onClick={detail.reload}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the booking…
      </span>
      <Skeleton lines={8} />
    </div>
  );
}

/** Every field of a booking, its extras, its payment method, its audit history and its e-mails. */
export function BookingDetailDialog({ bookingId, reference, onClose }: BookingDetailDialogProps) {
  return (
    <Dialog
      open={bookingId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Booking ${reference}`}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {bookingId !== null && <LoadedDetail bookingId={bookingId} />}
    </Dialog>
  );
}
