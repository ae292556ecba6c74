import {
  type AdditionalServiceRow,
  BOOKING_SUMMARY_COLUMNS,
  type BookingRow,
  columnList,
} from '@bbt/shared';

/** The booking columns My Bookings shows, read under the bookings RLS policy. */
const BOOKING_COLUMN_NAMES = [
  ...BOOKING_SUMMARY_COLUMNS,
  'user_id',
  'flight_details',
  'guest_name',
  'guest_phone_number',
] as const;
export const BOOKING_COLUMNS = columnList(BOOKING_COLUMN_NAMES);

export type CustomerBookingRow = Pick<BookingRow, (typeof BOOKING_COLUMN_NAMES)[number]>;

export type ExtraRow = Pick<
  AdditionalServiceRow,
  'booking_id' | 'service_type' | 'quantity' | 'price'
>;

export interface CustomerBooking extends CustomerBookingRow {
  extras: ExtraRow[];
}

export function withExtras(
  bookings: readonly CustomerBookingRow[],
  extras: readonly ExtraRow[],
): CustomerBooking[] {
  return bookings.map((booking) => ({
    ...booking,
    extras: extras.filter((extra) => extra.booking_id === booking.id),
  }));
}
