/**
 * The e-mail outbox's functions for the mailer (service role: claim, complete, fail, each row handed
 * to one sender) and for staff (the list and resend of a booking's e-mails), at SQL level.
 */
import { type Queryable } from '../../src/db';
import { bookingArgs, createBooking } from '../../src/testing/booking-rpc';
import {
  ACTORS,
  asActor,
  asSuperuser,
  becomeActor,
  pgError,
  setupSchemaDatabase,
} from '../support/schema-db';
import { SEED_BOOKINGS } from '../../src/testing/seed-ids';

const db = setupSchemaDatabase();

describe('the sender functions (service role)', () => {
  interface Claimed {
    id: number;
    claim_token: string;
    kind: string;
    attempts: number;
    extras: { service_type: string; quantity: number; price: number }[];
  }

  /** In the test's transaction: everything already queued is set aside, then `count` bookings made. */
  async function freshQueue(tx: Queryable, count: number): Promise<string[]> {
    await tx.query(`select set_config('role', 'postgres', true)`);
    await tx.query(
      `update private.email_outbox set status = 'sent', sent_at = now() where status = 'pending'`,
    );
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      await becomeActor(tx, ACTORS.anon);
      ids.push((await createBooking(tx, bookingArgs({ p_car_seats: 2 }))).id);
    }
    await becomeActor(tx, ACTORS.serviceRole);
    return ids;
  }

  const claim = async (tx: Queryable, limit = 10, maxAttempts = 10) =>
    (
      await tx.query<Claimed>(
        'select * from public.claim_booking_emails(p_limit => $1, p_max_attempts => $2)',
        [limit, maxAttempts],
      )
    ).rows;

  const complete = async (tx: Queryable, row: Claimed, token = row.claim_token) =>
    (
      await tx.query<{ ok: boolean }>('select public.complete_booking_email($1, $2, $3) as ok', [
        row.id,
        token,
        '<msg@local>',
      ])
    ).rows[0]?.ok;

  const fail = async (tx: Queryable, row: Claimed, error: string, retry: number | null) =>
    (
      await tx.query<{ status: string | null }>(
        'select public.fail_booking_email($1, $2, $3, $4) as status',
        [row.id, row.claim_token, error, retry],
      )
    ).rows[0]?.status;

  const stored = async (tx: Queryable, id: number) =>
    (
      await tx.query<Record<string, unknown>>(
        `select status, attempts, last_error, sent_at is not null as has_sent_at,
                claim_token is null as unclaimed, provider_message_id,
                next_attempt_at > now() as waits
           from private.email_outbox where id = $1`,
        [id],
      )
    ).rows[0];

  it('hands each due row to one claim, with the booking extras, and counts the attempt', async () => {
    const result = await asActor(db(), ACTORS.serviceRole, async (tx) => {
      await freshQueue(tx, 2);
      const first = await claim(tx, 3);
      const second = await claim(tx, 3);
      const third = await claim(tx, 3);
      return { first, second, third };
    });
    expect(result.first).toHaveLength(3);
    expect(result.second).toHaveLength(1);
    expect(result.third).toEqual([]);
    const ids = [...result.first, ...result.second].map((r) => r.id);
    expect(new Set(ids).size).toBe(4);
    for (const row of [...result.first, ...result.second]) {
      expect(row.attempts).toBe(1);
      expect(row.claim_token).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.extras).toEqual([{ service_type: 'car_seats', quantity: 2, price: 30 }]);
    }
  });

  it('marks a delivered row sent with the time, once, only for the holder of the claim', async () => {
    const outcome = await asActor(db(), ACTORS.serviceRole, async (tx) => {
      await freshQueue(tx, 1);
      const [row] = await claim(tx, 1);
      if (!row) throw new Error('nothing claimed');
      const wrongToken = await complete(tx, row, '00000000-0000-4000-8000-000000000000');
      const done = await complete(tx, row);
      const again = await complete(tx, row);
      return { wrongToken, done, again, after: await stored(tx, row.id) };
    });
    expect(outcome).toMatchObject({ wrongToken: false, done: true, again: false });
    expect(outcome.after).toMatchObject({
      status: 'sent',
      attempts: 1,
      has_sent_at: true,
      unclaimed: true,
      provider_message_id: '<msg@local>',
    });
  });

  it('records a failure: waits and retries, or gives up with the error kept', async () => {
    const outcome = await asActor(db(), ACTORS.serviceRole, async (tx) => {
      await freshQueue(tx, 1);
      const [a, b] = await claim(tx, 2);
      if (!a || !b) throw new Error('nothing claimed');
      const retried = await fail(tx, a, 'connect ECONNREFUSED 127.0.0.1:587', 60);
      const gaveUp = await fail(tx, b, `550 mailbox unavailable ${'x'.repeat(3000)}`, null);
      const lost = await fail(tx, a, 'late', 1);
      return {
        retried,
        gaveUp,
        lost,
        a: await stored(tx, a.id),
        b: await stored(tx, b.id),
        claimable: await claim(tx, 10),
      };
    });
    expect(outcome).toMatchObject({ retried: 'pending', gaveUp: 'failed', lost: null });
    expect(outcome.a).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'connect ECONNREFUSED 127.0.0.1:587',
      waits: true,
      unclaimed: true,
    });
    expect(outcome.b).toMatchObject({ status: 'failed', attempts: 1, has_sent_at: false });
    expect(String(outcome.b?.last_error)).toHaveLength(2000);
    // The retried row waits for its time; the failed one is never claimed again.
    expect(outcome.claimable).toEqual([]);
  });

  it('takes back a row whose sender died, and gives it up after the last attempt', async () => {
    const outcome = await asActor(db(), ACTORS.serviceRole, async (tx) => {
      await freshQueue(tx, 1);
      const expire = () =>
        tx.query(
          `update private.email_outbox set claimed_until = now() - interval '1 second' where status = 'sending'`,
        );
      const first = await claim(tx, 2);
      await expire();
      const again = await claim(tx, 2, 3);
      const oldToken = first[0] ? await complete(tx, first[0]) : 'none';
      await expire();
      const atLimit = await claim(tx, 2, 2);
      const rows = await Promise.all(first.map((row) => stored(tx, row.id)));
      return { first, again, oldToken, atLimit, rows };
    });
    expect(outcome.again.map((r) => r.attempts)).toEqual([2, 2]);
    expect(outcome.oldToken).toBe(false);
    expect(outcome.atLimit).toEqual([]);
    for (const row of outcome.rows) {
      expect(row).toMatchObject({
        status: 'failed',
        attempts: 2,
        unclaimed: true,
        last_error: 'The sender stopped during the last attempt (its lease expired)',
      });
    }
  });
});

