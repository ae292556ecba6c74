/**
 * public.create_booking(): the only way to create a booking. Server-owned fields, field validation
 * (22023 + the field in DETAIL), the 24-hour lead time and the price check (P0001), idempotency
 * (same key -> same booking; reused key with other contents or by another user -> 23505; ten
 * concurrent identical calls -> one row), and the audit row of the creation.
 */
import { randomUUID } from 'node:crypto';

import { businessClockTime, businessDate } from '@bbt/shared/domain';

import { type Database, type Queryable } from '../../src/db';
import {
  barbadosDate,
  type BookingRow,
  bookingArgs,
  createBooking,
  createBookingSql,
  type CreateBookingArgs,
  quoteFor,
} from '../support/booking-rpc';
import {
  ACTORS,
  type Actor,
  asActor,
  asActorCommitted,
  openSchemaDatabase,
  pgError,
} from '../support/schema-db';

let db: Database;

beforeAll(async () => {
  db = await openSchemaDatabase();
});

afterAll(async () => {
  await db.close();
});

function book(actor: Actor, args: CreateBookingArgs): Promise<BookingRow> {
  return asActor(db, actor, (tx) => createBooking(tx, args));
}

function bookingError(actor: Actor, args: CreateBookingArgs) {
  return pgError(book(actor, args));
}

describe('server-owned fields', () => {
  it('creates a pending booking for an anonymous caller and returns the row to them', async () => {
    const args = bookingArgs();
    const row = await book(ACTORS.anon, args);
    expect(row).toMatchObject({
      status: 'pending',
      user_id: null,
      email: 'test.booker@example.com',
      vehicle_type: 'economy',
      pickup_place_id: 'airport',
      dropoff_place_id: 'holetown',
      idempotency_key: args.p_idempotency_key,
    });
    expect(row.reference_number).toMatch(/^BB-\d{6}-[A-Z]{3}$/);
    expect(Number(row.total_price)).toBe(args.p_total_price);
    expect(Number(row.distance_km)).toBe(28);
  });

  it("sets user_id from the caller's JWT, and the author can then read the booking", async () => {
    const args = bookingArgs({ p_email: 'Someone.Else@Example.com ' });
    const visible = await asActor(db, ACTORS.customer2, async (tx) => {
      const row = await createBooking(tx, args);
      expect(row.user_id).toBe(ACTORS.customer2.id);
      expect(row.email).toBe('someone.else@example.com');
      return (await tx.query('select id from public.bookings where id = $1', [row.id])).rows;
    });
    expect(visible).toHaveLength(1);
  });

  it('uses the server clock for created_at', async () => {
    const rows = await asActor(db, ACTORS.customer, async (tx) => {
      const row = await createBooking(tx, bookingArgs());
      return (
        await tx.query<{ fresh: boolean }>(
          `select created_at = now() as fresh from public.bookings where id = $1`,
          [row.id],
        )
      ).rows;
    });
    expect(rows[0]?.fresh).toBe(true);
  });

  it('has no argument for status, user_id, reference or timestamps (PostgREST: unknown function)', async () => {
    for (const extra of ['p_status', 'p_user_id', 'p_reference_number', 'p_created_at']) {
      const { sql, params } = createBookingSql(bookingArgs());
      const tampered = sql.replace(/\)$/, `, ${extra} => 'x')`);
      const error = await pgError(asActor(db, ACTORS.anon, (tx) => tx.query(tampered, params)));
      expect(error.code).toBe('42883');
    }
  });

  it('names a fixed endpoint itself, and stores the place ids the price was computed from', async () => {
    const row = await book(
      ACTORS.anon,
      bookingArgs({
        p_pickup_location: 'Somewhere I made up',
        p_pickup_place_id: 'holetown',
        p_dropoff_place_id: 'no-such-place',
        p_dropoff_location: 'A villa in St. James',
      }),
    );
    expect(row).toMatchObject({
      pickup_location: 'Grantley Adams International Airport',
      pickup_place_id: 'airport',
      dropoff_location: 'A villa in St. James',
      dropoff_place_id: null,
    });
    // A free-typed drop-off from the airport: the 27 km fallback.
    expect(Number(row.distance_km)).toBe(27);
  });

  it('stores the extras as additional_services with the server prices, atomically', async () => {
    const args = bookingArgs({
      p_is_round_trip: true,
      p_return_date: barbadosDate(9),
      p_return_time: '04:15',
      p_car_seats: 2,
      p_supermarket_stop: true,
      p_fast_track_adults: 1,
      p_payment_method: 'credit',
    });
    const lines = await asActor(db, ACTORS.customer, async (tx) => {
      const row = await createBooking(tx, args);
      expect(row.return_after_hours).toBe(true);
      expect(row.pickup_after_hours).toBe(false);
      return (
        await tx.query<{ service_type: string; quantity: number; price: string }>(
          `select service_type, quantity, price from public.additional_services
            where booking_id = $1 order by service_type`,
          [row.id],
        )
      ).rows;
    });
    expect(lines.map((l) => [l.service_type, l.quantity, Number(l.price)])).toEqual([
      ['car_seats', 2, 60],
      ['fast_track_adults', 1, 65],
      ['supermarket_stop', 1, 20],
    ]);
  });

  it('writes exactly one "created" audit event with the author', async () => {
    const events = await asActor(db, ACTORS.customer, async (tx) => {
      const row = await createBooking(tx, bookingArgs());
      await tx.query(`select set_config('role', 'postgres', true)`);
      return (
        await tx.query(
          `select event_type, old_status, new_status, actor_id, actor_email, actor_role
             from public.booking_events where booking_id = $1`,
          [row.id],
        )
      ).rows;
    });
    expect(events).toEqual([
      {
        event_type: 'created',
        old_status: null,
        new_status: 'pending',
        actor_id: ACTORS.customer.id,
        actor_email: ACTORS.customer.email,
        actor_role: 'authenticated',
      },
    ]);
  });
});

