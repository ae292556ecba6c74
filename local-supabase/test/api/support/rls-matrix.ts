/**
 * The RLS matrix over HTTP, shared part: the actors (anon, two customers, the three staff levels, a
 * signed-in user whose admin record is inactive, and the seeded driver) signed in to the real local-supabase server, the
 * expected results, the helpers the probes use, and the row runner. Each table's rows and probes live
 * in rls-rows/<table>.ts; each rls-matrix-<table>.test.ts runs one table.
 *
 * A row states the exact client-visible result, as PostgREST gives it: a refusal is
 * `{ status, error: { code, message, details, hint }, data: null }` (42501 is 401 for anon and 403
 * for a signed-in role), a row hidden by RLS is an empty result (200 `[]`), an allowed call shows
 * what came back. Every write also states what is stored afterwards, read with the service role.
 */
import { randomUUID } from 'node:crypto';

import { confirmedUser } from '../../helpers/users';
import {
  RETIRED_ADMIN_EMAIL,
  SEED_BOOKINGS,
  SEED_TESTIMONIALS,
  SEED_USERS,
} from '../../../src/testing/seed-ids';
import {
  type ApiServer,
  type Client,
  observe,
  type Observed,
  startApiServer,
} from '../../../src/testing/api-server';
import { validBooking } from '../../../src/testing/booking-args';

export type ActorName =
  | 'anon'
  | 'customerA'
  | 'customerB'
  | 'moderator'
  | 'admin'
  | 'superAdmin'
  | 'inactiveAdmin'
  | 'driver';

export type TableName =
  | 'bookings'
  | 'additional_services'
  | 'booking_events'
  | 'customer_testimonials'
  | 'admin_users'
  | 'site_settings'
  | 'site_settings_events'
  | 'email_outbox'
  | 'booking_manage_tokens'
  | 'vehicles'
  | 'drivers'
  | 'booking_assignments'
  | 'driver_jobs'
  | 'dispatch_rpc'
  | 'rpc';

/** What one row expects: the client-visible result, and for writes what is stored afterwards. */
export interface Expected extends Observed {
  stored?: unknown;
}

/** What a probe saw; `vars` fills `{name}` placeholders of the expected message. */
export interface Outcome extends Observed {
  stored?: unknown;
  vars?: Record<string, string>;
}

export type Row = [ActorName, TableName, string, Expected];

export const ACTORS: readonly ActorName[] = [
  'anon',
  'customerA',
  'customerB',
  'moderator',
  'admin',
  'superAdmin',
  'inactiveAdmin',
  'driver',
];

export function ok(status: number, data: unknown, stored?: unknown): Expected {
  return stored === undefined
    ? { status, error: null, data }
    : { status, error: null, data, stored };
}

export function denied(
  status: 400 | 401 | 403 | 404 | 406,
  code: string,
  message: string,
  stored?: unknown,
  extra: { details?: string; hint?: string } = {},
): Expected {
  const error = { code, message, details: extra.details ?? null, hint: extra.hint ?? null };
  return stored === undefined
    ? { status, error, data: null }
    : { status, error, data: null, stored };
}

/** Missing GRANT: 401 for anon, 403 for a signed-in role (compat §3.4). */
export const noGrant = (status: 401 | 403, table: string, stored?: unknown) =>
  denied(status, '42501', `permission denied for table ${table}`, stored);

/** An INSERT (or its RETURNING) that fails a policy: 42501 with Postgres' RLS message. */
export const rlsViolation = (status: 401 | 403, table: string, stored?: unknown) =>
  denied(
    status,
    '42501',
    `new row violates row-level security policy for table "${table}"`,
    stored,
  );

export const NOT_CANCELLABLE =
  'permission denied: only a pending or confirmed booking can be cancelled (booking {reference} is pending)';
export const CONTACT_SUPPORT = 'Contact support to change this booking.';

