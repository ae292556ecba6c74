import { Icon } from '@bbt/shared/ui';

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
import type { BookingsQuery, SortKey } from '../../data/bookings-request';
import adminStyles from '../../lib/admin.module.css';
import styles from './bookings.module.css';

export interface BookingsTableProps {
  rows: readonly BookingListRow[];
  query: BookingsQuery;
  onSort: (sort: SortKey) => void;
  handlers: BookingRowHandlers;
  busy: boolean;
  caption: string;
}

function SortableHeader({
  label,
  sort,
  query,
  onSort,
}: {
  label: string;
  sort: SortKey;
  query: BookingsQuery;
  onSort: (sort: SortKey) => void;
}) {
  const active = query.sort === sort;
  const ariaSort = active ? (query.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(sort)}>
        {label}
        <Icon
          name="chevronDown"
          className={`${styles.sortIcon} ${active ? styles.sortIconActive : ''} ${
            active && query.direction === 'asc' ? styles.sortIconUp : ''
          }`}
          aria-hidden="true"
        />
      </button>
    </th>
  );
}

/** The bookings table (reference, customer, route, date and time, details, status, actions). */
export function BookingsTable({
  rows,
  query,
  onSort,
  handlers,
  busy,
  caption,
}: BookingsTableProps) {
  return (
    <div
      className={`${adminStyles.tableWrap} ${busy ? styles.busy : ''}`}
      aria-busy={busy || undefined}
    >
      <table className={`${adminStyles.table} ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <SortableHeader label="Reference" sort="reference" query={query} onSort={onSort} />
            <SortableHeader label="Customer" sort="customer" query={query} onSort={onSort} />
            <th scope="col">Route</th>
            <SortableHeader label="Date & time" sort="pickup" query={query} onSort={onSort} />
            <SortableHeader label="Details" sort="total" query={query} onSort={onSort} />
            <SortableHeader label="Status" sort="status" query={query} onSort={onSort} />
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((booking) => (
            <tr key={booking.id}>
              <th scope="row" className={styles.rowHeader}>
                <span className={styles.reference}>{booking.reference_number}</span>
                <BookedOn booking={booking} />
              </th>
              <td className={styles.customer}>
                <CustomerCell booking={booking} />
              </td>
              <td className={styles.route}>
                <RouteCell booking={booking} />
              </td>
              <td>
                <WhenCell booking={booking} />
              </td>
              <td className={styles.details}>
                <DetailsCell booking={booking} />
              </td>
              <td>
                <StatusCell booking={booking} handlers={handlers} />
              </td>
              <td>
                <ActionsCell booking={booking} handlers={handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
