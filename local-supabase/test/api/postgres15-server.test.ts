/**
 * The migrations on PostgreSQL 15 (the major version of hosted Supabase) THROUGH THE SERVER:
 * local-supabase is started with DATABASE_URL pointing at a throwaway PostgreSQL 15 cluster, connected
 * as the non-superuser `postgres` role the way hosted deploys run (the superuser only created the
 * pre-migration state), and applies supabase/migrations and the seed itself. Then a short smoke
 * through supabase-js: a seeded customer signs in, reads their bookings (the my-bookings query),
 * books a trip through the RPC, sees it first in the list and cancels it.
 *
 * When no PostgreSQL 15 can be started on this machine, every test prints why and checks nothing.
 */
import fs from 'node:fs';

import { defaultMigrationsDir } from '../../src/db';
import { CUSTOMER_BOOKINGS, SEED_BOOKINGS, SEED_USERS } from '../../src/testing/seed-ids';
import { type Client } from '../../src/testing/api-server';
import { validBooking } from '../../src/testing/booking-args';
import { type Postgres15Server, startPostgres15Server } from '../../src/testing/postgres15-server';

jest.setTimeout(120_000);

let pg15: Postgres15Server | null = null;
let skipReason = '';

beforeAll(async () => {
  const started = await startPostgres15Server();
  if ('reason' in started) {
    skipReason = started.reason;
    console.warn(`PostgreSQL 15 server tests not run: ${skipReason}`);
    return;
  }
  pg15 = started;
});

afterAll(async () => {
  await pg15?.stop();
});

function running(): Postgres15Server | null {
  if (!pg15) console.warn(`skipped on this machine: ${skipReason}`);
  return pg15;
}

/** The my-bookings query of the customer area. */
function myBookings(client: Client, email: string) {
  return client
    .from('bookings')
    .select('*')
    .eq('email', email)
    .order('created_at', { ascending: false });
}

it('applies every migration and the seed itself, as the non-superuser postgres role', async () => {
  const s = running();
  if (!s) return;
  const files = fs
    .readdirSync(defaultMigrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  expect(s.log).toEqual([...files.map((f) => `applied migration ${f}`), 'applied seed seed.sql']);
  const { rows } = await s.api.server.db.query<Record<string, unknown>>(
    `select current_setting('server_version_num')::int / 10000 as major,
            current_user as "user",
            (select rolsuper from pg_roles where rolname = current_user) as superuser,
            (select count(*)::int from supabase_migrations.schema_migrations) as migrations`,
  );
  expect(s.api.server.db.kind).toBe('postgres');
  expect(rows[0]).toEqual({
    major: 15,
    user: 'postgres',
    superuser: false,
    migrations: files.length,
  });
  console.log(
    `local-supabase on PostgreSQL ${s.cluster.version}: started in ${Math.round(s.startMs)} ms`,
  );
});

it('a seeded customer signs in, lists their bookings, books, sees the new one first and cancels it', async () => {
  const s = running();
  if (!s) return;
  const { client, userId } = await s.api.signIn(
    SEED_USERS.customer.email,
    SEED_USERS.customer.password,
  );
  expect(userId).toBe(SEED_USERS.customer.id);

  // Seeded created_at = now - (40 - days ahead) days: newest first is 05, 02, 06, 01, 04, 03.
  const before = await myBookings(client, SEED_USERS.customer.email);
  expect(before.error).toBeNull();
  expect(before.data?.map((b) => b.id)).toEqual([
    SEED_BOOKINGS.customerRoundTrip,
    SEED_BOOKINGS.customerConfirmed,
    SEED_BOOKINGS.customerAnonymousByEmail,
    SEED_BOOKINGS.customerPending,
    SEED_BOOKINGS.customerCancelled,
    SEED_BOOKINGS.customerCompleted,
  ]);
  expect(new Set(before.data?.map((b) => b.id))).toEqual(new Set(CUSTOMER_BOOKINGS));
  expect(before.data?.[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+\+00:00$/);

  const args = validBooking({ p_email: SEED_USERS.customer.email, p_car_seats: 1 });
  const booked = await client.rpc('create_booking', args);
  expect(booked.error).toBeNull();
  expect(booked.data).toMatchObject({
    status: 'pending',
    user_id: SEED_USERS.customer.id,
    email: SEED_USERS.customer.email,
    total_price: args.p_total_price,
    reference_number: expect.stringMatching(/^BB-\d{6}-[A-Z]{3}$/),
  });

  const after = await myBookings(client, SEED_USERS.customer.email);
  expect(after.data?.map((b) => b.id)).toEqual([
    booked.data?.id,
    ...(before.data ?? []).map((b) => b.id),
  ]);

  const cancelled = await client
    .from('bookings')
    .update({ status: 'cancelled' })
    .eq('id', booked.data?.id ?? '')
    .select('status');
  expect(cancelled).toMatchObject({ status: 200, error: null, data: [{ status: 'cancelled' }] });
});

it('enforces the same rules as on PGlite: anon reads nothing, another customer sees none of it', async () => {
  const s = running();
  if (!s) return;
  const anon = await s.api.anon().from('bookings').select('id');
  expect(anon).toMatchObject({
    status: 401,
    data: null,
    error: { code: '42501', message: 'permission denied for table bookings' },
  });
  const { client } = await s.api.signIn(SEED_USERS.customer2.email, SEED_USERS.customer2.password);
  const other = await myBookings(client, SEED_USERS.customer.email);
  expect(other).toMatchObject({ status: 200, error: null, data: [] });
  const completed = await client
    .from('bookings')
    .update({ status: 'cancelled' })
    .eq('id', SEED_BOOKINGS.customer2Completed);
  expect(completed.status).toBe(403);
  expect(completed.error).toMatchObject({
    code: '42501',
    message:
      'permission denied: only a pending or confirmed booking can be cancelled (booking BB-100009-COD is completed)',
  });
});

it('a guest opens a manage link, re-prices and changes the trip, then cancels (pgcrypto on PG15)', async () => {
  const s = running();
  if (!s) return;
  const anon = s.api.anon();
  const args = validBooking({ p_email: 'pg15.manage@example.com' });
  const booked = await anon.rpc('create_booking', args);
  expect(booked.error).toBeNull();
  const link = await anon.rpc('issue_manage_link', {
    p_booking_id: booked.data?.id as string,
    p_idempotency_key: args.p_idempotency_key,
  });
  expect(link.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const p_token = link.data as string;

  const view = await anon.rpc('manage_booking', { p_token });
  expect(view.data).toMatchObject({ can_change: true, booking: { id: booked.data?.id } });
  const quote = await anon.rpc('quote_booking_change', {
    p_token,
    p_change: { pickup_time: '23:30' },
  });
  expect(quote.error).toBeNull();
  const changed = await anon.rpc('change_booking', { p_token, p_change: { pickup_time: '23:30' } });
  expect(changed.data).toMatchObject({
    booking: {
      pickup_time: '23:30',
      calendar_sequence: 1,
      total_price: (quote.data as { new_total: number }).new_total,
    },
  });
  const cancelled = await anon.rpc('cancel_managed_booking', { p_token });
  expect(cancelled.data).toMatchObject({
    booking: { status: 'cancelled' },
    refund: { band: 'non-refundable' },
  });
  const forged = await anon.rpc('manage_booking', { p_token: 'A'.repeat(43) });
  expect(forged.error).toMatchObject({ code: 'P0001', hint: 'manage_link_invalid' });
});