/** The same refusal of a missing GRANT for every actor and each of `operations`. */
export function noGrantForAll(
  table: Exclude<TableName, 'rpc' | 'email_outbox' | 'booking_manage_tokens' | 'dispatch_rpc'>,
  operations: string[],
  stored?: unknown,
): Row[] {
  return operations.flatMap((operation) =>
    ACTORS.map((actor): Row => [
      actor,
      table,
      operation,
      noGrant(actor === 'anon' ? 401 : 403, table, stored),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------------
// The server and the actors
// ---------------------------------------------------------------------------------------------------

export const ALL_SEED_BOOKINGS = Object.values(SEED_BOOKINGS).sort();
export const ALL_SEED_TESTIMONIALS = Object.values(SEED_TESTIMONIALS).sort();

export const actors = {} as { t: ApiServer; service: Client };
export const clients = {} as Record<ActorName, Client>;
const userIds = {} as Record<ActorName, string | null>;
export const emails: Record<ActorName, string> = {
  anon: 'guest.booker@example.com',
  customerA: SEED_USERS.customer.email,
  customerB: SEED_USERS.customer2.email,
  moderator: SEED_USERS.moderator.email,
  admin: SEED_USERS.admin.email,
  superAdmin: SEED_USERS.superAdmin.email,
  inactiveAdmin: RETIRED_ADMIN_EMAIL,
  driver: SEED_USERS.driver.email,
};

export function startActors(): void {
  beforeAll(async () => {
    const t = await startApiServer();
    actors.t = t;
    actors.service = t.service();
    clients.anon = t.anon();
    userIds.anon = null;
    const seeded: [ActorName, { email: string; password: string }][] = [
      ['customerA', SEED_USERS.customer],
      ['customerB', SEED_USERS.customer2],
      ['moderator', SEED_USERS.moderator],
      ['admin', SEED_USERS.admin],
      ['superAdmin', SEED_USERS.superAdmin],
      ['driver', SEED_USERS.driver],
    ];
    for (const [name, user] of seeded) {
      const session = await t.signIn(user.email, user.password);
      clients[name] = session.client;
      userIds[name] = session.userId;
    }
    // The inactive admin record has no auth user in the seed: sign up and confirm one for it.
    const retired = t.anon();
    const { userId } = await confirmedUser(
      t.url,
      retired,
      RETIRED_ADMIN_EMAIL,
      'retired-admin-2026',
    );
    clients.inactiveAdmin = retired;
    userIds.inactiveAdmin = userId;
  });

  afterAll(async () => {
    await actors.t.close();
  });
}

export function author(actor: ActorName, id: string | null): 'actor' | 'none' | 'other' {
  if (id === null) return 'none';
  return id === userIds[actor] ? 'actor' : 'other';
}

export function must<T>(value: T | null, error: { message: string } | null, what: string): T {
  if (error || value === null) throw new Error(`${what}: ${error?.message ?? 'no data'}`);
  return value;
}

/** A new pending booking of customer A (made through the booking RPC as customer A). */
export async function freshCustomerBooking(): Promise<{ id: string; reference: string }> {
  const { data, error } = await clients.customerA.rpc(
    'create_booking',
    validBooking({ p_email: SEED_USERS.customer.email, p_first_name: 'Carla' }),
  );
  const row = must(data, error, 'fresh booking');
  return { id: row.id, reference: row.reference_number };
}

export async function bookingStatus(id: string): Promise<string | 'deleted'> {
  const { data, error } = await actors.service.from('bookings').select('status').eq('id', id);
  const rows = must(data, error, 'booking status');
  return rows[0]?.status ?? 'deleted';
}

export async function freshTestimonial(): Promise<string> {
  const { data, error } = await actors.service
    .from('customer_testimonials')
    .insert({
      customer_name: 'Matrix Reviewer',
      customer_email: 'matrix.reviewer@example.com',
      rating: 4,
      testimonial_text: 'A pending testimonial made for one matrix row.',
    })
    .select('id')
    .single();
  return must(data, error, 'fresh testimonial').id;
}

export async function freshStaffRecord(): Promise<string> {
  const { data, error } = await actors.service
    .from('admin_users')
    .insert({ email: `matrix.${randomUUID()}@example.com`, role: 'moderator' })
    .select('id')
    .single();
  return must(data, error, 'fresh staff record').id;
}

/** A stable text snapshot of a table's rows (service role), to prove a refused write changed nothing. */
async function snapshot(
  table: 'additional_services' | 'booking_events',
  bookingId: string,
): Promise<string> {
  const { data, error } = await actors.service
    .from(table)
    .select('*')
    .eq('booking_id', bookingId)
    .order('id');
  return JSON.stringify(must(data, error, `${table} snapshot`));
}

export async function unchangedAfter(
  table: 'additional_services' | 'booking_events',
  run: () => Promise<Observed>,
): Promise<Outcome> {
  const before = await snapshot(table, SEED_BOOKINGS.customerPending);
  const result = await run();
  const after = await snapshot(table, SEED_BOOKINGS.customerPending);
  return { ...result, stored: after === before ? 'unchanged' : 'changed' };
}

export async function existsIn(
  table: 'bookings' | 'customer_testimonials' | 'admin_users',
  id: string,
): Promise<'kept' | 'deleted'> {
  const { data, error } = await actors.service.from(table).select('id').eq('id', id);
  return must(data, error, `${table} row`).length === 1 ? 'kept' : 'deleted';
}

export const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

export type Probe = (c: Client, actor: ActorName) => Promise<Outcome>;

export type Probes = Record<string, Probe>;

export function title([actor, , operation, expected]: Row): string {
  const outcome = expected.error
    ? `${expected.status} ${expected.error.code}`
    : `${expected.status} ${JSON.stringify(expected.data)}`;
  return `${actor} ${operation} → ${outcome.length > 70 ? `${outcome.slice(0, 67)}...` : outcome}`;
}

export function fill(message: string, vars: Record<string, string> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** One test per row of `table`: the probe's result and what is stored must be exactly as expected. */
export function runRows(table: TableName, rows: Row[], probes: Probes): void {
  describe(table, () => {
    it.each(rows.map((row) => [title(row), ...row] as [string, ...Row]))(
      '%s',
      async (_title, actor, _table, operation, expected) => {
        const probe = probes[operation];
        if (!probe) throw new Error(`no probe for ${table} ${operation}`);
        const { vars, ...seen } = await probe(clients[actor], actor);
        const want: Expected = expected.error
          ? {
              ...expected,
              error: { ...expected.error, message: fill(expected.error.message, vars) },
            }
          : expected;
        expect(seen).toEqual(want);
      },
    );
  });
}

type FreshTable = 'bookings' | 'customer_testimonials' | 'admin_users';

/** A probe deleting a row of `table` made by `fresh` for it alone; stored: kept or deleted. */
export function deleteFresh(table: FreshTable, fresh: () => Promise<string>): Probe {
  return async (c) => {
    const id = await fresh();
    const result = observe(
      await c.from(table).delete().eq('id', id).select('id'),
      (rows) => rows.length,
    );
    return { ...result, stored: await existsIn(table, id) };
  };
}

/** How many rows of `table` have `value` in `column` (read with the service role). */
export async function storedCount(
  table: FreshTable,
  column: 'id' | 'email' | 'customer_name' | 'idempotency_key',
  value: string,
): Promise<number | null> {
  const { count } = await actors.service
    .from(table)
    .select('id', { count: 'exact', head: true })
    // Every listed column exists on the tables it is used with; the union of tables only types `id`.
    .eq(column as 'id', value);
  return count;
}
