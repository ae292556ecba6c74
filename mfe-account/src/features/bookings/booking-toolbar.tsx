import {
  type BookingListFilter,
  isFiltering,
  STATUS_FILTERS,
  type StatusFilter,
} from '@bbt/shared/domain';
import { Button } from '@bbt/shared/ui';
import { useId } from 'react';

import styles from './my-bookings.module.css';

const FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All statuses',
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export interface BookingToolbarProps {
  filter: BookingListFilter;
  onChange: (filter: BookingListFilter) => void;
}

/** Search (reference, name, e-mail, pickup or drop-off), status filter and Clear. */
export function BookingToolbar({ filter, onChange }: BookingToolbarProps) {
  const searchId = useId();
  const statusId = useId();
  return (
    <div role="search" aria-label="Find a booking" className={styles.toolbar}>
      <div className={`${styles.toolbarField} ${styles.search}`}>
        <label htmlFor={searchId}>Search bookings</label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder="Reference, name, e-mail or location"
          value={filter.query}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
        />
      </div>
      <div className={styles.toolbarField}>
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          className={styles.input}
          value={filter.status}
          onChange={(event) => onChange({ ...filter, status: event.target.value as StatusFilter })}
        >
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        onClick={() => onChange({ query: '', status: 'all' })}
        disabled={!isFiltering(filter)}
      >
        Clear
      </Button>
    </div>
  );
}
