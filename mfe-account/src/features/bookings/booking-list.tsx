import { BOOKINGS_PER_PAGE, showMoreLabel, shownOfText } from '@bbt/shared/domain';
import { Button } from '@bbt/shared/ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

import type { CustomerBooking } from '../../data/customer-booking';
import styles from './my-bookings.module.css';

export interface BookingListProps {
  /** The bookings that match the search and filter, in the order shown. */
  bookings: readonly CustomerBooking[];
  renderCard: (booking: CustomerBooking) => ReactNode;
  /** Changes with the search and filter: the list starts at its first cards again. */
  resetKey: string;
}

/**
 * The cards, BOOKINGS_PER_PAGE at a time: 'Show more' adds the next ones and moves focus to the
 * first of them (its heading, the booking's reference), so a keyboard or screen-reader user carries
 * on where the list grew.
 */
export function BookingList({ bookings, renderCard, resetKey }: BookingListProps) {
  const [limit, setLimit] = useState(BOOKINGS_PER_PAGE);
  const [limitFor, setLimitFor] = useState(resetKey);
  // A new search or filter: back to the first cards, in this same render (no flash of the old).
  if (limitFor !== resetKey) {
    setLimitFor(resetKey);
    setLimit(BOOKINGS_PER_PAGE);
  }
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const shown = bookings.slice(0, limit);

  useLayoutEffect(() => {
    const index = focusFrom.current;
    focusFrom.current = null;
    const item = index === null ? null : list.current?.children.item(index);
    item?.querySelector<HTMLElement>('h2')?.focus();
  }, [limit]);

  const showMore = () => {
    focusFrom.current = shown.length;
    setLimit((current) => current + BOOKINGS_PER_PAGE);
  };

  return (
    <>
      <ul ref={list} className={styles.list} aria-label="Your bookings">
        {shown.map((booking) => (
          <li key={booking.id}>{renderCard(booking)}</li>
        ))}
      </ul>
      {bookings.length > BOOKINGS_PER_PAGE && (
        <div className={styles.more}>
          {/* Not live: the count above already speaks for a search, focus for 'Show more'. */}
          <p>{shownOfText(shown.length, bookings.length)}</p>
          {shown.length < bookings.length && (
            <Button variant="secondary" onClick={showMore}>
              {showMoreLabel(shown.length, bookings.length)}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
