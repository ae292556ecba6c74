/**
 * public.create_booking(), the only way to create a booking: field validation (22023 with the field
 * in DETAIL) and the accepted variants of a trip.
 */
import { barbadosDate, bookingArgs, type CreateBookingArgs } from '../../src/testing/booking-rpc';
import { setupBookingRpc } from '../support/create-booking-rpc';
import { ACTORS } from '../support/schema-db';

const { book, bookingError } = setupBookingRpc();

describe('validation: 22023 with the field in DETAIL', () => {
  const long = (n: number) => 'x'.repeat(n);
  const cases: [string, CreateBookingArgs, string, RegExp][] = [
    ['missing idempotency key', { p_idempotency_key: null }, 'idempotency_key', /required/],
    ['blank first name', { p_first_name: '  ' }, 'first_name', /^First name is required$/],
    ['one-letter first name', { p_first_name: 'A' }, 'first_name', /at least 2 characters long/],
    ['over-long first name', { p_first_name: long(51) }, 'first_name', /cannot exceed 50/],
    ['missing last name', { p_last_name: null }, 'last_name', /^Last name is required$/],
    ['blank e-mail', { p_email: '' }, 'email', /^Email is required$/],
    ['malformed e-mail', { p_email: 'not-an-email' }, 'email', /valid email address/],
    ['over-long e-mail', { p_email: `${long(250)}@x.io` }, 'email', /valid email address/],
    ['blank phone', { p_phone: ' ' }, 'phone', /^Phone number is required$/],
    ['short phone', { p_phone: '12345' }, 'phone', /valid phone number/],
    ['phone without digits', { p_phone: '(((--- +++)))' }, 'phone', /valid phone number/],
    ['phone with letters', { p_phone: '+1 246 CALL NOW' }, 'phone', /valid phone number/],
    ['unknown trip type', { p_trip_type: 'toMars' }, 'trip_type', /Trip type must be/],
    [
      'blank drop-off',
      { p_dropoff_location: '', p_dropoff_place_id: null },
      'dropoff_location',
      /Drop-off location is required/,
    ],
    [
      'blank pickup (inland)',
      { p_trip_type: 'inland', p_pickup_location: ' ', p_pickup_place_id: 'bridgetown' },
      'pickup_location',
      /Pickup location is required/,
    ],
    ['over-long drop-off', { p_dropoff_location: long(301) }, 'dropoff_location', /300/],
    ['missing date', { p_pickup_date: null }, 'pickup_date', /^Date is required$/],
    ['missing time', { p_pickup_time: '' }, 'pickup_time', /^Time is required$/],
    ['impossible time', { p_pickup_time: '24:00' }, 'pickup_time', /valid time/],
    ['12-hour time', { p_pickup_time: '2:30 PM' }, 'pickup_time', /valid time/],
    ['no passengers', { p_passengers: 0 }, 'passengers', /at least 1/],
    ['21 passengers', { p_passengers: 21 }, 'passengers', /cannot exceed 20/],
    ['missing passengers', { p_passengers: null }, 'passengers', /valid number/],
    ['negative luggage', { p_suitcases: -1 }, 'suitcases', /at least 0/],
    ['21 suitcases', { p_suitcases: 21 }, 'suitcases', /cannot exceed 20/],
    ['no vehicle', { p_vehicle_type: '' }, 'vehicle_type', /choose a vehicle/],
    ['unknown vehicle', { p_vehicle_type: 'limousine' }, 'vehicle_type', /must be one of/],
    ['3 in a car', { p_passengers: 3 }, 'vehicle_type', /^Too many passengers for the Economy/],
    ['5 suitcases in a car', { p_suitcases: 5 }, 'vehicle_type', /^Too much luggage for the/],
    [
      '9 in the van',
      { p_vehicle_type: 'hiace', p_passengers: 9 },
      'vehicle_type',
      /^Too many passengers for the Toyota Hiace Van/,
    ],
    [
      '15 suitcases in the van',
      { p_vehicle_type: 'hiace', p_suitcases: 15 },
      'vehicle_type',
      /^Too much luggage/,
    ],
    ['blank guest name', { p_guest_name: ' ' }, 'guest_name', /Guest name is required/],
    ['blank guest phone', { p_guest_phone_number: '' }, 'guest_phone_number', /Guest phone/],
    ['no flight for an airport trip', { p_flight_details: ' ' }, 'flight_details', /required/],
    ['over-long flight details', { p_flight_details: long(201) }, 'flight_details', /200/],
    [
      'round trip without return date',
      { p_is_round_trip: true, p_return_time: '10:00' },
      'return_date',
      /Return date is required/,
    ],
    [
      'round trip without return time',
      { p_is_round_trip: true, p_return_date: barbadosDate(8) },
      'return_time',
      /Return time is required/,
    ],
    [
      'return before the pickup date',
      { p_is_round_trip: true, p_return_date: barbadosDate(4), p_return_time: '10:00' },
      'return_date',
      /cannot be before the pickup date/,
    ],
    [
      'return before the pickup time',
      { p_is_round_trip: true, p_return_date: barbadosDate(5), p_return_time: '14:00' },
      'return_time',
      /after the pickup/,
    ],
    ['no payment method', { p_payment_method: null }, 'payment_method', /choose a payment/],
    ['unknown payment method', { p_payment_method: 'bitcoin' }, 'payment_method', /cash or credit/],
    [
      'cash with fast track',
      { p_payment_method: 'cash', p_fast_track_children: 1 },
      'payment_method',
      /Cash is not available/,
    ],
    ['4 car seats', { p_car_seats: 4 }, 'car_seats', /between 0 and 3/],
    ['negative car seats', { p_car_seats: -1 }, 'car_seats', /between 0 and 3/],
    [
      '9 fast-track adults',
      { p_fast_track_adults: 9, p_payment_method: 'credit' },
      'fast_track_adults',
      /between 0 and 8/,
    ],
    [
      '9 fast-track children',
      { p_fast_track_children: 9, p_payment_method: 'credit' },
      'fast_track_children',
      /between 0 and 8/,
    ],
    ['missing total', { p_total_price: null }, 'total_price', /required/],
  ];

  it.each(cases)('%s', async (_label, overrides, field, message) => {
    const error = await bookingError(ACTORS.anon, bookingArgs({ p_total_price: 1, ...overrides }));
    expect({ code: error.code, detail: error.detail }).toEqual({ code: '22023', detail: field });
    expect(error.message).toMatch(message);
  });

  it('accepts a round trip whose return is later the same day, and ignores a return on a one-way trip', async () => {
    const sameDay = await book(
      ACTORS.anon,
      bookingArgs({
        p_is_round_trip: true,
        p_return_date: barbadosDate(5),
        p_return_time: '22:00',
      }),
    );
    expect(sameDay.is_round_trip).toBe(true);
    const oneWay = await book(
      ACTORS.anon,
      bookingArgs({
        p_is_round_trip: false,
        p_return_date: barbadosDate(7),
        p_return_time: '10:00',
      }),
    );
    expect(oneWay.return_time).toBeNull();
  });

  it('accepts an inland trip without travel details and treats a missing trip type as inland', async () => {
    const row = await book(
      ACTORS.anon,
      bookingArgs({
        p_trip_type: null,
        p_pickup_place_id: 'holetown',
        p_pickup_location: 'Holetown',
        p_dropoff_place_id: 'harrisons-cave',
        p_dropoff_location: "Harrison's Cave",
        p_flight_details: null,
      }),
    );
    expect(row.trip_type).toBe('inland');
    expect(Number(row.distance_km)).toBe(10);
  });
});