describe('price', () => {
  it('accepts the total quoted by the site engine and stores the server price', async () => {
    const args = bookingArgs({ p_vehicle_type: 'luxury', p_payment_method: 'credit' });
    const row = await book(ACTORS.anon, args);
    // Luxury from the airport to Holetown (west coast): the fixed price.
    expect(Number(row.total_price)).toBe(110);
  });

  it.each([
    ['a lower total', -1],
    ['a higher total', +1],
    ['a few cents off', 0.01],
  ])('refuses %s with P0001, total_price and the expected total', async (_label, delta) => {
    const honest = bookingArgs();
    const total = Number(honest.p_total_price) + delta;
    const error = await bookingError(ACTORS.anon, { ...honest, p_total_price: total });
    expect(error).toMatchObject({
      code: 'P0001',
      detail: 'total_price',
      hint: `expected_total=${honest.p_total_price}`,
    });
    expect(error.message).toMatch(/^The price of this trip is \d+ USD/);
  });

  it('refuses a zero or negative total', async () => {
    for (const total of [0, -78]) {
      const error = await bookingError(ACTORS.anon, bookingArgs({ p_total_price: total }));
      expect(error.code).toBe('P0001');
    }
  });

  it('uses a plausible maps distance, rounded to whole metres', async () => {
    const args = bookingArgs({ p_distance_km: 30.1234 });
    const row = await book(ACTORS.anon, args);
    expect(Number(row.distance_km)).toBe(30.123);
    expect(Number(row.total_price)).toBe(quoteFor(args));
  });

  it.each([
    ['far too short for the places', 2],
    ['far too long for the places', 150],
  ])('refuses a maps distance %s (22023 distance_km)', async (_label, km) => {
    const error = await bookingError(ACTORS.anon, bookingArgs({ p_distance_km: km }));
    expect(error).toMatchObject({ code: '22023', detail: 'distance_km' });
  });

  it('bounds the distance of a free-typed trip by the island', async () => {
    const freeTyped = {
      p_trip_type: 'inland',
      p_pickup_place_id: null,
      p_dropoff_place_id: null,
      p_pickup_location: 'A villa',
      p_dropoff_location: 'A beach bar',
      p_flight_details: null,
    };
    expect(await book(ACTORS.anon, bookingArgs({ ...freeTyped, p_distance_km: 40 }))).toBeTruthy();
    const error = await bookingError(ACTORS.anon, bookingArgs({ ...freeTyped, p_distance_km: 90 }));
    expect(error).toMatchObject({ code: '22023', detail: 'distance_km' });
  });

  it('ignores a distance the site engine ignores too (above 200 km or not positive)', async () => {
    for (const km of [0, -5, 250]) {
      const row = await book(ACTORS.anon, bookingArgs({ p_distance_km: km }));
      expect(Number(row.distance_km)).toBe(28);
    }
  });
});

