// What the confirmation and the prepared e-mail show, read back from the request that was sent
// (and, once it exists, the database's row, whose reference and price win).
import {
  type BookingSummary,
  type CreateBookingArgs,
  type PaymentMethod,
  type PriceResult,
  quote,
  type TripType,
  TRIP_TYPES,
  type VehicleType,
} from '@bbt/shared/domain';

import type { BookingRow } from '@bbt/shared';

const asTripType = (value: string): TripType | null =>
  (TRIP_TYPES as readonly string[]).includes(value) ? (value as TripType) : null;

/** The price of the request, recomputed with the same engine (the server agreed to its total). */
export function priceOfRequest(args: CreateBookingArgs): PriceResult {
  return quote({
    vehicleType: args.p_vehicle_type as VehicleType,
    passengers: args.p_passengers,
    suitcases: args.p_suitcases,
    tripType: asTripType(args.p_trip_type),
    pickupPlaceId: args.p_pickup_place_id ?? null,
    dropoffPlaceId: args.p_dropoff_place_id ?? null,
    calculatedKm: args.p_distance_km ?? null,
    isRoundTrip: args.p_is_round_trip,
    pickupTime: args.p_pickup_time,
    returnTime: args.p_return_time ?? null,
    extras: {
      carSeats: args.p_car_seats,
      supermarketStop: args.p_supermarket_stop,
      fastTrackAdults: args.p_fast_track_adults,
      fastTrackChildren: args.p_fast_track_children,
    },
  });
}

export function bookingSummary(
  args: CreateBookingArgs,
  reference: string,
  booking: BookingRow | null,
): BookingSummary {
  const price = priceOfRequest(args);
  return {
    reference,
    firstName: args.p_first_name,
    lastName: args.p_last_name,
    email: args.p_email,
    phone: args.p_phone,
    tripType: asTripType(args.p_trip_type),
    pickupName: booking?.pickup_location ?? args.p_pickup_location,
    dropoffName: booking?.dropoff_location ?? args.p_dropoff_location,
    pickupDate: args.p_pickup_date,
    pickupTime: args.p_pickup_time,
    isRoundTrip: args.p_is_round_trip,
    returnDate: args.p_return_date ?? null,
    returnTime: args.p_return_time ?? null,
    passengers: args.p_passengers,
    suitcases: args.p_suitcases,
    vehicleType: args.p_vehicle_type as VehicleType,
    travelDetails: args.p_flight_details ?? '',
    guestName: args.p_guest_name,
    guestPhone: args.p_guest_phone_number,
    paymentMethod: args.p_payment_method as PaymentMethod,
    price: booking ? { ...price, total: Number(booking.total_price) } : price,
  };
}
