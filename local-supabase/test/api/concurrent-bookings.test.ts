/**
 * A double-clicked (or retried) booking form: ten identical `rpc('create_booking', …)` calls with the
 * same idempotency key, sent in parallel through ten supabase-js clients, create exactly ONE booking
 * (with its extras, one audit row, one customer confirmation and one company notice in the e-mail
 * outbox) and all ten callers get that same booking back. Run against
 * the server on PGlite (which serialises statements) and on PostgreSQL 15 through DATABASE_URL
 * (a pool of connections: the ten transactions really overlap and race on the unique key). When no
 * PostgreSQL 15 can be started on this machine, its tests print why and check nothing.
 */
import pg from 'pg';

import { SEED_USERS } from '../../src/testing/seed-ids';
import {
  type ApiServer,
  type Client,
  liftBookingLimits,
  startApiServer,
} from '../../src/testing/api-server';
import {
  type BookingRow,
  type CreateBookingArgs,
  validBooking,
} from '../../src/testing/booking-args';
import { type Postgres15Server, startPostgres15Server } from '../../src/testing/postgres15-server';

jest.setTimeout(120_000);

const CALLERS = 10;

interface Backend {
  name: string;
  api: ApiServer | null;
  skipReason: string;
  stop: () => Promise<void>;
}

const pglite: Backend = { name: 'PGlite', api: null, skipReason: '', stop: async () => {} };
const postgres: Backend = {
  name: 'PostgreSQL 15',
  api: null,
  skipReason: '',
  stop: async () => {},
};

let cluster: Postgres15Server | null = null;

beforeAll(async () => {
  const [memory, real] = await Promise.all([startApiServer(), startPostgres15Server()]);
  await liftBookingLimits(memory);
  if (!('reason' in real)) await liftBookingLimits(real.api);
  pglite.api = memory;
  pglite.stop = () => memory.close();
  if ('reason' in real) {
    postgres.skipReason = real.reason;
    console.warn(`PostgreSQL 15 concurrency tests not run: ${real.reason}`);
  } else {
    const started: Postgres15Server = real;
    cluster = started;
    postgres.api = started.api;
    postgres.stop = () => started.stop();
  }
});

afterAll(async () => {
  await Promise.all([pglite.stop(), postgres.stop()]);
});

interface Burst {
  results: { status: number; error: unknown; data: BookingRow | null }[];
  stored: { bookings: number; extras: number; createdEvents: number; emails: string[] };
}

/** Sends the same arguments from `clients` at once, then counts what was stored (service role). */
async function burst(api: ApiServer, clients: Client[], args: CreateBookingArgs): Promise<Burst> {
  const results = await Promise.all(
    clients.map(async (client) => {
      const { status, error, data } = await client.rpc('create_booking', args);
      return { status, error, data };
    }),
  );
  const service = api.service();
  const { data: rows, error } = await service
    .from('bookings')
    .select('id')
    .eq('idempotency_key', args.p_idempotency_key);
  if (error) throw new Error(error.message);
  const ids = (rows ?? []).map((r) => r.id);
  const extras = await service
    .from('additional_services')
    .select('id', { count: 'exact', head: true })
    .in('booking_id', ids);
  const events = await service
    .from('booking_events')
    .select('id', { count: 'exact', head: true })
    .in('booking_id', ids)
    .eq('event_type', 'created');
  // The outbox is not exposed over the API: read it on the server's own database.
  const emails = await api.server.db.query<{ kind: string }>(
    `select kind from private.email_outbox
      where booking_id = any(string_to_array($1, ',')::uuid[]) order by kind`,
    [ids.join(',')],
  );
  return {
    results,
    stored: {
      bookings: ids.length,
      extras: extras.count ?? -1,
      createdEvents: events.count ?? -1,
      emails: emails.rows.map((r) => r.kind),
    },
  };
}

function expectOneBooking(outcome: Burst, author: string | null): void {
  expect(outcome.results.map((r) => [r.status, r.error])).toEqual(
    Array.from({ length: CALLERS }, () => [200, null]),
  );
  const first = outcome.results[0]?.data;
  expect(first).toMatchObject({ status: 'pending', user_id: author });
  // Every caller got the very same row back (id, reference, timestamps and all).
  for (const result of outcome.results) expect(result.data).toEqual(first);
  // Car seats and a supermarket stop: two extras lines, once; one 'created' audit row; one e-mail
  // to the customer and one to the company; one reminder for the day before.
  expect(outcome.stored).toEqual({
    bookings: 1,
    extras: 2,
    createdEvents: 1,
    emails: ['booking_confirmation', 'company_new_booking', 'trip_reminder'],
  });
}

describe.each([pglite, postgres])('on $name', (backend) => {
  function server(): ApiServer | null {
    if (!backend.api) console.warn(`skipped on this machine: ${backend.skipReason}`);
    return backend.api;
  }

  it('ten signed-in callers with one idempotency key create one booking and all get it back', async () => {
    const api = server();
    if (!api) return;
    const { token, userId } = await api.signIn(
      SEED_USERS.customer.email,
      SEED_USERS.customer.password,
    );
    const clients = Array.from({ length: CALLERS }, () => api.withToken(token));
    const args = validBooking({
      p_email: SEED_USERS.customer.email,
      p_car_seats: 2,
      p_supermarket_stop: true,
    });
    expectOneBooking(await burst(api, clients, args), userId);
  });

  it('ten anonymous callers with one idempotency key create one booking, three rounds in a row', async () => {
    const api = server();
    if (!api) return;
    for (let round = 0; round < 3; round += 1) {
      const clients = Array.from({ length: CALLERS }, () => api.anon());
      const args = validBooking({ p_car_seats: 1, p_supermarket_stop: true });
      expectOneBooking(await burst(api, clients, args), null);
    }
  });

  it('ten different keys sent at once create ten bookings with ten references', async () => {
    const api = server();
    if (!api) return;
    const results = await Promise.all(
      Array.from({ length: CALLERS }, () => api.anon().rpc('create_booking', validBooking())),
    );
    expect(results.map((r) => r.error)).toEqual(Array.from({ length: CALLERS }, () => null));
    const references = new Set(results.map((r) => r.data?.reference_number));
    expect(references.size).toBe(CALLERS);
  });
});

describe('on PostgreSQL 15, with all ten transactions forced to overlap', () => {
  it('ten callers held together at the insert, then released, still create one booking', async () => {
    if (!cluster) {
      console.warn(`skipped on this machine: ${postgres.skipReason}`);
      return;
    }
    const api = cluster.api;
    // A SHARE lock on bookings lets the ten requests look the key up (nothing yet) but blocks every
    // INSERT: once all ten wait on it (the server's pool has ten connections), they are provably in
    // flight together, each past its "is this key already booked?" check; then they race.
    const locker = new pg.Client({ connectionString: cluster.cluster.superUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table public.bookings in share mode');
      const args = validBooking({ p_car_seats: 3, p_supermarket_stop: true });
      const clients = Array.from({ length: CALLERS }, () => api.anon());
      const pending = burst(api, clients, args);
      let waiting = 0;
      for (let i = 0; i < 200 && waiting < CALLERS; i += 1) {
        const { rows } = await locker.query<{ n: number }>(
          `select count(*)::int as n from pg_locks
            where relation = 'public.bookings'::regclass and not granted`,
        );
        waiting = rows[0]?.n ?? 0;
        if (waiting < CALLERS) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await locker.query('commit');
      expect(waiting).toBe(CALLERS);
      expectOneBooking(await pending, null);
    } finally {
      await locker.end();
    }
  });
});
