// Booking status: pending on creation; admins may set any of the four.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const STATUS_FILTERS = ['all', ...BOOKING_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type StatusColour = 'green' | 'yellow' | 'red' | 'blue';

export const STATUS_COLOURS: Readonly<Record<BookingStatus, StatusColour>> = {
  confirmed: 'green',
  pending: 'yellow',
  cancelled: 'red',
  completed: 'blue',
};

/** Statuses are compared case-insensitively (the customer view); unknown values are null. */
export function normaliseStatus(value: string | null | undefined): BookingStatus | null {
  const lower = (value ?? '').trim().toLowerCase();
  return BOOKING_STATUSES.find((status) => status === lower) ?? null;
}

export function matchesStatusFilter(status: string, filter: StatusFilter): boolean {
  return filter === 'all' || normaliseStatus(status) === filter;
}
