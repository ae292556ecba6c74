/**
 * The e-mail outbox (supabase/migrations/*_create_email_outbox.sql) at SQL level, each case run as
 * PostgREST runs it: a booking queues exactly one customer confirmation and one company notice in its
 * own transaction (a rollback or a refusal queues nothing, a replay nothing more); each status change
 * queues its e-mail once; a customer's cancellation also tells the company; the company inbox comes
 * from its setting; and the sender's claim / complete / fail functions hand each row to one sender.
 */
import { type Queryable } from '../../src/db';
import { bookingArgs, type BookingRow, createBooking } from '../support/booking-rpc';
import {
  type Actor,
  ACTORS,
  asActor,
  asActorCommitted,
  becomeActor,
  pgError,
  setupSchemaDatabase,
} from '../support/schema-db';
import { SEED_BOOKINGS } from '../support/seed-ids';

const db = setupSchemaDatabase();

interface OutboxRow {
  kind: string;
  recipient: string;
  reply_to: string | null;
  event_key: string;
  status: string;
  attempts: number;
  booking_event_id: number | null;
  payload: {
    booking: Record<string, unknown>;
    event: { type: string; old_status: string | null; new_status: string; by: string; at: string };
    support_email: string;
  };
}

/** Reads as the superuser inside the test's transaction, then becomes `actor` again. */
async function asSuperuser<T>(tx: Queryable, actor: Actor, fn: () => Promise<T>): Promise<T> {
  await tx.query(`select set_config('role', 'postgres', true)`);
  try {
    return await fn();
  } finally {
    await becomeActor(tx, actor);
  }
}

async function outboxOf(tx: Queryable, actor: Actor, bookingId: string): Promise<OutboxRow[]> {
  return asSuperuser(tx, actor, async () => {
    const { rows } = await tx.query<OutboxRow>(
      `select kind, recipient, reply_to, event_key, status, attempts, booking_event_id, payload
         from private.email_outbox where booking_id = $1 order by id`,
      [bookingId],
    );
    return rows;
  });
}

const summary = (rows: OutboxRow[]) =>
  rows.map((r) => [r.kind, r.recipient, r.payload.event.new_status, r.payload.event.by]);

async function outboxCount(): Promise<number> {
  const { rows } = await db().query<{ n: number }>(
    'select count(*)::int as n from private.email_outbox',
  );
  return rows[0]?.n ?? -1;
}

function setStatus(tx: Queryable, id: string, status: string) {
  return tx.query('update public.bookings set status = $2 where id = $1', [id, status]);
}