describe('staff functions', () => {
  interface Listed {
    id: number;
    kind: string;
    recipient: string;
    status: string;
    attempts: number;
    last_error: string | null;
    requested_by: string | null;
  }

  const list = (tx: Queryable, id: string) =>
    tx.query<Listed>('select * from public.list_booking_emails($1)', [id]);
  const resend = (tx: Queryable, id: string) =>
    tx.query<Listed>('select * from public.resend_booking_confirmation($1)', [id]);

  it("lists a booking's e-mails with their status and the last error", async () => {
    const rows = await asActor(
      db(),
      ACTORS.moderator,
      async (tx) => (await list(tx, SEED_BOOKINGS.guestPending)).rows,
    );
    expect(rows.map((r) => [r.kind, r.recipient, r.status, r.attempts, r.last_error])).toEqual([
      [
        'booking_confirmation',
        'grace.visitor@example.org',
        'failed',
        10,
        '550 5.1.1 <grace.visitor@example.org>: Recipient address rejected: User unknown',
      ],
      ['company_new_booking', 'bookings@example.com', 'sent', 1, null],
      // Every e-mail of the booking, the reminder still waiting for the day before its pickup too.
      ['trip_reminder', 'grace.visitor@example.org', 'pending', 0, null],
    ]);
  });

  it('resends a confirmation with a key of its own, and not twice while it waits', async () => {
    const outcome = await asActor(db(), ACTORS.admin, async (tx) => {
      const first = (await resend(tx, SEED_BOOKINGS.guestPending)).rows;
      const second = (await resend(tx, SEED_BOOKINGS.guestPending)).rows;
      const keys = await asSuperuser(tx, ACTORS.admin, () =>
        tx.query<{ event_key: string }>(
          `select event_key from private.email_outbox where booking_id = $1 and kind = 'booking_confirmation' order by id`,
          [SEED_BOOKINGS.guestPending],
        ),
      );
      return { first, second, keys: keys.rows.map((r) => r.event_key) };
    });
    expect(outcome.first).toHaveLength(1);
    expect(outcome.first[0]).toMatchObject({
      kind: 'booking_confirmation',
      recipient: 'grace.visitor@example.org',
      status: 'pending',
      attempts: 0,
      requested_by: 'admin@example.com',
    });
    expect(outcome.second).toEqual(outcome.first);
    expect(outcome.keys).toHaveLength(2);
    expect(outcome.keys[1]).toMatch(/^resend:[0-9a-f-]{36}$/);
  });

  it('refuses to resend for a cancelled or unknown booking', async () => {
    const cancelled = await pgError(
      asActor(db(), ACTORS.superAdmin, (tx) => resend(tx, SEED_BOOKINGS.customerCancelled)),
    );
    expect([cancelled.code, cancelled.message]).toEqual([
      '22023',
      'Booking BB-100004-CUX is cancelled: there is no confirmation to resend',
    ]);
    const unknown = await pgError(
      asActor(db(), ACTORS.superAdmin, (tx) => resend(tx, '00000000-0000-4000-c000-0000000000ff')),
    );
    expect([unknown.code, unknown.message]).toEqual(['P0002', 'Booking not found']);
  });
});
