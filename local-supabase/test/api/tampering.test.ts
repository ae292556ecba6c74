/**
 * Tampering: requests a hostile or buggy client could send through supabase-js (or raw HTTP) to the
 * real local-supabase server with the real migrations and seed. Every case in CASES must be refused
 * with the exact client-visible result (status and error code, message, details, hint; or an empty
 * result where RLS hides the target) AND leave the database exactly as it was: a fingerprint of
 * every public table (md5 of all rows, in key order, read with direct SQL on the server's database)
 * is taken before and after each request and must not change.
 *
 * The last describe shows the other side: SQL-looking text in a valid booking is stored verbatim and
 * never executed.
 */
import { randomUUID } from 'node:crypto';

import { SignJWT } from 'jose';

import { DEMO_JWT_SECRET } from '../../src/config';
import { SEED_BOOKINGS, SEED_TESTIMONIALS, SEED_USERS } from '../support/seed-ids';
import {
  type ApiServer,
  type Client,
  observe,
  type Observed,
  startApiServer,
} from './support/api-server';
import { type CreateBookingArgs, validBooking } from './support/booking';

let t: ApiServer;
let anon: Client;
let customerA: Client;
let customerB: Client;
let moderator: Client;
let admin: Client;
let superAdmin: Client;
let service: Client;
let customerToken: string;

beforeAll(async () => {
  t = await startApiServer();
  anon = t.anon();
  service = t.service();
  const a = await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password);
  customerA = a.client;
  customerToken = a.token;
  customerB = (await t.signIn(SEED_USERS.customer2.email, SEED_USERS.customer2.password)).client;
  moderator = (await t.signIn(SEED_USERS.moderator.email, SEED_USERS.moderator.password)).client;
  admin = (await t.signIn(SEED_USERS.admin.email, SEED_USERS.admin.password)).client;
  superAdmin = (await t.signIn(SEED_USERS.superAdmin.email, SEED_USERS.superAdmin.password)).client;
});

afterAll(async () => {
  await t.close();
});

// ---------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------

/** md5 of every row of every public table (and the booking count, for readable diffs). */
async function fingerprint(): Promise<Record<string, string | number>> {
  const { rows } = await t.server.db.query<Record<string, string | number>>(`
    select (select count(*)::int from public.bookings) as booking_count,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.bookings x), '')) as bookings,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.additional_services x), '')) as additional_services,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.booking_events x), '')) as booking_events,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.customer_testimonials x), '')) as customer_testimonials,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.admin_users x), '')) as admin_users`);
  const row = rows[0];
  if (!row) throw new Error('no fingerprint');
  return row;
}

type ExpectedError = {
  code: string;
  message: unknown;
  details: unknown;
  hint: string | null;
};

function refused(
  status: number,
  code: string,
  message: unknown,
  extra: { details?: unknown; hint?: string } = {},
): Observed {
  const error: ExpectedError = {
    code,
    message,
    details: extra.details ?? null,
    hint: extra.hint ?? null,
  };
  return { status, error: error as Observed['error'], data: null };
}

const noGrant = (status: 401 | 403, table: string) =>
  refused(status, '42501', `permission denied for table ${table}`);
const invalid = (field: string, message: string) =>
  refused(400, '22023', message, { details: field });
const priceRefused = (expected: number, sent: number) =>
  refused(
    400,
    'P0001',
    `The price of this trip is ${expected} USD, not ${sent} USD. Please review the new price.`,
    { details: 'total_price', hint: `expected_total=${expected}` },
  );
const notCancellable = (reference: string, status: string) =>
  refused(
    403,
    '42501',
    `permission denied: only a pending or confirmed booking can be cancelled (booking ${reference} is ${status})`,
    { hint: 'Contact support to change this booking.' },
  );
const badJwt = refused(401, 'PGRST301', 'JWT cryptographic operation failed');
const hiddenByRls: Observed = { status: 200, error: null, data: [] };

