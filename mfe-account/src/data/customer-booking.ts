import {
  type AdditionalServiceRow,
  BOOKING_SUMMARY_COLUMNS,
  type BookingRow,
  columnList,
} from '@bbt/shared';
import type { DriverDetails } from '@bbt/shared/domain';

/** The booking columns My Bookings shows, read under the bookings RLS policy. */
const BOOKING_COLUMN_NAMES = [
  ...BOOKING_SUMMARY_COLUMNS,
  'user_id',
  'flight_details',
  'guest_name',
  'guest_phone_number',
  'trip_type',
] as const;
export const BOOKING_COLUMNS = columnList(BOOKING_COLUMN_NAMES);

/** A PostgREST `or` value in double quotes (backslash escapes), so any e-mail is taken literally. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * My Bookings' list as a PostgREST `or` filter, by the bookings policy's customer rule: made under
 * the account, or made without one with its e-mail. RLS decides what may be read (for a customer,
 * only a proven e-mail counts); this keeps a staff member's list to their own.
 */
export function ownBookingsFilter(user: { id: string; email?: string }): string {
  const email = quoted((user.email ?? '').toLowerCase());
  return `user_id.eq.${user.id},and(user_id.is.null,email.eq.${email})`;
}

export type CustomerBookingRow = Pick<BookingRow, (typeof BOOKING_COLUMN_NAMES)[number]>;

export type ExtraRow = Pick<
  AdditionalServiceRow,
  'booking_id' | 'service_type' | 'quantity' | 'price'
>;

export interface CustomerBooking extends CustomerBookingRow {
  extras: ExtraRow[];
  /** The assigned driver and vehicle (public.my_booking_drivers), or null while none is. */
  driver: DriverDetails | null;
}

/** One row of public.my_booking_drivers(). */
export interface BookingDriverRow {
  booking_id: string;
  driver_first_name: string;
  driver_phone: string;
  vehicle_type: string;
  plate: string;
}

/** Each booking with its extras and driver, looked up by booking id (lists can be thousands long). */
export function withExtras(
  bookings: readonly CustomerBookingRow[],
  extras: readonly ExtraRow[],
  drivers: readonly BookingDriverRow[] = [],
): CustomerBooking[] {
  const extrasOf = new Map<string, ExtraRow[]>();
  for (const extra of extras) {
    const list = extrasOf.get(extra.booking_id);
    if (list) list.push(extra);
    else extrasOf.set(extra.booking_id, [extra]);
  }
  const driverOf = new Map(drivers.map((row) => [row.booking_id, row]));
  return bookings.map((booking) => {
    const driver = driverOf.get(booking.id);
    return {
      ...booking,
      extras: extrasOf.get(booking.id) ?? [],
      driver: driver
        ? {
            firstName: driver.driver_first_name,
            phone: driver.driver_phone,
            vehicleType: driver.vehicle_type,
            plate: driver.plate,
          }
        : null,
    };
  });
}
