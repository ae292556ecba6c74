/**
 * The e-mail outbox (supabase/migrations/*_create_email_outbox.sql) at SQL level, each case run as
 * PostgREST runs it: a booking queues exactly one customer confirmation and one company notice in its
 * own transaction (a rollback or a refusal queues nothing, a replay nothing more); each status change
 * queues its e-mail once; a customer's cancellation also tells the company; the company inbox comes
 * from its setting; and the sender's functions (email-outbox-sender.test.ts).
 */
import { type Queryable } from '../../src/db';
import { bookingArgs, type BookingRow, createBooking } from '../../src/testing/booking-rpc';
import {
  type Actor,
  ACTORS,
  asSuperuser,
  asActor,
  asActorCommitted,
  pgError,
  setupSchemaDatabase,
} from '../support/schema-db';
import { SEED_BOOKINGS } from '../../src/testing/seed-ids';

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

// The e-mails of events only: a booking's future-dated reminder ('scheduled') has its own tests
// (test/api/scheduled-emails.test.ts).
async function outboxOf(tx: Queryable, actor: Actor, bookingId: string): Promise<OutboxRow[]> {
  return asSuperuser(tx, actor, async () => {
    const { rows } = await tx.query<OutboxRow>(
      `select kind, recipient, reply_to, event_key, status, attempts, booking_event_id, payload
         from private.email_outbox where booking_id = $1 and event_key <> 'scheduled' order by id`,
      [bookingId],
    );
    return rows;
  });
}

const summary = (rows: OutboxRow[]) =>
  rows.map((r) => [r.kind, r.recipient, r.payload.event.new_status, r.payload.event.by]);

async function outboxCount(): Promise<number> {
  const { rows } = await db().query<{ n: number }>(
    `select count(*)::int as n from private.email_outbox where event_key <> 'scheduled'`,
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
    const args = bookingArgs({ p_email: ACTORS.customer.email });
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
      `select kind from private.email_outbox where booking_id = $1 and event_key <> 'scheduled' order by id`,
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
