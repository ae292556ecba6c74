/**
 * Calls public.create_booking() from SQL with named arguments, as PostgREST does for
 * supabase.rpc('create_booking', args). The total is quoted with the site's own price engine
 * (shared/src/domain), exactly like the booking page does before it submits.
 */
import { randomUUID } from 'node:crypto';

import { type Queryable } from '../db';
import {
  businessDate,
  quote,
  type QuoteInput,
  type TripType,
  type VehicleType,
} from '@bbt/shared/domain';

/** The arguments of public.create_booking, by name (p_ prefix), with their SQL types. */
export const CREATE_BOOKING_ARGS = {
  p_idempotency_key: 'uuid',
  p_first_name: 'text',
  p_last_name: 'text',
  p_email: 'text',
  p_phone: 'text',
  p_trip_type: 'text',
  p_pickup_location: 'text',
  p_dropoff_location: 'text',
  p_pickup_date: 'date',
  p_pickup_time: 'text',
  p_passengers: 'integer',
  p_suitcases: 'integer',
  p_vehicle_type: 'text',
  p_payment_method: 'text',
  p_guest_name: 'text',
  p_guest_phone_number: 'text',
  p_total_price: 'numeric',
  p_pickup_place_id: 'text',
  p_dropoff_place_id: 'text',
  p_distance_km: 'numeric',
  p_flight_details: 'text',
  p_is_round_trip: 'boolean',
  p_return_date: 'date',
  p_return_time: 'text',
  p_car_seats: 'integer',
  p_supermarket_stop: 'boolean',
  p_fast_track_adults: 'integer',
  p_fast_track_children: 'integer',
} as const;

export type CreateBookingArgName = keyof typeof CREATE_BOOKING_ARGS;
export type CreateBookingArgs = Partial<
  Record<CreateBookingArgName, string | number | boolean | null>
>;

/** A row of public.bookings as the database layer returns it. */
export interface BookingRow {
  id: string;
  reference_number: string;
  user_id: string | null;
  idempotency_key: string;
  first_name: string;
  last_name: string;
  email: string;
  trip_type: string;
  pickup_location: string;
  dropoff_location: string;
  pickup_place_id: string | null;
  dropoff_place_id: string | null;
  distance_km: string;
  pickup_time: string;
  pickup_after_hours: boolean;
  is_round_trip: boolean;
  return_time: string | null;
  return_after_hours: boolean;
  passengers: number;
  suitcases: number;
  vehicle_type: string;
  payment_method: string;
  total_price: string;
  status: string;
  created_at: Date | string;
}

/** 'YYYY-MM-DD' in Barbados, `days` from now. */
export function barbadosDate(days: number): string {
  return businessDate(new Date(), days);
}

/** The TS engine's quote for a set of arguments (what the browser would send as p_total_price). */
export function quoteFor(args: CreateBookingArgs): number {
  const num = (v: unknown, d: number): number => (typeof v === 'number' ? v : d);
  const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  const input: QuoteInput = {
    vehicleType: String(args.p_vehicle_type) as VehicleType,
    passengers: num(args.p_passengers, 1),
    suitcases: num(args.p_suitcases, 0),
    tripType: (str(args.p_trip_type) as TripType | null) ?? null,
    pickupPlaceId: str(args.p_pickup_place_id),
    dropoffPlaceId: str(args.p_dropoff_place_id),
    calculatedKm: typeof args.p_distance_km === 'number' ? args.p_distance_km : null,
    isRoundTrip: args.p_is_round_trip === true,
    pickupTime: String(args.p_pickup_time),
    returnTime: str(args.p_return_time),
    extras: {
      carSeats: num(args.p_car_seats, 0),
      supermarketStop: args.p_supermarket_stop === true,
      fastTrackAdults: num(args.p_fast_track_adults, 0),
      fastTrackChildren: num(args.p_fast_track_children, 0),
    },
  };
  return quote(input).total;
}

/**
 * The fields of a valid booking request (airport to Holetown, economy, 2 passengers, cash, five days
 * ahead, a fresh idempotency key) for a booker called `firstName` Booker; shared by bookingArgs()
 * here and validBooking() of the API tests.
 */
export function validBookingFields(firstName: string) {
  const email = `${firstName.toLowerCase()}.booker@example.com`;
  return {
    p_idempotency_key: randomUUID(),
    p_first_name: firstName,
    p_last_name: 'Booker',
    p_email: email,
    p_phone: '+1 246 555 0199',
    p_trip_type: 'fromAirport',
    p_pickup_location: 'Grantley Adams International Airport',
    p_dropoff_location: 'Holetown',
    p_pickup_place_id: 'airport',
    p_dropoff_place_id: 'holetown',
    p_pickup_date: barbadosDate(5),
    p_pickup_time: '14:30',
    p_passengers: 2,
    p_suitcases: 2,
    p_vehicle_type: 'economy',
    p_payment_method: 'cash',
    p_guest_name: `${firstName} Booker`,
    p_guest_phone_number: '+1 246 555 0199',
    p_flight_details: 'BA2155',
  };
}

/**
 * A valid booking request (validBookingFields('Test')), with `overrides` applied and the total
 * quoted by the TS engine unless p_total_price is overridden.
 */
export function bookingArgs(overrides: CreateBookingArgs = {}): CreateBookingArgs {
  const args: CreateBookingArgs = { ...validBookingFields('Test'), ...overrides };
  if (!('p_total_price' in overrides)) args.p_total_price = quoteFor(args);
  return args;
}

/** `select * from public.create_booking(p_x => $1::type, ...)` for the given arguments. */
export function createBookingSql(args: CreateBookingArgs): { sql: string; params: unknown[] } {
  const names = Object.keys(args) as CreateBookingArgName[];
  const params = names.map((name) => args[name]);
  const list = names.map((name, i) => `${name} => $${i + 1}::${CREATE_BOOKING_ARGS[name]}`);
  return { sql: `select * from public.create_booking(${list.join(', ')})`, params };
}

/** Calls public.create_booking() in `tx` and returns the row it returns. */
export async function createBooking(tx: Queryable, args: CreateBookingArgs): Promise<BookingRow> {
  const { sql, params } = createBookingSql(args);
  const { rows } = await tx.query<BookingRow>(sql, params);
  const row = rows[0];
  if (!row) throw new Error('create_booking returned no row');
  return row;
}
