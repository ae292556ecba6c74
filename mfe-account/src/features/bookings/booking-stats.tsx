import { type BookingCounts, formatCount } from '@bbt/shared/domain';
import { StatTile } from '@bbt/shared/ui';

import styles from './my-bookings.module.css';

/** Total, pending, confirmed, completed and cancelled. */
export function BookingStats({ counts }: { counts: BookingCounts }) {
  return (
    <section aria-label="Booking totals" className={styles.stats}>
      <StatTile label="Total bookings" value={formatCount(counts.total)} />
      <StatTile label="Pending" value={formatCount(counts.pending)} tone="warning" />
      <StatTile label="Confirmed" value={formatCount(counts.confirmed)} tone="success" />
      <StatTile label="Completed" value={formatCount(counts.completed)} tone="info" />
      <StatTile label="Cancelled" value={formatCount(counts.cancelled)} tone="danger" />
    </section>
  );
}
