// The bookings row (as JSON from the database: snake_case, numerics possibly as strings) and its
// additional_services lines, turned into what the templates read.
import type { DriverDetails } from '../dispatch/driver-details';
import type { EmailBooking } from './email-types';

export interface BookingEmailRow {
  reference_number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  trip_type: string;
  pickup_location: string;
  dropoff_location: string;
  pickup_date: string;
  pickup_time: string;
  is_round_trip: boolean;
  return_date: string | null;
  return_time: string | null;
  passengers: number | string;
  suitcases: number | string;
  vehicle_type: string;
  payment_method: string;
  total_price: number | string;
  status: string;
  flight_details: string | null;
  guest_name: string | null;
  guest_phone_number: string | null;
  /** bookings.calendar_sequence (absent in rows queued before it existed). */
  calendar_sequence?: number | string | null;
}

export interface ExtraRow {
  service_type: string;
  quantity: number | string;
  price: number | string;
}

export function emailBookingFromRow(
  row: BookingEmailRow,
  extras: readonly ExtraRow[],
  driver: DriverDetails | null = null,
): EmailBooking {
  return {
    reference: row.reference_number,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    tripType: row.trip_type,
    pickupLocation: row.pickup_location,
    dropoffLocation: row.dropoff_location,
    pickupDate: row.pickup_date,
    pickupTime: row.pickup_time,
    isRoundTrip: row.is_round_trip,
    returnDate: row.return_date,
    returnTime: row.return_time,
    passengers: Number(row.passengers),
    suitcases: Number(row.suitcases),
    vehicleType: row.vehicle_type,
    paymentMethod: row.payment_method,
    totalPrice: Number(row.total_price),
    status: row.status,
    flightDetails: row.flight_details,
    guestName: row.guest_name,
    guestPhone: row.guest_phone_number,
    extras: extras.map((line) => ({
      serviceType: line.service_type,
      quantity: Number(line.quantity),
      price: Number(line.price),
    })),
    driver,
    ...(row.calendar_sequence === undefined || row.calendar_sequence === null
      ? {}
      : { calendarSequence: Number(row.calendar_sequence) }),
  };
}