/** PostgREST's answer when the arguments name no overload of the function. */
function noSuchOverload(args: Record<string, unknown>): Observed {
  const keys = Object.keys(args).sort().join(', ');
  return refused(
    404,
    'PGRST202',
    `Could not find the function public.create_booking(${keys}) in the schema cache`,
    {
      details: `Searched for the function public.create_booking with parameters ${keys} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    },
  );
}

async function sign(
  claims: Record<string, unknown>,
  secret: string,
  times: { iat: number; exp: number } = {
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
  },
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(times.iat)
    .setExpirationTime(times.exp)
    .sign(new TextEncoder().encode(secret));
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A booking row as a direct insert would send it (complete and valid, so only the grant refuses). */
function directBooking(overrides: Record<string, unknown>) {
  return {
    id: randomUUID(),
    reference_number: 'BB-999998-ZZZ',
    idempotency_key: randomUUID(),
    request_fingerprint: 'f'.repeat(32),
    first_name: 'Direct',
    last_name: 'Insert',
    email: 'direct.insert@example.com',
    phone: '+1 246 555 0100',
    trip_type: 'inland',
    pickup_location: 'Holetown',
    dropoff_location: 'Bridgetown',
    distance_km: 10,
    pickup_date: '2030-01-01',
    pickup_time: '10:00',
    passengers: 2,
    suitcases: 1,
    vehicle_type: 'economy',
    payment_method: 'cash',
    total_price: 1,
    ...overrides,
  };
}

const testimonial = {
  customer_name: 'Tamper Test',
  customer_email: 'tamper@example.com',
  rating: 5,
  testimonial_text: 'Trying to skip moderation.',
};

/** Sends a raw REST request (for what supabase-js never sends, such as broken JSON). */
async function raw(path: string, init: RequestInit): Promise<Observed> {
  const response = await fetch(`${t.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: t.server.anonKey, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  return body && typeof body.code === 'string'
    ? {
        status: response.status,
        error: {
          code: body.code,
          message: String(body.message),
          details: (body.details as string | null) ?? null,
          hint: (body.hint as string | null) ?? null,
        },
        data: null,
      }
    : { status: response.status, error: null, data: body };
}

/** A booking args object with extra, unknown arguments (supabase-js sends whatever it is given). */
function withExtra(extra: Record<string, unknown>): Record<string, unknown> {
  return { ...validBooking(), ...extra };
}

async function storedBooking(key: string) {
  const { data, error } = await service
    .from('bookings')
    .select('first_name, user_id')
    .eq('idempotency_key', key);
  if (error) throw new Error(error.message);
  return data;
}

// ---------------------------------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------------------------------

interface Case {
  name: string;
  /** Writes the case needs before the "nothing changes" window (for example the original booking). */
  setup?: () => Promise<void>;
  send: () => Promise<Observed>;
  expected: Observed;
  /** Extra checks of the stored state afterwards. */
  verify?: () => Promise<void>;
}

const QUOTED = validBooking().p_total_price;
const replayed: CreateBookingArgs = validBooking({ p_first_name: 'Original' });
const replayedByAnon: CreateBookingArgs = validBooking({ p_first_name: 'Anonymous' });
const tomorrow = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

const CASES: Case[] = [
  // --- The price and the server-owned fields of create_booking --------------------------------------
  {
    name: 'create_booking with a total above the server price',
    send: async () =>
      observe(await anon.rpc('create_booking', validBooking({ p_total_price: QUOTED + 10 }))),
    expected: priceRefused(QUOTED, QUOTED + 10),
  },
  {
    name: 'create_booking with a total of 0',
    send: async () =>
      observe(await customerA.rpc('create_booking', validBooking({ p_total_price: 0 }))),
    expected: priceRefused(QUOTED, 0),
  },
  {
    name: 'create_booking with a total one cent below the server price',
    send: async () =>
      observe(
        await customerA.rpc(
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
      send: async () => observe(await customerA.rpc('create_booking', args as CreateBookingArgs)),
      expected: noSuchOverload(args),
    };
  }),
  {
    name: 'create_booking sent as a GET (a read-only request must not write)',
    send: async () => observe(await anon.rpc('create_booking', validBooking(), { get: true })),
    expected: refused(405, '25006', 'cannot execute INSERT in a read-only transaction'),
  },
  {
    name: 'create_booking with a pickup less than 24 hours away',
    send: async () =>
      observe(
        await anon.rpc(
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
      observe(await anon.rpc('create_booking', validBooking({ p_distance_km: 150 }))),
    expected: invalid(
      'distance_km',
      'The route distance of 150 km is not plausible for this trip (about 28.00 km expected). Please recalculate the route or call us.',
    ),
  },

  // --- Direct writes to bookings ------------------------------------------------------------------
  {
    name: 'anon inserts a confirmed booking directly',
    send: async () =>
      observe(await anon.from('bookings').insert(directBooking({ status: 'confirmed' }))),
    expected: noGrant(401, 'bookings'),
  },
  {
    name: "customer inserts a booking directly with another user's user_id and an old created_at",
    send: async () =>
      observe(
        await customerA.from('bookings').insert(
          directBooking({
            user_id: SEED_USERS.customer2.id,
            created_at: '2020-01-01T00:00:00Z',
            status: 'completed',
          }),
        ),
      ),
    expected: noGrant(403, 'bookings'),
  },
  {
    name: 'admin inserts a booking directly (staff too go through create_booking)',
    send: async () => observe(await admin.from('bookings').insert(directBooking({}))),
    expected: noGrant(403, 'bookings'),
  },
  {
    name: 'customer upserts over their own booking to confirm it',
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .upsert(directBooking({ id: SEED_BOOKINGS.customerPending, status: 'confirmed' }), {
            onConflict: 'id',
          }),
      ),
    expected: noGrant(403, 'bookings'),
  },
  {
    name: "customer cancels another customer's booking",
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .update({ status: 'cancelled' })
          .eq('id', SEED_BOOKINGS.customer2Pending)
          .select('id'),
      ),
    expected: hiddenByRls,
  },
  ...(
    [
      ['total_price', { total_price: 1 }],
      ['email', { email: 'someone.else@example.com' }],
      ['pickup_date', { pickup_date: '2030-12-31' }],
      ['user_id', { user_id: SEED_USERS.customer2.id }],
      ['status together with total_price', { status: 'cancelled', total_price: 0 }],
    ] as const
  ).map(([what, patch]): Case => ({
    name: `customer changes ${what} of their own booking`,
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .update(patch)
          .eq('id', SEED_BOOKINGS.customerPending)
          .select('id'),
      ),
    expected: noGrant(403, 'bookings'),
  })),
  {
    name: 'admin changes the total_price of a booking (staff change the status only)',
    send: async () =>
      observe(
        await admin
          .from('bookings')
          .update({ total_price: 1 })
          .eq('id', SEED_BOOKINGS.guestPending),
      ),
    expected: noGrant(403, 'bookings'),
  },
  {
    name: 'customer cancels their completed booking',
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .update({ status: 'cancelled' })
          .eq('id', SEED_BOOKINGS.customerCompleted),
      ),
    expected: notCancellable('BB-100003-CUD', 'completed'),
  },
  {
    name: 'customer re-opens their cancelled booking',
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .update({ status: 'pending' })
          .eq('id', SEED_BOOKINGS.customerCancelled),
      ),
    expected: notCancellable('BB-100004-CUX', 'cancelled'),
  },
  {
    name: 'customer confirms their own pending booking',
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .update({ status: 'confirmed' })
          .eq('id', SEED_BOOKINGS.customerPending),
      ),
    expected: notCancellable('BB-100001-CUP', 'pending'),
  },
  {
    name: 'customer cancels all their bookings at once, a completed one included (all or nothing)',
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .update({ status: 'cancelled' })
          .in('id', [
            SEED_BOOKINGS.customerPending,
            SEED_BOOKINGS.customerConfirmed,
            SEED_BOOKINGS.customerCompleted,
          ])
          .select('id'),
      ),
    expected: notCancellable('BB-100003-CUD', 'completed'),
  },
  {
    name: 'customer deletes their own booking',
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .delete()
          .eq('id', SEED_BOOKINGS.customerPending)
          .select('id'),
      ),
    expected: hiddenByRls,
  },
  {
    name: 'customer deletes their own booking without asking for the rows back',
    send: async () =>
      observe(await customerA.from('bookings').delete().eq('id', SEED_BOOKINGS.customerConfirmed)),
    expected: { status: 204, error: null, data: null },
    verify: async () => {
      const { count } = await service
        .from('bookings')
        .select('id', { count: 'exact', head: true })
        .eq('id', SEED_BOOKINGS.customerConfirmed);
      expect(count).toBe(1);
    },
  },
  {
    name: 'customer deletes every booking (no filter)',
    send: async () => observe(await customerA.from('bookings').delete().select('id')),
    expected: refused(400, '21000', 'DELETE requires a WHERE clause'),
  },

  // --- Field validation in create_booking ---------------------------------------------------------
  {
    name: 'create_booking with a 51-character first name',
    send: async () =>
      observe(await anon.rpc('create_booking', validBooking({ p_first_name: 'x'.repeat(51) }))),
    expected: invalid('first_name', 'First name cannot exceed 50 characters'),
  },
  {
    name: 'create_booking with 201 characters of travel details',
    send: async () =>
      observe(
        await anon.rpc('create_booking', validBooking({ p_flight_details: 'x'.repeat(201) })),
      ),
    expected: invalid('flight_details', 'Travel details cannot exceed 200 characters'),
  },
  {
    name: 'create_booking with a 301-character drop-off location',
    send: async () =>
      observe(
        await anon.rpc('create_booking', validBooking({ p_dropoff_location: 'x'.repeat(301) })),
      ),
    expected: invalid('dropoff_location', 'Drop-off location cannot exceed 300 characters'),
  },
  {
    name: 'create_booking with 0 passengers',
    send: async () => observe(await anon.rpc('create_booking', validBooking({ p_passengers: 0 }))),
    expected: invalid('passengers', 'Passengers must be at least 1'),
  },
  {
    name: 'create_booking with 21 passengers',
    send: async () =>
      observe(
        await anon.rpc(
          'create_booking',
          validBooking({ p_passengers: 21, p_vehicle_type: 'hiace' }),
        ),
      ),
    expected: invalid('passengers', 'Passengers cannot exceed 20'),
  },
  {
    name: 'create_booking with -1 suitcases',
    send: async () => observe(await anon.rpc('create_booking', validBooking({ p_suitcases: -1 }))),
    expected: invalid('suitcases', 'Pieces of luggage must be at least 0'),
  },
  {
    name: 'create_booking with 21 suitcases',
    send: async () => observe(await anon.rpc('create_booking', validBooking({ p_suitcases: 21 }))),
    expected: invalid('suitcases', 'Pieces of luggage cannot exceed 20'),
  },
  {
    name: 'create_booking with 4 child car seats',
    send: async () => observe(await anon.rpc('create_booking', validBooking({ p_car_seats: 4 }))),
    expected: invalid('car_seats', 'Child car seats must be between 0 and 3'),
  },
  {
    name: 'create_booking with 9 fast-track adults',
    send: async () =>
      observe(
        await anon.rpc(
          'create_booking',
          validBooking({ p_fast_track_adults: 9, p_payment_method: 'credit' }),
        ),
      ),
    expected: invalid('fast_track_adults', 'Fast track adults must be between 0 and 8'),
  },
  {
    name: 'create_booking paying cash for fast track',
    send: async () =>
      observe(await anon.rpc('create_booking', validBooking({ p_fast_track_adults: 1 }))),
    expected: invalid(
      'payment_method',
      'Cash is not available with fast track: please pay by credit card',
    ),
  },
  {
    name: 'create_booking with 5 passengers in an economy car',
    send: async () => observe(await anon.rpc('create_booking', validBooking({ p_passengers: 5 }))),
    expected: invalid(
      'vehicle_type',
      'Too many passengers for the Economy: please choose another vehicle',
    ),
  },
  {
    name: 'create_booking with an unknown vehicle',
    send: async () =>
      observe(
        await anon.rpc(
          'create_booking',
          validBooking({ p_vehicle_type: 'limo', p_total_price: 50 }),
        ),
      ),
    expected: invalid(
      'vehicle_type',
      'Vehicle type must be one of economy, premium, luxury, executive, hiace',
    ),
  },
  {
    name: 'create_booking with passengers sent as text',
    send: async () =>
      observe(
        await anon.rpc('create_booking', {
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
      const { error } = await customerA.rpc('create_booking', replayed);
      if (error) throw new Error(error.message);
    },
    send: async () =>
      observe(await customerA.rpc('create_booking', { ...replayed, p_first_name: 'Changed' })),
    expected: refused(
      409,
      '23505',
      'This booking request was already submitted with different details',
      {
        details: 'idempotency_key',
        hint: 'Generate a new idempotency key for a new booking.',
      },
    ),
    verify: async () => {
      expect(await storedBooking(replayed.p_idempotency_key)).toEqual([
        { first_name: 'Original', user_id: SEED_USERS.customer.id },
      ]);
    },
  },
  {
    name: "another user replays an anonymous booking's idempotency key (same details)",
    setup: async () => {
      const { error } = await anon.rpc('create_booking', replayedByAnon);
      if (error) throw new Error(error.message);
    },
    send: async () => observe(await customerB.rpc('create_booking', replayedByAnon)),
    expected: refused(
      409,
      '23505',
      'This booking request was already submitted with different details',
      {
        details: 'idempotency_key',
        hint: 'Generate a new idempotency key for a new booking.',
      },
    ),
    verify: async () => {
      expect(await storedBooking(replayedByAnon.p_idempotency_key)).toEqual([
        { first_name: 'Anonymous', user_id: null },
      ]);
    },
  },

  // --- SQL-looking and malformed requests -----------------------------------------------------------
  {
    name: "an e-mail filter with SQL in it (customer2@example.com' or '1'='1)",
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .select('id')
          .eq('email', "customer2@example.com' or '1'='1"),
      ),
    expected: hiddenByRls,
  },
  {
    name: 'an id filter with SQL in it (1 or 1=1)',
    send: async () => observe(await customerA.from('bookings').select('id').eq('id', '1 or 1=1')),
    expected: refused(400, '22P02', 'invalid input syntax for type uuid: "1 or 1=1"'),
  },
  {
    name: 'an order clause with a statement in it',
    send: async () =>
      observe(
        await customerA.from('bookings').select('id').order('created_at; drop table bookings'),
      ),
    expected: refused(400, 'PGRST100', expect.stringMatching(/^"failed to parse order/), {
      details: expect.any(String),
    }),
  },
  {
    name: 'a select list with a sub-query in it',
    send: async () =>
      observe(await customerA.from('bookings').select('id, (select email from admin_users)')),
    expected: refused(
      400,
      'PGRST100',
      expect.stringMatching(/^"failed to parse select parameter/),
      {
        details: expect.any(String),
      },
    ),
  },
  {
    name: 'a broken or=(… filter',
    send: async () =>
      observe(await customerA.from('bookings').select('id').or('id.eq.1,(status.eq.pending')),
    expected: refused(400, 'PGRST100', expect.stringMatching(/^"failed to parse logic tree/), {
      details: expect.any(String),
    }),
  },
  {
    name: 'a filter on a column name with a statement in it',
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .select('id')
          .eq('id;drop table bookings' as 'id', 'x'),
      ),
    expected: refused(400, 'PGRST100', expect.stringMatching(/^"failed to parse filter/), {
      details: expect.any(String),
    }),
  },
  {
    name: 'selecting an unknown column',
    send: async () => observe(await customerA.from('bookings').select('id, secret' as 'id')),
    expected: refused(400, '42703', 'column bookings.secret does not exist'),
  },
  {
    name: 'updating an unknown column',
    send: async () =>
      observe(
        await customerA
          .from('bookings')
          .update({ secret: 'x' } as unknown as { status: string })
          .eq('id', SEED_BOOKINGS.customerPending),
      ),
    expected: refused(
      400,
      'PGRST204',
      "Could not find the 'secret' column of 'bookings' in the schema cache",
    ),
  },
  {
    name: 'a testimonial with an unknown column',
    send: async () =>
      observe(
        await anon
          .from('customer_testimonials')
          .insert({ ...testimonial, secret: true } as typeof testimonial),
      ),
    expected: refused(
      400,
      'PGRST204',
      "Could not find the 'secret' column of 'customer_testimonials' in the schema cache",
    ),
  },
  {
    name: 'a testimonial whose JSON body is cut off',
    send: () =>
      raw('customer_testimonials', { method: 'POST', body: '{"customer_name": "Cut off",' }),
    expected: refused(400, 'PGRST102', 'Empty or invalid json', { details: expect.any(String) }),
  },

  // --- Tokens -------------------------------------------------------------------------------------
  {
    name: "a customer's token with its e-mail claim changed to an admin's (signature no longer matches)",
    send: async () => {
      const [header, payload] = customerToken.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const forged = `${header}.${base64url({ ...claims, email: SEED_USERS.admin.email })}.${customerToken.split('.')[2]}`;
      return observe(await t.withToken(forged).from('bookings').select('id'));
    },
    expected: badJwt,
  },
  {
    name: "a customer's token with a corrupted signature cancelling their booking",
    send: async () => {
      const flipped = customerToken.endsWith('A') ? 'B' : 'A';
      const forged = `${customerToken.slice(0, -1)}${flipped}`;
      return observe(
        await t
          .withToken(forged)
          .from('bookings')
          .update({ status: 'cancelled' })
          .eq('id', SEED_BOOKINGS.customerPending),
      );
    },
    expected: badJwt,
  },
  {
    name: 'an expired token (signed with the real secret) cancelling a booking',
    send: async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = await sign(
        {
          sub: SEED_USERS.customer.id,
          email: SEED_USERS.customer.email,
          role: 'authenticated',
          aud: 'authenticated',
        },
        DEMO_JWT_SECRET,
        { iat: now - 7200, exp: now - 3600 },
      );
      return observe(
        await t
          .withToken(expired)
          .from('bookings')
          .update({ status: 'cancelled' })
          .eq('id', SEED_BOOKINGS.customerPending),
      );
    },
    expected: refused(401, 'PGRST303', 'JWT expired'),
  },
  {
    name: 'a service_role token signed with the wrong secret deleting a booking',
    send: async () => {
      const forged = await sign(
        { role: 'service_role' },
        'not-the-project-secret-not-the-project-secret',
      );
      return observe(
        await t.withToken(forged).from('bookings').delete().eq('id', SEED_BOOKINGS.guestPending),
      );
    },
    expected: badJwt,
  },
  {
    name: 'an unsigned (alg none) service_role token reading every booking',
    send: async () => {
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role', exp })}.`;
      return observe(await t.withToken(unsigned).from('bookings').select('id'));
    },
    expected: badJwt,
  },
  {
    name: 'a validly signed token claiming the postgres role',
    send: async () => {
      const token = await sign({ role: 'postgres' }, DEMO_JWT_SECRET);
      return observe(
        await t.withToken(token).from('bookings').delete().eq('id', SEED_BOOKINGS.guestPending),
      );
    },
    expected: refused(403, '42501', 'permission denied to set role "postgres"'),
  },

  // --- Testimonials and e-mails -------------------------------------------------------------------
  {
    name: 'anon submits a pre-approved testimonial',
    send: async () =>
      observe(
        await anon.from('customer_testimonials').insert({ ...testimonial, is_approved: true }),
      ),
    expected: noGrant(401, 'customer_testimonials'),
  },
  {
    name: 'a customer submits a pre-featured testimonial',
    send: async () =>
      observe(
        await customerA.from('customer_testimonials').insert({ ...testimonial, is_featured: true }),
      ),
    expected: noGrant(403, 'customer_testimonials'),
  },
  {
    name: 'anon submits a testimonial with approved_at set',
    send: async () =>
      observe(
        await anon
          .from('customer_testimonials')
          .insert({ ...testimonial, approved_at: '2026-01-01T00:00:00Z' }),
      ),
    expected: noGrant(401, 'customer_testimonials'),
  },
  {
    name: "a customer submits a testimonial in another user's name (user_id)",
    send: async () =>
      observe(
        await customerA
          .from('customer_testimonials')
          .insert({ ...testimonial, user_id: SEED_USERS.customer2.id }),
      ),
    expected: noGrant(403, 'customer_testimonials'),
  },
  {
    name: 'a customer approves a pending testimonial',
    send: async () =>
      observe(
        await customerA
          .from('customer_testimonials')
          .update({ is_approved: true })
          .eq('id', SEED_TESTIMONIALS.pending)
          .select('id'),
      ),
    expected: hiddenByRls,
  },
  {
    name: 'anon reads customer_email',
    send: async () => observe(await anon.from('customer_testimonials').select('customer_email')),
    expected: noGrant(401, 'customer_testimonials'),
  },
  {
    name: 'a customer reads customer_email',
    send: async () =>
      observe(await customerA.from('customer_testimonials').select('id, customer_email')),
    expected: noGrant(403, 'customer_testimonials'),
  },
  {
    name: 'a customer reads the e-mails through the staff RPC',
    send: async () => observe(await customerA.rpc('list_testimonials_for_staff')),
    expected: refused(403, '42501', 'permission denied: staff only'),
  },

  // --- Staff records and the audit trail ------------------------------------------------------------
  {
    name: 'a customer makes themselves a super_admin',
    send: async () =>
      observe(
        await customerA
          .from('admin_users')
          .insert({ email: SEED_USERS.customer.email, role: 'super_admin' }),
      ),
    expected: refused(
      403,
      '42501',
      'new row violates row-level security policy for table "admin_users"',
    ),
  },
  {
    name: 'a moderator promotes their own record to super_admin',
    send: async () =>
      observe(
        await moderator
          .from('admin_users')
          .update({ role: 'super_admin' })
          .eq('email', SEED_USERS.moderator.email)
          .select('role'),
      ),
    expected: hiddenByRls,
  },
  {
    name: 'an admin deactivates the super_admin',
    send: async () =>
      observe(
        await admin
          .from('admin_users')
          .update({ is_active: false })
          .eq('email', SEED_USERS.superAdmin.email)
          .select('id'),
      ),
    expected: hiddenByRls,
  },
  {
    name: 'the last super_admin demotes themselves',
    send: async () =>
      observe(
        await superAdmin
          .from('admin_users')
          .update({ role: 'admin' })
          .eq('email', SEED_USERS.superAdmin.email)
          .select('role'),
      ),
    expected: refused(400, 'P0001', 'At least one active super_admin must remain', {
      details: 'role',
    }),
  },
  {
    name: 'a customer forges an audit event',
    send: async () =>
      observe(
        await customerA.from('booking_events').insert({
          booking_id: SEED_BOOKINGS.customerCompleted,
          reference_number: 'BB-100003-CUD',
          event_type: 'status_changed',
          old_status: 'completed',
          new_status: 'cancelled',
          actor_role: 'service_role',
        }),
      ),
    expected: noGrant(403, 'booking_events'),
  },
  {
    name: 'an admin erases the audit trail of a booking',
    send: async () =>
      observe(
        await admin.from('booking_events').delete().eq('booking_id', SEED_BOOKINGS.customerPending),
      ),
    expected: noGrant(403, 'booking_events'),
  },
  {
    name: 'reading the private pricing tables (Accept-Profile: private)',
    send: () =>
      raw('vehicle_rates?select=*', {
        method: 'GET',
        headers: { 'accept-profile': 'private', authorization: `Bearer ${customerToken}` },
      }),
    expected: refused(406, 'PGRST106', 'Invalid schema: private', {
      hint: 'Only the following schemas are exposed: public',
    }),
  },
  {
    name: 'calling a private function over RPC',
    send: async () => observe(await anon.rpc('quote_price' as 'list_testimonials_for_staff')),
    expected: refused(
      404,
      'PGRST202',
      'Could not find the function public.quote_price without parameters in the schema cache',
      {
        details:
          'Searched for the function public.quote_price without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      },
    ),
  },
];

