// What Book & Pay sends: the trip, the chosen vehicle and extras, the payment method and the
// customer's details, turned into the arguments of public.create_booking (supabase/README.md).
import type { PaymentMethod } from '../pricing/payment';
import type { QuoteExtras } from '../pricing/quote-types';
import type { VehicleType } from '../rates';
import type { TripForm } from '../trip/trip-form';
import { selectionLocationText, selectionPlaceId } from '../trip/place-selection';

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface BookingDraft {
  /** crypto.randomUUID(), made once per booking form. */
  idempotencyKey: string;
  trip: TripForm;
  /** The maps route distance in km, when one was calculated. */
  calculatedKm: number | null;
  vehicleType: VehicleType;
  extras: QuoteExtras;
  paymentMethod: PaymentMethod;
  customer: CustomerDetails;
  /** quote(...).total for this draft: the server recomputes it and must agree. */
  total: number;
}

/** The arguments of public.create_booking, named as the database function names them. */
export interface CreateBookingArgs {
  p_idempotency_key: string;
  p_first_name: string;
  p_last_name: string;
  p_email: string;
  p_phone: string;
  p_trip_type: string;
  p_pickup_location: string;
  p_dropoff_location: string;
  p_pickup_place_id?: string;
  p_dropoff_place_id?: string;
  p_distance_km?: number;
  p_pickup_date: string;
  p_pickup_time: string;
  p_passengers: number;
  p_suitcases: number;
  p_vehicle_type: string;
  p_payment_method: string;
  p_guest_name: string;
  p_guest_phone_number: string;
  p_flight_details?: string;
  p_is_round_trip: boolean;
  p_return_date?: string;
  p_return_time?: string;
  p_car_seats: number;
  p_supermarket_stop: boolean;
  p_fast_track_adults: number;
  p_fast_track_children: number;
  p_total_price: number;
}

const trimmedOrUndefined = (value: string): string | undefined => value.trim() || undefined;

/**
 * Optional arguments are left out rather than sent as null, so PostgREST uses the function's
 * defaults. A trip type cleared by hand (null) is an inland trip for the database.
 */
export function createBookingArgs(draft: BookingDraft): CreateBookingArgs {
  const { trip, customer, extras } = draft;
  return {
    p_idempotency_key: draft.idempotencyKey,
    p_first_name: customer.firstName.trim(),
    p_last_name: customer.lastName.trim(),
    p_email: customer.email.trim(),
    p_phone: customer.phone.trim(),
    p_trip_type: trip.tripType ?? 'inland',
    p_pickup_location: selectionLocationText(trip.pickup),
    p_dropoff_location: selectionLocationText(trip.dropoff),
    p_pickup_place_id: selectionPlaceId(trip.pickup) ?? undefined,
    p_dropoff_place_id: selectionPlaceId(trip.dropoff) ?? undefined,
    p_distance_km: draft.calculatedKm ?? undefined,
    p_pickup_date: trip.pickupDate,
    p_pickup_time: trip.pickupTime,
    p_passengers: trip.passengers,
    p_suitcases: trip.suitcases,
    p_vehicle_type: draft.vehicleType,
    p_payment_method: draft.paymentMethod,
    p_guest_name: trip.guestName.trim(),
    p_guest_phone_number: trip.guestPhone.trim(),
    p_flight_details: trimmedOrUndefined(trip.travelDetails),
    p_is_round_trip: trip.isRoundTrip,
    p_return_date: trip.isRoundTrip ? trip.returnDate : undefined,
    p_return_time: trip.isRoundTrip ? trip.returnTime : undefined,
    p_car_seats: extras.carSeats,
    p_supermarket_stop: extras.supermarketStop,
    p_fast_track_adults: extras.fastTrackAdults,
    p_fast_track_children: extras.fastTrackChildren,
    p_total_price: draft.total,
  };
}
