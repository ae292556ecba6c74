import {
  type BookingStatus,
  partyLabel,
  paymentMethodLabel,
  vehicleTitle,
} from '@bbt/shared/domain';
import { Badge, Button, formatDate, formatInstant, formatTime, Icon, Money } from '@bbt/shared/ui';

import type { BookingListRow } from '../../data/bookings-api';
import { BookingStatusSelect } from './booking-status-select';
import styles from './bookings.module.css';

/** What a row (or card) can do, given by the page. */
export interface BookingRowHandlers {
  /** Ids of bookings whose status change is on its way. */
  savingStatus: ReadonlySet<string>;
  onStatusChange: (booking: BookingListRow, status: BookingStatus) => void;
  onView: (booking: BookingListRow) => void;
  /** Absent for moderators: deleting a booking needs admin (RLS enforces it too). */
  onDelete?: (booking: BookingListRow) => void;
}

export const customerName = (booking: Pick<BookingListRow, 'first_name' | 'last_name'>) =>
  `${booking.first_name} ${booking.last_name}`;

export function BookedOn({ booking }: { booking: BookingListRow }) {
  return <span className={styles.sub}>Booked {formatInstant(booking.created_at)}</span>;
}

export function CustomerCell({ booking }: { booking: BookingListRow }) {
  return (
    <>
      <span>{customerName(booking)}</span>
      <span className={styles.sub}>{booking.email}</span>
      <span className={styles.sub}>{booking.phone}</span>
    </>
  );
}

export function RouteCell({ booking }: { booking: BookingListRow }) {
  return (
    <>
      <span className={styles.routeLeg}>{booking.pickup_location}</span>
      <span className={styles.routeLeg}>
        <span className={styles.routeArrow} aria-hidden="true">
          →{' '}
        </span>
        <span className="visually-hidden">to </span>
        {booking.dropoff_location}
      </span>
      {booking.is_round_trip && <Badge tone="info">Round trip</Badge>}
    </>
  );
}

export function WhenCell({ booking }: { booking: BookingListRow }) {
  return (
    <>
      <span className={styles.date}>{formatDate(booking.pickup_date)}</span>
      <span className={styles.sub}>{formatTime(booking.pickup_time)}</span>
      {booking.is_round_trip && booking.return_date && booking.return_time && (
        <span className={styles.sub}>
          Return {formatDate(booking.return_date)}, {formatTime(booking.return_time)}
        </span>
      )}
    </>
  );
}

export function DetailsCell({ booking }: { booking: BookingListRow }) {
  return (
    <>
      <span>{partyLabel(booking.passengers, booking.suitcases)}</span>
      <span className={styles.sub}>{vehicleTitle(booking.vehicle_type)}</span>
      <span className={styles.sub}>
        <Money amount={Number(booking.total_price)} />
      </span>
      <span className={styles.sub}>{paymentMethodLabel(booking.payment_method)}</span>
    </>
  );
}

export function StatusCell({
  booking,
  handlers,
}: {
  booking: BookingListRow;
  handlers: BookingRowHandlers;
}) {
  return (
    <BookingStatusSelect
      reference={booking.reference_number}
      status={booking.status}
      busy={handlers.savingStatus.has(booking.id)}
      onChange={(status) => handlers.onStatusChange(booking, status)}
    />
  );
}

export function ActionsCell({
  booking,
  handlers,
}: {
  booking: BookingListRow;
  handlers: BookingRowHandlers;
}) {
  const { onDelete } = handlers;
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`View booking ${booking.reference_number}`}
        onClick={() => handlers.onView(booking)}
      >
        View
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete booking ${booking.reference_number}`}
          onClick={() => onDelete(booking)}
        >
          <Icon name="trash" /> Delete
        </Button>
      )}
    </div>
  );
}
