/**
 * Tampering with create_booking: a price other than the server's, server-owned fields (status,
 * user_id, created_at, reference) smuggled in, out-of-range or over-long arguments, and replays of an
 * idempotency key.
 */
import { SEED_USERS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { type CreateBookingArgs, validBooking } from '../../../../src/testing/booking-args';
import {
  type Case,
  ctx,
  invalid,
  noSuchOverload,
  priceRefused,
  refused,
  storedBooking,
  withExtra,
} from '../tampering';

const QUOTED = validBooking().p_total_price;
const replayed: CreateBookingArgs = validBooking({
  p_first_name: 'Original',
  p_email: SEED_USERS.customer.email,
});
const replayedByAnon: CreateBookingArgs = validBooking({ p_first_name: 'Anonymous' });
const tomorrow = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

/** create_booking arguments out of range or too long: [case, overrides, field, message]. */
const OUT_OF_RANGE: [string, Partial<CreateBookingArgs>, string, string][] = [
  [
    'a 51-character first name',
    { p_first_name: 'x'.repeat(51) },
    'first_name',
    'First name cannot exceed 50 characters',
  ],
  [
    '201 characters of travel details',
    { p_flight_details: 'x'.repeat(201) },
    'flight_details',
    'Travel details cannot exceed 200 characters',
  ],
  [
    'a 301-character drop-off location',
    { p_dropoff_location: 'x'.repeat(301) },
    'dropoff_location',
    'Drop-off location cannot exceed 300 characters',
  ],
  ['0 passengers', { p_passengers: 0 }, 'passengers', 'Passengers must be at least 1'],
  [
    '21 passengers',
    { p_passengers: 21, p_vehicle_type: 'hiace' },
    'passengers',
    'Passengers cannot exceed 20',
  ],
  ['-1 suitcases', { p_suitcases: -1 }, 'suitcases', 'Pieces of luggage must be at least 0'],
  ['21 suitcases', { p_suitcases: 21 }, 'suitcases', 'Pieces of luggage cannot exceed 20'],
  ['4 child car seats', { p_car_seats: 4 }, 'car_seats', 'Child car seats must be between 0 and 3'],
  [
    '9 fast-track adults',
    { p_fast_track_adults: 9, p_payment_method: 'credit' },
    'fast_track_adults',
    'Fast track adults must be between 0 and 8',
  ],
  [
    'paying cash for fast track',
    { p_fast_track_adults: 1 },
    'payment_method',
    'Cash is not available with fast track: please pay by credit card',
  ],
  [
    '5 passengers in an economy car',
    { p_passengers: 5 },
    'vehicle_type',
    'Too many passengers for the Economy: please choose another vehicle',
  ],
  [
    'an unknown vehicle',
    { p_vehicle_type: 'limo', p_total_price: 50 },
    'vehicle_type',
    'Vehicle type must be one of economy, premium, luxury, executive, hiace',
  ],
];

/** The refusal of a replayed idempotency key whose stored request differs. */
const replayRefused = refused(
  409,
  '23505',
  'This booking request was already submitted with different details',
  { details: 'idempotency_key', hint: 'Generate a new idempotency key for a new booking.' },
);

export const BOOKING_RPC_CASES: Case[] = [
  // --- The price and the server-owned fields of create_booking --------------------------------------
  {
    name: 'create_booking with a total above the server price',
    send: async () =>
      observe(await ctx().anon.rpc('create_booking', validBooking({ p_total_price: QUOTED + 10 }))),
    expected: priceRefused(QUOTED, QUOTED + 10),
  },
  {
    name: 'create_booking with a total of 0',
    send: async () =>
      observe(await ctx().customerA.rpc('create_booking', validBooking({ p_total_price: 0 }))),
    expected: priceRefused(QUOTED, 0),
  },
  {
    name: 'create_booking with a total one cent below the server price',
    send: async () =>
      observe(
        await ctx().customerA.rpc(
          'create_booking',
          validBooking({ p_total_price: Math.round((QUOTED - 0.01) * 100) / 100 }),
        ),
      ),
    expected: priceRefused(QUOTED, Math.round((QUOTED - 0.01) * 100) / 100),
  },
  ...(
    [
      ['p_status', 'confirmed'],
      ['status', 'completed'],
      ['p_user_id', SEED_USERS.customer2.id],
      ['p_created_at', '2020-01-01T00:00:00Z'],
      ['p_reference_number', 'BB-000001-AAA'],
    ] as const
  ).map(([name, value]): Case => {
    const args = withExtra({ [name]: value });
    return {
      name: `create_booking with ${name} smuggled in`,
      send: async () =>
        observe(await ctx().customerA.rpc('create_booking', args as CreateBookingArgs)),
      expected: noSuchOverload(args),
    };
  }),
  {
    name: 'create_booking sent as a GET (a read-only request must not write)',
    send: async () =>
      observe(await ctx().anon.rpc('create_booking', validBooking(), { get: true })),
    expected: refused(405, '25006', 'cannot execute INSERT in a read-only transaction'),
  },
  {
    name: 'create_booking with a pickup less than 24 hours away',
    send: async () =>
      observe(
        await ctx().anon.rpc(
          'create_booking',
          validBooking({ p_pickup_date: tomorrow, p_pickup_time: '00:00' }),
        ),
      ),
    expected: refused(
      400,
      'P0001',
      'Bookings must be made at least 24 hours in advance. For urgent bookings, please call the support phone.',
      { details: 'pickup_date', hint: 'lead_time' },
    ),
  },
  {
    name: 'create_booking with an implausible route distance (a longer trip to raise the price)',
    send: async () =>
      observe(await ctx().anon.rpc('create_booking', validBooking({ p_distance_km: 150 }))),
    expected: invalid(
      'distance_km',
      'The route distance of 150 km is not plausible for this trip (about 28.00 km expected). Please recalculate the route or call us.',
    ),
  },

  // --- Out-of-range and over-long arguments (table above) ---------------------------------------
  ...OUT_OF_RANGE.map(([what, overrides, field, message]): Case => ({
    name: `create_booking ${what.startsWith('paying') ? '' : 'with '}${what}`,
    send: async () => observe(await ctx().anon.rpc('create_booking', validBooking(overrides))),
    expected: invalid(field, message),
  })),
  {
    name: 'create_booking with passengers sent as text',
    send: async () =>
      observe(
        await ctx().anon.rpc('create_booking', {
          ...validBooking(),
          p_passengers: 'two',
        } as unknown as CreateBookingArgs),
      ),
    expected: refused(400, '22P02', 'invalid input syntax for type integer: "two"'),
  },

  // --- Idempotency --------------------------------------------------------------------------------
  {
    name: 'create_booking replays an idempotency key with different details',
    setup: async () => {
      const { error } = await ctx().customerA.rpc('create_booking', replayed);
      if (error) throw new Error(error.message);
    },
    send: async () =>
      observe(
        await ctx().customerA.rpc('create_booking', { ...replayed, p_first_name: 'Changed' }),
      ),
    expected: replayRefused,
    verify: async () => {
      expect(await storedBooking(replayed.p_idempotency_key)).toEqual([
        { first_name: 'Original', user_id: SEED_USERS.customer.id },
      ]);
    },
  },
  {
    name: "another user replays an anonymous booking's idempotency key (same details)",
    setup: async () => {
      const { error } = await ctx().anon.rpc('create_booking', replayedByAnon);
      if (error) throw new Error(error.message);
    },
    send: async () => observe(await ctx().customerB.rpc('create_booking', replayedByAnon)),
    expected: replayRefused,
    verify: async () => {
      expect(await storedBooking(replayedByAnon.p_idempotency_key)).toEqual([
        { first_name: 'Anonymous', user_id: null },
      ]);
    },
  },
];