describe('every tampering request is refused and stores nothing', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await c.setup?.();
    const before = await fingerprint();
    const seen = await c.send();
    expect(seen).toEqual(c.expected);
    expect(await fingerprint()).toEqual(before);
    await c.verify?.();
  });

  it('has at least 25 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });
});

describe('SQL-looking text in a valid booking', () => {
  it('is stored verbatim and never executed', async () => {
    const text = {
      p_first_name: "Robert'); DROP TABLE bookings;--",
      p_last_name: "O'Brien; delete from admin_users",
      p_dropoff_location: "Holetown'; update public.bookings set total_price = 0 where '1'='1",
      p_guest_name: "x' OR '1'='1",
      p_flight_details: '$$; select pg_sleep(10); $$',
    };
    const before = await fingerprint();
    const staffBefore = await t.server.db.query<{ n: number }>(
      'select count(*)::int as n from public.admin_users',
    );
    const args = validBooking(text);
    const { data, error } = await customerA.rpc('create_booking', args);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      first_name: text.p_first_name,
      last_name: text.p_last_name,
      dropoff_location: text.p_dropoff_location,
      guest_name: text.p_guest_name,
      flight_details: text.p_flight_details,
      total_price: args.p_total_price,
    });
    const { rows } = await t.server.db.query<Record<string, unknown>>(
      `select first_name, last_name, dropoff_location, guest_name, flight_details,
              (select count(*)::int from public.bookings) as bookings,
              (select count(*)::int from public.bookings where total_price = 0) as free_bookings,
              (select count(*)::int from public.admin_users) as staff
         from public.bookings where idempotency_key = $1`,
      [args.p_idempotency_key],
    );
    expect(rows).toEqual([
      {
        first_name: text.p_first_name,
        last_name: text.p_last_name,
        dropoff_location: text.p_dropoff_location,
        guest_name: text.p_guest_name,
        flight_details: text.p_flight_details,
        bookings: Number(before.booking_count) + 1,
        free_bookings: 0,
        staff: staffBefore.rows[0]?.n,
      },
    ]);
  });
});
