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

export function withExtras(
  bookings: readonly CustomerBookingRow[],
  extras: readonly ExtraRow[],
  drivers: readonly BookingDriverRow[] = [],
): CustomerBooking[] {
  return bookings.map((booking) => {
    const driver = drivers.find((row) => row.booking_id === booking.id);
    return {
      ...booking,
      extras: extras.filter((extra) => extra.booking_id === booking.id),
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
