// What the bookings page shows, kept in the URL (?page=2&status=pending&q=smith&sort=pickup&dir=asc
// &size=50) so a staff member can share or reload a view. Defaults are left out of the URL.
import { STATUS_FILTERS, type StatusFilter } from '@bbt/shared/domain';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const SORT_KEYS = ['booked', 'pickup', 'reference', 'customer', 'total', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface BookingsQuery {
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  status: StatusFilter;
  search: string;
  sort: SortKey;
  direction: SortDirection;
}

export const DEFAULT_BOOKINGS_QUERY: BookingsQuery = {
  page: 1,
  pageSize: 25,
  status: 'all',
  search: '',
  sort: 'booked',
  direction: 'desc',
};

/** The order of each sort, as bookings columns; `id` last keeps pages stable between requests. */
export const SORT_COLUMNS: Readonly<Record<SortKey, readonly string[]>> = {
  booked: ['created_at'],
  pickup: ['pickup_date', 'pickup_time'],
  reference: ['reference_number'],
  customer: ['last_name', 'first_name'],
  total: ['total_price'],
  status: ['status'],
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

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing 26–50 of 2,013 bookings' figures: the first and last row numbers of the page. */
export function pageRange(query: Pick<BookingsQuery, 'page' | 'pageSize'>, total: number) {
  if (total === 0) return { first: 0, last: 0 };
  const first = (query.page - 1) * query.pageSize + 1;
  return { first, last: Math.min(total, first + query.pageSize - 1) };
}
