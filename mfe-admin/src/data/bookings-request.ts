// What a request for bookings asks for (a page of a given size, a status, a search and an order),
// and the columns each order sorts by. The bookings page keeps it in its URL.
import type { StatusFilter } from '@bbt/shared/domain';

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

/** The order of each sort, as bookings columns; `id` last keeps pages stable between requests. */
export const SORT_COLUMNS: Readonly<Record<SortKey, readonly string[]>> = {
  booked: ['created_at'],
  pickup: ['pickup_date', 'pickup_time'],
  reference: ['reference_number'],
  customer: ['last_name', 'first_name'],
  total: ['total_price'],
  status: ['status'],
};