describe('a new booking', () => {
  it('queues one confirmation to the customer and one notice to the company, in its transaction', async () => {
    const args = bookingArgs({ p_email: 'queue.test@example.com', p_car_seats: 1 });
    const { booking, rows, createdEvent } = await asActor(db(), ACTORS.anon, async (tx) => {
      const created = await createBooking(tx, args);
      const queued = await outboxOf(tx, ACTORS.anon, created.id);
      const event = await asSuperuser(tx, ACTORS.anon, () =>
        tx.query<{ id: number }>(
          `select id from public.booking_events where booking_id = $1 and event_type = 'created'`,
          [created.id],
        ),
      );
      return { booking: created, rows: queued, createdEvent: Number(event.rows[0]?.id) };
    });
    expect(rows.map((r) => [r.kind, r.recipient, r.reply_to, r.status, r.attempts])).toEqual([
      ['booking_confirmation', 'queue.test@example.com', 'bookings@example.com', 'pending', 0],
      ['company_new_booking', 'bookings@example.com', 'queue.test@example.com', 'pending', 0],
    ]);
    for (const row of rows) {
      expect(row.event_key).toBe(`event:${createdEvent}`);
      expect(Number(row.booking_event_id)).toBe(createdEvent);
      expect(row.payload.booking).toMatchObject({
        id: booking.id,
        reference_number: booking.reference_number,
        email: 'queue.test@example.com',
        status: 'pending',
        total_price: Number(booking.total_price),
      });
      expect(row.payload.booking).not.toHaveProperty('idempotency_key');
      expect(row.payload.booking).not.toHaveProperty('request_fingerprint');
      expect(row.payload.booking).not.toHaveProperty('user_id');
      expect(row.payload.event).toMatchObject({
        type: 'created',
        old_status: null,
        new_status: 'pending',
      });
      expect(row.payload.support_email).toBe('bookings@example.com');
    }
  });

  it('queues nothing more when the same submission is replayed', async () => {
    const args = bookingArgs();
    const kinds = await asActor(db(), ACTORS.customer, async (tx) => {
      const first = await createBooking(tx, args);
      const again = await createBooking(tx, args);
      expect(again.id).toBe(first.id);
      return (await outboxOf(tx, ACTORS.customer, first.id)).map((r) => r.kind);
    });
    expect(kinds).toEqual(['booking_confirmation', 'company_new_booking']);
  });

  it('queues nothing when its transaction rolls back, or when the booking is refused', async () => {
    const before = await outboxCount();
    const rolledBack = await asActor(db(), ACTORS.anon, (tx) => createBooking(tx, bookingArgs()));
    const refused = await pgError(
      asActorCommitted(db(), ACTORS.anon, (tx) =>
        createBooking(tx, bookingArgs({ p_total_price: 1 })),
      ),
    );
    expect(refused.code).toBe('P0001');
    expect(await outboxCount()).toBe(before);
    const { rows } = await db().query('select 1 from private.email_outbox where booking_id = $1', [
      rolledBack.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('is queued for good once committed', async () => {
    const before = await outboxCount();
    const booking: BookingRow = await asActorCommitted(db(), ACTORS.anon, (tx) =>
      createBooking(tx, bookingArgs()),
    );
    expect(await outboxCount()).toBe(before + 2);
    const { rows } = await db().query<{ kind: string }>(
      'select kind from private.email_outbox where booking_id = $1 order by id',
      [booking.id],
    );
    expect(rows.map((r) => r.kind)).toEqual(['booking_confirmation', 'company_new_booking']);
  });

  it('writes the company notice to the inbox of the setting', async () => {
    const rows = await asActor(db(), ACTORS.anon, async (tx) => {
      await asSuperuser(tx, ACTORS.anon, () =>
        tx.query(
          `update private.email_settings set value = 'ops@rides.example' where key = 'company_inbox'`,
        ),
      );
      const booking = await createBooking(tx, bookingArgs({ p_email: 'setting@example.com' }));
      return outboxOf(tx, ACTORS.anon, booking.id);
    });
    expect(rows.map((r) => [r.kind, r.recipient, r.reply_to, r.payload.support_email])).toEqual([
      ['booking_confirmation', 'setting@example.com', 'ops@rides.example', 'ops@rides.example'],
      ['company_new_booking', 'ops@rides.example', 'setting@example.com', 'ops@rides.example'],
    ]);
  });
});

describe('status changes', () => {
  const customerEmail = 'customer@example.com';

  it('by staff: each change to confirmed, completed or cancelled queues its e-mail once', async () => {
    const rows = await asActor(db(), ACTORS.admin, async (tx) => {
      for (const status of ['confirmed', 'confirmed', 'completed', 'pending', 'confirmed']) {
        await setStatus(tx, SEED_BOOKINGS.customerPending, status);
      }
      return outboxOf(tx, ACTORS.admin, SEED_BOOKINGS.customerPending);
    });
    const fresh = rows.filter((r) => r.status === 'pending');
    expect(summary(fresh)).toEqual([
      ['booking_confirmed', customerEmail, 'confirmed', 'staff'],
      ['booking_completed', customerEmail, 'completed', 'staff'],
      ['booking_confirmed', customerEmail, 'confirmed', 'staff'],
    ]);
    // Two confirmations of two different changes: two keys.
    expect(new Set(fresh.map((r) => r.event_key)).size).toBe(3);
    expect(fresh[0]?.payload.event).toMatchObject({
      old_status: 'pending',
      type: 'status_changed',
    });
  });

  it('a cancellation by the customer tells the customer and the company', async () => {
    const rows = await asActor(db(), ACTORS.customer, async (tx) => {
      await setStatus(tx, SEED_BOOKINGS.customerConfirmed, 'cancelled');
      return outboxOf(tx, ACTORS.customer, SEED_BOOKINGS.customerConfirmed);
    });
    const fresh = rows.filter((r) => r.status === 'pending');
    expect(fresh.map((r) => [r.kind, r.recipient, r.reply_to])).toEqual([
      ['booking_cancelled', customerEmail, 'bookings@example.com'],
      ['company_customer_cancelled', 'bookings@example.com', customerEmail],
    ]);
    expect(fresh[0]?.payload.event).toMatchObject({
      old_status: 'confirmed',
      new_status: 'cancelled',
      by: 'customer',
    });
    expect(fresh[0]?.event_key).toBe(fresh[1]?.event_key);
  });

  it.each([
    ['staff', ACTORS.moderator],
    ['the service role', ACTORS.serviceRole],
  ])('a cancellation by %s tells only the customer', async (_who, actor) => {
    const rows = await asActor(db(), actor, async (tx) => {
      await setStatus(tx, SEED_BOOKINGS.customer2Pending, 'cancelled');
      return outboxOf(tx, actor, SEED_BOOKINGS.customer2Pending);
    });
    expect(summary(rows.filter((r) => r.status === 'pending'))).toEqual([
      ['booking_cancelled', 'customer2@example.com', 'cancelled', 'staff'],
    ]);
  });

  it('a refused change queues nothing', async () => {
    const rows = await asActor(db(), ACTORS.customer, async (tx) => {
      const error = await pgError(setStatus(tx, SEED_BOOKINGS.customerCompleted, 'cancelled'));
      expect(error.code).toBe('42501');
      return [];
    });
    expect(rows).toEqual([]);
    const { rows: queued } = await db().query(
      `select 1 from private.email_outbox where booking_id = $1 and status = 'pending'`,
      [SEED_BOOKINGS.customerCompleted],
    );
    expect(queued).toEqual([]);
  });

  it('the key (booking, event, kind) refuses a second copy of an e-mail', async () => {
    const error = await pgError(
      db().query(
        `insert into private.email_outbox
           (booking_id, reference_number, booking_event_id, event_key, kind, recipient, payload)
         select booking_id, reference_number, booking_event_id, event_key, kind, recipient, payload
           from private.email_outbox where booking_id = $1 and kind = 'booking_confirmation'`,
        [SEED_BOOKINGS.customerPending],
      ),
    );
    expect(error.code).toBe('23505');
    expect(error.constraint).toBe('email_outbox_once_per_event');
  });
});

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