describe('24-hour lead time (Barbados time)', () => {
  const inHours = (hours: number) => {
    const at = new Date(Date.now() + hours * 3_600_000);
    return { p_pickup_date: businessDate(at), p_pickup_time: businessClockTime(at) };
  };

  it('refuses a pickup 23 hours away with P0001 and the SPEC message', async () => {
    const error = await bookingError(ACTORS.anon, bookingArgs(inHours(23)));
    expect(error).toMatchObject({
      code: 'P0001',
      detail: 'pickup_date',
      message:
        'Bookings must be made at least 24 hours in advance. For urgent bookings, please call the support phone.',
    });
  });

  it('refuses a pickup in the past', async () => {
    const error = await bookingError(ACTORS.anon, bookingArgs({ p_pickup_date: barbadosDate(-2) }));
    expect(error.code).toBe('P0001');
  });

  it('accepts a pickup 25 hours away', async () => {
    expect(await book(ACTORS.anon, bookingArgs(inHours(25)))).toBeTruthy();
  });
});

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

describe('idempotency', () => {
  async function countByKey(key: unknown): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.bookings where idempotency_key = $1',
      [key],
    );
    return rows[0]?.n ?? -1;
  }

  it('returns the original booking for a repeated submission, without a second row or extras', async () => {
    const args = bookingArgs({ p_car_seats: 1 });
    const first = await asActorCommitted(db, ACTORS.anon, (tx) => createBooking(tx, args));
    const second = await asActorCommitted(db, ACTORS.anon, (tx) => createBooking(tx, args));
    expect(second.id).toBe(first.id);
    expect(second.reference_number).toBe(first.reference_number);
    expect(await countByKey(args.p_idempotency_key)).toBe(1);
    const extras = await db.query(
      'select 1 from public.additional_services where booking_id = $1',
      [first.id],
    );
    expect(extras.rows).toHaveLength(1);
  });

  it('returns the original even once its pickup is inside 24 hours (a late retry)', async () => {
    const args = bookingArgs();
    const first = await asActorCommitted(db, ACTORS.customer, (tx) => createBooking(tx, args));
    await db.query(`update public.bookings set pickup_date = current_date where id = $1`, [
      first.id,
    ]);
    const again = await book(ACTORS.customer, args);
    expect(again.id).toBe(first.id);
  });

  it('refuses the same key with different details (23505 idempotency_key)', async () => {
    const args = bookingArgs();
    await asActorCommitted(db, ACTORS.anon, (tx) => createBooking(tx, args));
    const error = await bookingError(ACTORS.anon, {
      ...args,
      p_passengers: 1,
      p_total_price: quoteFor({ ...args, p_passengers: 1 }),
    });
    expect(error).toMatchObject({ code: '23505', detail: 'idempotency_key' });
  });

  it("refuses another user's key (no leaking of their booking)", async () => {
    const args = bookingArgs();
    await asActorCommitted(db, ACTORS.customer, (tx) => createBooking(tx, args));
    for (const actor of [ACTORS.customer2, ACTORS.anon]) {
      const error = await bookingError(actor, args);
      expect(error).toMatchObject({ code: '23505', detail: 'idempotency_key' });
    }
  });

  it('creates exactly one booking from ten concurrent identical submissions', async () => {
    const args = bookingArgs({ p_supermarket_stop: true });
    const calls = Array.from({ length: 10 }, () =>
      asActorCommitted(db, ACTORS.customer2, (tx: Queryable) => createBooking(tx, args)),
    );
    const rows = await Promise.all(calls);
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
    expect(await countByKey(args.p_idempotency_key)).toBe(1);
  });

  it('gives every booking its own reference number', async () => {
    const refs = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const row = await book(ACTORS.anon, bookingArgs({ p_idempotency_key: randomUUID() }));
      refs.add(row.reference_number);
    }
    expect(refs.size).toBe(20);
  });
});
