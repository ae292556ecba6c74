/**
 * The migrations and seed on a real PostgreSQL 15 (the major version of hosted Supabase projects),
 * deployed as hosted does it (pre-migration state by the superuser, migrations by the non-superuser
 * `postgres`), then the rules PGlite cannot fully prove: ten truly concurrent identical bookings on
 * separate connections create one row, and the SQL price engine agrees with the TS one on x86 doubles.
 *
 * When no PostgreSQL 15 server can be started on this machine, every test here prints the reason and
 * passes without checking anything.
 */
import { quote, type QuoteInput, VEHICLE_TYPES } from '@bbt/shared/domain';
import fc from 'fast-check';

import { type Database } from '../../src/db';
import { bookingArgs, createBooking } from '../../src/testing/booking-rpc';
import {
  deploySchema,
  poolDatabase,
  type Postgres15,
  startPostgres15,
} from '../../src/testing/postgres15';
import { ACTORS, asActor, asActorCommitted, errorAs, queryAs } from '../support/schema-db';
import { SEED_BOOKING_COUNT, SEED_BOOKINGS } from '../../src/testing/seed-ids';

jest.setTimeout(180_000);

let server: Postgres15 | null = null;
let skipReason = '';
let applied: string[] = [];
let db: Database;

beforeAll(async () => {
  const started = await startPostgres15();
  if ('reason' in started) {
    skipReason = started.reason;
    console.warn(`PostgreSQL 15 schema tests not run: ${skipReason}`);
    return;
  }
  server = started;
  applied = await deploySchema(server);
  db = poolDatabase(server.url);
});

afterAll(async () => {
  if (server) {
    await db.close();
    await server.stop();
  }
});

/** True when the server is up; otherwise prints why the test checks nothing. */
function available(): boolean {
  if (!server) console.warn(`skipped on this machine: ${skipReason}`);
  return server !== null;
}

it('deploys every migration and the seed as the non-superuser postgres role', async () => {
  if (!available()) return;
  expect(server?.version).toMatch(/^15\./);
  expect(applied[applied.length - 1]).toBe('seed.sql');
  expect(applied.length).toBeGreaterThanOrEqual(9);
  const { rows } = await db.query<{ user: string; superuser: boolean; bookings: number }>(
    `select current_user as user,
            (select rolsuper from pg_roles where rolname = current_user) as superuser,
            (select count(*)::int from public.bookings) as bookings`,
  );
  expect(rows[0]).toEqual({ user: 'postgres', superuser: false, bookings: SEED_BOOKING_COUNT });
});

it('enforces RLS and column grants as on PGlite', async () => {
  if (!available()) return;
  expect((await errorAs(db, ACTORS.anon, 'select * from public.bookings')).code).toBe('42501');
  expect(await queryAs(db, ACTORS.customer2, 'select id from public.bookings')).toHaveLength(4);
  expect(await queryAs(db, ACTORS.admin, 'select id from public.bookings')).toHaveLength(
    SEED_BOOKING_COUNT,
  );
  const email = await errorAs(
    db,
    ACTORS.anon,
    'select customer_email from public.customer_testimonials',
  );
  expect(email.code).toBe('42501');
  const price = await errorAs(db, ACTORS.customer, 'update public.bookings set total_price = 1');
  expect(price.code).toBe('42501');
  const completed = await errorAs(
    db,
    ACTORS.customer,
    `update public.bookings set status = 'cancelled' where id = $1`,
    [SEED_BOOKINGS.customerCompleted],
  );
  expect(completed.code).toBe('42501');
});

it('records exactly one audit row for a cancellation', async () => {
  if (!available()) return;
  const events = await asActor(db, ACTORS.customer, async (tx) => {
    await tx.query(`update public.bookings set status = 'cancelled' where id = $1`, [
      SEED_BOOKINGS.customerPending,
    ]);
    await tx.query(`select set_config('role', 'postgres', true)`);
    return (
      await tx.query(
        `select old_status, new_status from public.booking_events
          where booking_id = $1 and event_type = 'status_changed'`,
        [SEED_BOOKINGS.customerPending],
      )
    ).rows;
  });
  expect(events).toEqual([{ old_status: 'pending', new_status: 'cancelled' }]);
});

it('creates exactly one booking from ten truly concurrent identical submissions', async () => {
  if (!available()) return;
  const args = bookingArgs({ p_car_seats: 2, p_email: ACTORS.customer.email });
  const rows = await Promise.all(
    Array.from({ length: 10 }, () =>
      asActorCommitted(db, ACTORS.customer, (tx) => createBooking(tx, args)),
    ),
  );
  expect(new Set(rows.map((r) => r.id)).size).toBe(1);
  const { rows: stored } = await db.query<{ bookings: number; extras: number }>(
    `select count(distinct b.id)::int as bookings, count(a.id)::int as extras
       from public.bookings b left join public.additional_services a on a.booking_id = b.id
      where b.idempotency_key = $1`,
    [args.p_idempotency_key],
  );
  expect(stored[0]).toEqual({ bookings: 1, extras: 1 });
});

it('creates ten bookings from ten concurrent different submissions', async () => {
  if (!available()) return;
  const rows = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      asActorCommitted(db, ACTORS.anon, (tx) =>
        createBooking(tx, bookingArgs({ p_email: `concurrent.${i}@example.com` })),
      ),
    ),
  );
  expect(new Set(rows.map((r) => r.reference_number)).size).toBe(10);
});

it('prices like the TS engine on 300 random trips', async () => {
  if (!available()) return;
  const trip: fc.Arbitrary<QuoteInput> = fc.record({
    vehicleType: fc.constantFrom(...VEHICLE_TYPES),
    passengers: fc.integer({ min: 1, max: 20 }),
    suitcases: fc.integer({ min: 0, max: 20 }),
    tripType: fc.constantFrom('fromAirport', 'toAirport', 'fromCruise', 'toCruise', 'inland'),
    pickupPlaceId: fc.constantFrom('holetown', 'the-crane', 'bathsheba', 'oistins-fish-fry', null),
    dropoffPlaceId: fc.constantFrom('sandy-lane', 'speightstown', 'harrisons-cave', 'other', null),
    calculatedKm: fc.oneof(fc.constant(null), fc.double({ min: 0.001, max: 199, noNaN: true })),
    isRoundTrip: fc.boolean(),
    pickupTime: fc.constantFrom('00:00', '05:59', '06:00', '14:30'),
    returnTime: fc.constantFrom(null, '03:15', '18:00'),
  });
  await fc.assert(
    fc.asyncProperty(trip, async (input) => {
      const { rows } = await db.query<{ total: string; distance: string }>(
        `select q ->> 'total' as total, q ->> 'distance' as distance
           from private.quote_price($1, $2::integer, $3::integer, $4, $5, $6, $7::numeric,
                                    $8::boolean, $9, $10) as q`,
        [
          input.vehicleType,
          input.passengers,
          input.suitcases,
          input.tripType,
          input.pickupPlaceId,
          input.dropoffPlaceId,
          input.calculatedKm,
          input.isRoundTrip,
          input.pickupTime,
          input.returnTime,
        ],
      );
      const expected = quote(input);
      expect([Number(rows[0]?.total), Number(rows[0]?.distance)]).toEqual([
        expected.total,
        expected.distance,
      ]);
    }),
    { numRuns: 300 },
  );
});
