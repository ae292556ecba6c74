/**
 * Several senders claiming the e-mail outbox at once never take the same row: four service-role
 * clients loop over claim_booking_emails / complete_booking_email until 200 queued e-mails are gone,
 * on PGlite (which serialises statements) and on PostgreSQL 15 (a pool of connections: the claims
 * really overlap, and FOR UPDATE SKIP LOCKED is what keeps them apart). Each booking also queues its
 * reminder, due the day before its pickup years ahead: no sender claims it before it is due. When no
 * PostgreSQL 15 can be started on this machine, its test prints why and checks nothing.
 */
import {
  type ApiServer,
  type Client,
  liftBookingLimits,
  startApiServer,
} from '../../src/testing/api-server';
import { validBooking } from '../../src/testing/booking-args';
import { type Postgres15Server, startPostgres15Server } from '../../src/testing/postgres15-server';

jest.setTimeout(180_000);

const BOOKINGS = 100;
const SENDERS = 4;

let pglite: ApiServer | null = null;
let postgres: Postgres15Server | null = null;
let skipReason = '';

beforeAll(async () => {
  const [memory, real] = await Promise.all([startApiServer(), startPostgres15Server()]);
  await liftBookingLimits(memory);
  if (!('reason' in real)) await liftBookingLimits(real.api);
  pglite = memory;
  if ('reason' in real) {
    skipReason = real.reason;
    console.warn(`PostgreSQL 15 claim tests not run: ${real.reason}`);
  } else {
    postgres = real;
  }
});

afterAll(async () => {
  await Promise.all([pglite?.close(), postgres?.stop()]);
});

/** One sender: claims batches of 10 and completes each row, until a claim comes back empty. */
async function drain(client: Client): Promise<number[]> {
  const taken: number[] = [];
  for (;;) {
    const { data, error } = await client.rpc('claim_booking_emails', { p_limit: 10 });
    if (error) throw new Error(error.message);
    if (!data || data.length === 0) return taken;
    for (const row of data) {
      taken.push(row.id);
      const done = await client.rpc('complete_booking_email', {
        p_id: row.id,
        p_claim_token: row.claim_token,
      });
      if (done.error || done.data !== true) throw new Error(`could not complete ${row.id}`);
    }
  }
}

async function claimRace(api: ApiServer) {
  const anon = api.anon();
  for (let i = 0; i < BOOKINGS; i += 1) {
    const { error } = await anon.rpc('create_booking', validBooking());
    if (error) throw new Error(error.message);
  }
  const queued = await api.server.db.query<{ n: number }>(
    `select count(*)::int as n from private.email_outbox
      where status = 'pending' and next_attempt_at <= now()`,
  );
  const perSender = await Promise.all(Array.from({ length: SENDERS }, () => drain(api.service())));
  const stored = await api.server.db.query<{
    kind: string;
    status: string;
    attempts: number;
    n: number;
  }>(
    `select case when kind = 'trip_reminder' then kind else 'due now' end as kind,
            status, attempts, count(*)::int as n
       from private.email_outbox
      where booking_id::text not like '00000000-0000-4000-c000-%'
      group by 1, 2, 3
      order by 1`,
  );
  return { queued: queued.rows[0]?.n, perSender, stored: stored.rows };
}

function expectEachOnce(outcome: Awaited<ReturnType<typeof claimRace>>): void {
  expect(outcome.queued).toBe(BOOKINGS * 2);
  const all = outcome.perSender.flat();
  expect(all).toHaveLength(BOOKINGS * 2);
  expect(new Set(all).size).toBe(BOOKINGS * 2);
  expect(outcome.stored).toEqual([
    { kind: 'due now', status: 'sent', attempts: 1, n: BOOKINGS * 2 },
    // The future-dated reminders: neither sender claimed one before its due time.
    { kind: 'trip_reminder', status: 'pending', attempts: 0, n: BOOKINGS },
  ]);
}

it('on PGlite, four senders take each of 200 e-mails exactly once', async () => {
  if (!pglite) throw new Error('the PGlite server did not start');
  expectEachOnce(await claimRace(pglite));
});

it('on PostgreSQL 15, four senders with overlapping claims take each of 200 e-mails exactly once', async () => {
  if (!postgres) {
    console.warn(`skipped on this machine: ${skipReason}`);
    return;
  }
  const outcome = await claimRace(postgres.api);
  expectEachOnce(outcome);
  // They really shared the work.
  expect(outcome.perSender.filter((ids) => ids.length > 0).length).toBeGreaterThan(1);
});
