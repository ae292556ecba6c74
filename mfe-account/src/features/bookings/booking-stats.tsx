import type { BookingCounts } from '@bbt/shared/domain';
import { StatTile } from '@bbt/shared/ui';

import styles from './my-bookings.module.css';

/** Total, pending, confirmed, completed and cancelled. */
export function BookingStats({ counts }: { counts: BookingCounts }) {
  return (
    <section aria-label="Booking totals" className={styles.stats}>
      <StatTile label="Total bookings" value={counts.total} />
      <StatTile label="Pending" value={counts.pending} tone="warning" />
      <StatTile label="Confirmed" value={counts.confirmed} tone="success" />
      <StatTile label="Completed" value={counts.completed} tone="info" />
      <StatTile label="Cancelled" value={counts.cancelled} tone="danger" />
    </section>
  );
}
