/**
 * A create_booking request for the e2e specs that book through the API, as the booking page does:
 * a one-way pickup at Grantley Adams airport (flight BA2155) to Sandy Lane, paid in cash, for 2
 * passengers with 2 suitcases, at the price the shared quote gives. The guest is the booker.
 */
import { randomUUID } from 'node:crypto';

import { type Database } from '@bbt/shared';
import { quote, type VehicleType } from '@bbt/shared/domain';

export type BookingArgs = Database['public']['Functions']['create_booking']['Args'];

export interface AirportBooking {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** yyyy-mm-dd */
  pickupDate: string;
  /** hh:mm */
  pickupTime: string;
  vehicleType: VehicleType;
}

export function airportBookingArgs(booking: AirportBooking): BookingArgs {
  const { firstName, lastName, email, phone, pickupDate, pickupTime, vehicleType } = booking;
  return {
    p_idempotency_key: randomUUID(),
    p_first_name: firstName,
    p_last_name: lastName,
    p_email: email,
    p_phone: phone,
    p_trip_type: 'fromAirport',
    p_pickup_location: 'Grantley Adams International Airport',
    p_dropoff_location: 'Sandy Lane',
    p_pickup_place_id: 'airport',
    p_dropoff_place_id: 'sandy-lane',
    p_pickup_date: pickupDate,
    p_pickup_time: pickupTime,
    p_passengers: 2,
    p_suitcases: 2,
    p_vehicle_type: vehicleType,
    p_payment_method: 'cash',
    p_guest_name: `${firstName} ${lastName}`,
    p_guest_phone_number: phone,
    p_flight_details: 'BA2155',
    p_total_price: quote({
      vehicleType,
      passengers: 2,
      suitcases: 2,
      tripType: 'fromAirport',
      pickupPlaceId: 'airport',
      dropoffPlaceId: 'sandy-lane',
      isRoundTrip: false,
      pickupTime,
      returnTime: null,
      extras: {},
    }).total,
  };
}
