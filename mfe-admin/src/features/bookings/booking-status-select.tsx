import {
  BOOKING_STATUSES,
  type BookingStatus,
  bookingStatusLabel,
  normaliseStatus,
} from '@bbt/shared/domain';

import styles from './bookings.module.css';

export interface BookingStatusSelectProps {
  reference: string;
  status: string;
  busy: boolean;
  onChange: (status: BookingStatus) => void;
}

/** Staff set any of the four statuses through a dropdown. */
export function BookingStatusSelect({
  reference,
  status,
  busy,
  onChange,
}: BookingStatusSelectProps) {
  const current = normaliseStatus(status) ?? 'pending';
  return (
    <select
      className={`${styles.statusSelect} ${styles[`status_${current}`] ?? ''}`}
      aria-label={`Status of booking ${reference}`}
      value={current}
      disabled={busy}
      aria-busy={busy || undefined}
      onChange={(event) => {
        const next = normaliseStatus(event.target.value);
        if (next && next !== current) onChange(next);
      }}
    >
      {BOOKING_STATUSES.map((option) => (
        <option key={option} value={option}>
          {bookingStatusLabel(option)}
        </option>
      ))}
    </select>
  );
}
