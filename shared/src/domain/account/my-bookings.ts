// The customer's My Bookings list: search, status filter, counts and the bookings
// a customer may still cancel. Statuses compare case-insensitively.
import type { BookingRecord } from '../bookings/booking-record';
import { formatCount, pluralNoun } from '../format/count-label';
import {
  type BookingStatus,
  matchesStatusFilter,
  normaliseStatus,
  type StatusFilter,
} from '../bookings/booking-status';

export type SearchableBooking = Pick<
  BookingRecord,
  | 'reference_number'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'pickup_location'
  | 'dropoff_location'
  | 'status'
>;

export interface BookingListFilter {
  query: string;
  status: StatusFilter;
}

export const NO_FILTER: BookingListFilter = { query: '', status: 'all' };

/** Search by reference number, name, e-mail, pickup or drop-off location (case-insensitive). */
export function matchesSearch(booking: SearchableBooking, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [
    booking.reference_number,
    `${booking.first_name} ${booking.last_name}`,
    booking.email,
    booking.pickup_location,
    booking.dropoff_location,
  ].some((text) => text.toLowerCase().includes(needle));
}

/** Equal for two filters that list the same bookings (the search ignores case and outer spaces). */
export function filterKey(filter: BookingListFilter): string {
  return `${filter.status}:${filter.query.trim().toLowerCase()}`;
}

export function isFiltering(filter: BookingListFilter): boolean {
  return filter.query.trim() !== '' || filter.status !== 'all';
}

export function filterBookings<T extends SearchableBooking>(
  bookings: readonly T[],
  filter: BookingListFilter,
): T[] {
  return bookings.filter(
    (booking) =>
      matchesStatusFilter(booking.status, filter.status) && matchesSearch(booking, filter.query),
  );
}

export type BookingCounts = Record<'total' | BookingStatus, number>;

export function countBookings(bookings: readonly Pick<BookingRecord, 'status'>[]): BookingCounts {
  const counts: BookingCounts = {
    total: bookings.length,
    pending: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
  };
  for (const booking of bookings) {
    const status = normaliseStatus(booking.status);
    if (status) counts[status] += 1;
  }
  return counts;
}

/** 'X of Y bookings' (US digit grouping), with ' (filtered)' while a search or filter applies. */
export function bookingCountText(shown: number, total: number, filtering: boolean): string {
  const noun = pluralNoun(total, 'booking', 'bookings');
  return `${formatCount(shown)} of ${formatCount(total)} ${noun}${filtering ? ' (filtered)' : ''}`;
}

/**
 * Cards shown at first, and added by each 'Show more': a desk's list runs to thousands, and
 * rendering them all costs a phone seconds on every keystroke of the search.
 */
export const BOOKINGS_PER_PAGE = 50;

/** Under a long list: 'Showing 50 of 1,001'. */
export function shownOfText(shown: number, matching: number): string {
  return `Showing ${formatCount(shown)} of ${formatCount(matching)}`;
}

/** The button that shows the next cards: 'Show 50 more' (fewer when fewer are left). */
export function showMoreLabel(shown: number, matching: number): string {
  return `Show ${formatCount(Math.min(BOOKINGS_PER_PAGE, matching - shown))} more`;
}

/** A customer may cancel a pending or confirmed booking; the database refuses anything else. */
export const CANCELLABLE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

export function isOpenBooking(booking: Pick<BookingRecord, 'status'>): boolean {
  const status = normaliseStatus(booking.status);
  return status !== null && CANCELLABLE_STATUSES.includes(status);
}

/**
 * Bookings whose card offers the cancel icon: everything but cancelled ones. A completed booking
 * gets the completed-booking warning, and the database answers with the permission message.
 */
export function canAskToCancel(booking: Pick<BookingRecord, 'status'>): boolean {
  return normaliseStatus(booking.status) !== 'cancelled';
}
