// What the bookings page shows, kept in the URL (?page=2&status=pending&q=smith&sort=pickup&dir=asc
// &size=50) so a staff member can share or reload a view. Defaults are left out of the URL.
import { STATUS_FILTERS } from '@bbt/shared/domain';

import {
  type BookingsQuery,
  PAGE_SIZES,
  SORT_KEYS,
  type SortDirection,
  type SortKey,
} from '../../data/bookings-request';

export const DEFAULT_BOOKINGS_QUERY: BookingsQuery = {
  page: 1,
  pageSize: 25,
  status: 'all',
  search: '',
  sort: 'booked',
  direction: 'desc',
};

/** The direction a column starts in when first chosen: newest, dearest first; names A to Z. */
export const FIRST_DIRECTION: Readonly<Record<SortKey, SortDirection>> = {
  booked: 'desc',
  pickup: 'asc',
  reference: 'asc',
  customer: 'asc',
  total: 'desc',
  status: 'asc',
};

const MAX_SEARCH_LENGTH = 200;

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((candidate) => String(candidate) === value) ?? fallback;
}

export function parseBookingsQuery(params: URLSearchParams): BookingsQuery {
  const page = Number(params.get('page'));
  const sort = oneOf(SORT_KEYS, params.get('sort'), DEFAULT_BOOKINGS_QUERY.sort);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: oneOf(PAGE_SIZES, params.get('size'), DEFAULT_BOOKINGS_QUERY.pageSize),
    status: oneOf(STATUS_FILTERS, params.get('status'), 'all'),
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    sort,
    direction: oneOf(['asc', 'desc'] as const, params.get('dir'), FIRST_DIRECTION[sort]),
  };
}

export function bookingsQueryParams(query: BookingsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('q', query.search.trim());
  if (query.status !== 'all') params.set('status', query.status);
  if (
    query.sort !== DEFAULT_BOOKINGS_QUERY.sort ||
    query.direction !== FIRST_DIRECTION[query.sort]
  ) {
    params.set('sort', query.sort);
    params.set('dir', query.direction);
  }
  if (query.pageSize !== DEFAULT_BOOKINGS_QUERY.pageSize)
    params.set('size', String(query.pageSize));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Clicking a column header: the same column flips direction, another starts in its own. */
export function toggleSort(query: BookingsQuery, sort: SortKey): BookingsQuery {
  const direction =
    query.sort === sort ? (query.direction === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[sort];
  return { ...query, sort, direction, page: 1 };
}
