import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@bbt/shared/router';

import type { BookingsQuery } from '../../data/bookings-request';
import { bookingsQueryParams, parseBookingsQuery } from './bookings-query';

/**
 * The bookings view as URL state: reading it, and moving to another view. Paging and filtering add
 * a history entry (Back returns to the previous view); typing in the search box replaces it.
 */
export function useBookingsQuery(): [
  BookingsQuery,
  (next: BookingsQuery, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseBookingsQuery(params), [params]);
  const navigate = useCallback(
    (next: BookingsQuery, options: { replace?: boolean } = {}) =>
      setParams(bookingsQueryParams(next), { replace: options.replace ?? false }),
    [setParams],
  );
  return [query, navigate];
}
