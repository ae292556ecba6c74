import { BOOKING_SUMMARY_COLUMNS, columnList, type Tables } from '@bbt/shared';

/** The booking columns My Bookings shows, read under the bookings RLS policy. */
const BOOKING_COLUMN_NAMES = [
  ...BOOKING_SUMMARY_COLUMNS,
  'user_id',
  'flight_details',
  'guest_name',
  'guest_phone_number',
] as const;
export const BOOKING_COLUMNS = columnList(BOOKING_COLUMN_NAMES);

export type BookingRow = Pick<Tables<'bookings'>, (typeof BOOKING_COLUMN_NAMES)[number]>;

export type ExtraRow = Pick<
  Tables<'additional_services'>,
  'booking_id' | 'service_type' | 'quantity' | 'price'
>;

export interface CustomerBooking extends BookingRow {
  extras: ExtraRow[];
}

export function withExtras(
  bookings: readonly BookingRow[],
  extras: readonly ExtraRow[],
): CustomerBooking[] {
  return bookings.map((booking) => ({
    ...booking,
    extras: extras.filter((extra) => extra.booking_id === booking.id),
  }));
}

const EXTRA_LABELS: Record<string, string> = {
  car_seats: 'Child car seat',
  supermarket_stop: 'Supermarket stop (30 minutes)',
  fast_track_adults: 'Fast track, adult',
  fast_track_children: 'Fast track, child',
};

/** 'Child car seat × 2', 'Supermarket stop (30 minutes)'. */
export function extraLabel(extra: Pick<ExtraRow, 'service_type' | 'quantity'>): string {
  const label = EXTRA_LABELS[extra.service_type] ?? extra.service_type.replace(/_/g, ' ');
  return extra.quantity > 1 ? `${label} × ${extra.quantity}` : label;
}
