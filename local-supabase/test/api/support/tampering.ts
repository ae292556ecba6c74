/**
 * Shared setup of the tampering tests: the real local-supabase server (real migrations and seed), one
 * client per actor, a fingerprint of every public table, the expected refusals and the case runner.
 * Each tampering-*.test.ts file calls startTamperingServer() and runs its cases from tampering-cases/.
 */
import { SignJWT } from 'jose';

import { SEED_USERS } from '../../../src/testing/seed-ids';
import {
  type ApiServer,
  type Client,
  type Observed,
  startApiServer,
} from '../../../src/testing/api-server';
import { validBooking } from '../../../src/testing/booking-args';

export interface TamperingActors {
  t: ApiServer;
  anon: Client;
  customerA: Client;
  customerB: Client;
  moderator: Client;
  admin: Client;
  superAdmin: Client;
  /** driver@example.com: Dwayne, who drives seeded bookings 02 and 08 (not staff). */
  driver: Client;
  service: Client;
  customerToken: string;
}

const state: { current?: TamperingActors } = {};

/** The running server and its clients (only inside tests, after startTamperingServer's beforeAll). */
export function ctx(): TamperingActors {
  if (!state.current) throw new Error('startTamperingServer() has not run');
  return state.current;
}

/** Starts the server and signs every actor in before the file's tests; closes it afterwards. */
export function startTamperingServer(): void {
  beforeAll(async () => {
    const t = await startApiServer();
    const signIn = (user: { email: string; password: string }) =>
      t.signIn(user.email, user.password);
    const a = await signIn(SEED_USERS.customer);
    state.current = {
      t,
      anon: t.anon(),
      service: t.service(),
      customerA: a.client,
      customerToken: a.token,
      customerB: (await signIn(SEED_USERS.customer2)).client,
      moderator: (await signIn(SEED_USERS.moderator)).client,
      admin: (await signIn(SEED_USERS.admin)).client,
      superAdmin: (await signIn(SEED_USERS.superAdmin)).client,
      driver: (await signIn(SEED_USERS.driver)).client,
    };
  });

  afterAll(async () => {
    await state.current?.t.close();
    state.current = undefined;
  });
}

/** md5 of every row of every public table (and the booking count, for readable diffs). */
export async function fingerprint(): Promise<Record<string, string | number>> {
  const { rows } = await ctx().t.server.db.query<Record<string, string | number>>(`
    select (select count(*)::int from public.bookings) as booking_count,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.bookings x), '')) as bookings,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.additional_services x), '')) as additional_services,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.booking_events x), '')) as booking_events,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.customer_testimonials x), '')) as customer_testimonials,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.admin_users x), '')) as admin_users,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.vehicles x), '')) as vehicles,
           md5(coalesce((select string_agg(x::text, '|' order by x.id) from public.drivers x), '')) as drivers,
           md5(coalesce((select string_agg(x::text, '|' order by x.booking_id) from public.booking_assignments x), '')) as booking_assignments`);
  const row = rows[0];
  if (!row) throw new Error('no fingerprint');
  return row;
}

export type ExpectedError = {
  code: string;
  message: unknown;
  details: unknown;
  hint: string | null;
};

export function refused(
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

export const noGrant = (status: 401 | 403, table: string) =>
  refused(status, '42501', `permission denied for table ${table}`);
export const invalid = (field: string, message: string) =>
  refused(400, '22023', message, { details: field });
export const priceRefused = (expected: number, sent: number) =>
  refused(
    400,
    'P0001',
    `The price of this trip is ${expected} USD, not ${sent} USD. Please review the new price.`,
    { details: 'total_price', hint: `expected_total=${expected}` },
  );
export const notCancellable = (reference: string, status: string) =>
  refused(
    403,
    '42501',
    `permission denied: only a pending or confirmed booking can be cancelled (booking ${reference} is ${status})`,
    { hint: 'Contact support to change this booking.' },
  );
export const badJwt = refused(401, 'PGRST301', 'JWT cryptographic operation failed');
export const hiddenByRls: Observed = { status: 200, error: null, data: [] };

/** PostgREST's answer when the arguments name no overload of the function. */
export function noSuchOverload(args: Record<string, unknown>): Observed {
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

export async function sign(
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

export function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export const testimonial = {
  customer_name: 'Tamper Test',
  customer_email: 'tamper@example.com',
  rating: 5,
  testimonial_text: 'Trying to skip moderation.',
};

/** Sends a raw REST request (for what supabase-js never sends, such as broken JSON). */
export async function raw(path: string, init: RequestInit): Promise<Observed> {
  const response = await fetch(`${ctx().t.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: ctx().t.server.anonKey,
      'content-type': 'application/json',
      ...init.headers,
    },
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
export function withExtra(extra: Record<string, unknown>): Record<string, unknown> {
  return { ...validBooking(), ...extra };
}

export async function storedBooking(key: string) {
  const { data, error } = await ctx()
    .service.from('bookings')
    .select('first_name, user_id')
    .eq('idempotency_key', key);
  if (error) throw new Error(error.message);
  return data;
}

export interface Case {
  name: string;
  /** Writes the case needs before the "nothing changes" window (for example the original booking). */
  setup?: () => Promise<void>;
  send: () => Promise<Observed>;
  expected: Observed;
  /** Extra checks of the stored state afterwards. */
  verify?: () => Promise<void>;
}

/** One test per case: refused exactly as expected, and every public table unchanged. */
export function runCases(cases: Case[]): void {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await c.setup?.();
    const before = await fingerprint();
    const seen = await c.send();
    expect(seen).toEqual(c.expected);
    expect(await fingerprint()).toEqual(before);
    await c.verify?.();
  });
}
