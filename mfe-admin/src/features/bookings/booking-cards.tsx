import type { BookingListRow } from '../../data/bookings-api';
import {
  ActionsCell,
  BookedOn,
  type BookingRowHandlers,
  CustomerCell,
  DetailsCell,
  RouteCell,
  StatusCell,
  WhenCell,
} from './booking-row-parts';
import styles from './bookings.module.css';

export interface BookingCardsProps {
  rows: readonly BookingListRow[];
  handlers: BookingRowHandlers;
  busy: boolean;
}

/** The same bookings as cards, for phones (the table's columns as labelled facts). Each card is
 * headed at level 2, right under the page's h1 (the table has no headings of its own). */
export function BookingCards({ rows, handlers, busy }: BookingCardsProps) {
  return (
    <ul className={`${styles.cards} ${busy ? styles.busy : ''}`} aria-busy={busy || undefined}>
      {rows.map((booking) => (
        <li key={booking.id} className={styles.card}>
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>
              <span className={styles.reference}>{booking.reference_number}</span>
              <BookedOn booking={booking} />
            </h2>
          </div>
          <dl className={styles.facts}>
            <dt>Customer</dt>
            <dd>
              <CustomerCell booking={booking} />
            </dd>
            <dt>Route</dt>
            <dd>
              <RouteCell booking={booking} />
            </dd>
            <dt>Pickup</dt>
            <dd>
              <WhenCell booking={booking} />
            </dd>
            <dt>Details</dt>
            <dd>
              <DetailsCell booking={booking} />
            </dd>
          </dl>
          <div className={styles.cardFoot}>
            <StatusCell booking={booking} handlers={handlers} />
            <ActionsCell booking={booking} handlers={handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}
