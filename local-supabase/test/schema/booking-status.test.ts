/**
 * Booking status rules and the audit trail: a customer may only cancel their own pending or confirmed
 * booking (42501 otherwise) and never delete one; staff set any of the four statuses and delete;
 * every status change writes exactly one booking_events row (who, from, to, when), which nobody can
 * alter.
 */
import { type Database, type Queryable } from '../../src/db';
import { ACTORS, type Actor, asActor, openSchemaDatabase, pgError } from '../support/schema-db';
import { SEED_BOOKINGS } from '../../src/testing/seed-ids';

let db: Database;

beforeAll(async () => {
  db = await openSchemaDatabase();
});

afterAll(async () => {
  await db.close();
});

interface EventRow {
  event_type: string;
  old_status: string | null;
  new_status: string | null;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
}

/** The booking's audit rows after the seed's 'created' row, read as the superuser. */
async function eventsSinceSeed(tx: Queryable, bookingId: string): Promise<EventRow[]> {
  await tx.query(`select set_config('role', 'postgres', true)`);
  const { rows } = await tx.query<EventRow>(
    `select event_type, old_status, new_status, actor_id, actor_email, actor_role
       from public.booking_events
      where booking_id = $1 and event_type <> 'created'
      order by id`,
    [bookingId],
  );
  return rows;
}

function setStatus(tx: Queryable, id: string, status: string) {
  return tx.query<{ status: string }>(
    'update public.bookings set status = $2 where id = $1 returning status',
    [id, status],
  );
}

/** Runs the updates as `actor` and returns the audit rows they produced (all rolled back). */
function changeAndAudit(actor: Actor, id: string, statuses: string[]): Promise<EventRow[]> {
  return asActor(db, actor, async (tx) => {
    for (const status of statuses) {
      const { rows } = await setStatus(tx, id, status);
      expect(rows).toEqual([{ status }]);
    }
    return eventsSinceSeed(tx, id);
  });
}

describe('a customer', () => {
  it.each([
    ['pending', SEED_BOOKINGS.customerPending],
    ['confirmed', SEED_BOOKINGS.customerConfirmed],
  ])('cancels their own %s booking, leaving one audit row', async (from, id) => {
    const events = await changeAndAudit(ACTORS.customer, id, ['cancelled']);
    expect(events).toEqual([
      {
        event_type: 'status_changed',
        old_status: from,
        new_status: 'cancelled',
        actor_id: ACTORS.customer.id,
        actor_email: ACTORS.customer.email,
        actor_role: 'authenticated',
      },
    ]);
  });

  it('cancels a booking made anonymously with their e-mail (owned by e-mail)', async () => {
    const events = await changeAndAudit(ACTORS.customer, SEED_BOOKINGS.customerAnonymousByEmail, [
      'cancelled',
    ]);
    expect(events).toHaveLength(1);
  });

  it('cannot cancel a completed booking (42501 with a clear message)', async () => {
    const error = await pgError(
      asActor(db, ACTORS.customer, (tx) =>
        setStatus(tx, SEED_BOOKINGS.customerCompleted, 'cancelled'),
      ),
    );
    expect(error.code).toBe('42501');
    expect(error.message).toMatch(/only a pending or confirmed booking can be cancelled/);
  });

  it.each(['confirmed', 'completed', 'pending'])(
    'cannot set their booking to %s (42501)',
    async (status) => {
      const id =
        status === 'pending' ? SEED_BOOKINGS.customerConfirmed : SEED_BOOKINGS.customerPending;
      const error = await pgError(asActor(db, ACTORS.customer, (tx) => setStatus(tx, id, status)));
      expect(error.code).toBe('42501');
    },
  );

  it('cannot reopen a cancelled booking (42501)', async () => {
    const error = await pgError(
      asActor(db, ACTORS.customer, (tx) =>
        setStatus(tx, SEED_BOOKINGS.customerCancelled, 'pending'),
      ),
    );
    expect(error.code).toBe('42501');
  });

  it("cannot touch another customer's booking (no row matches)", async () => {
    const rows = await asActor(
      db,
      ACTORS.customer,
      async (tx) => (await setStatus(tx, SEED_BOOKINGS.customer2Pending, 'cancelled')).rows,
    );
    expect(rows).toEqual([]);
  });

  it('cannot delete their own booking: nothing is deleted, the record stays', async () => {
    const result = await asActor(db, ACTORS.customer, async (tx) => {
      const deleted = await tx.query('delete from public.bookings where id = $1 returning id', [
        SEED_BOOKINGS.customerPending,
      ]);
      const still = await tx.query('select id from public.bookings where id = $1', [
        SEED_BOOKINGS.customerPending,
      ]);
      return { deleted: deleted.rows.length, still: still.rows.length };
    });
    expect(result).toEqual({ deleted: 0, still: 1 });
  });

  it('cancelling twice is a no-op without a second audit row', async () => {
    const events = await changeAndAudit(ACTORS.customer, SEED_BOOKINGS.customerPending, [
      'cancelled',
      'cancelled',
    ]);
    expect(events).toHaveLength(1);
  });

  it('"Clear All" cancels every open booking of theirs in one statement', async () => {
    const result = await asActor(db, ACTORS.customer, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `update public.bookings set status = 'cancelled'
          where status in ('pending', 'confirmed') returning id`,
      );
      await tx.query(`select set_config('role', 'postgres', true)`);
      const events = await tx.query(
        `select 1 from public.booking_events where event_type = 'status_changed'`,
      );
      return { cancelled: rows.length, events: events.rows.length };
    });
    // customer's open bookings: 01 pending, 02 confirmed, 05 pending, 06 confirmed (by e-mail).
    expect(result).toEqual({ cancelled: 4, events: 4 });
  });
});

describe('staff', () => {
  it.each([
    ['moderator', ACTORS.moderator],
    ['admin', ACTORS.admin],
    ['super_admin', ACTORS.superAdmin],
  ])(
    '%s moves a booking freely between the four statuses, one audit row each',
    async (_role, actor) => {
      const path = ['confirmed', 'completed', 'cancelled', 'pending'];
      const events = await changeAndAudit(actor, SEED_BOOKINGS.guestPending, path);
      expect(events.map((e) => [e.old_status, e.new_status])).toEqual([
        ['pending', 'confirmed'],
        ['confirmed', 'completed'],
        ['completed', 'cancelled'],
        ['cancelled', 'pending'],
      ]);
      expect(new Set(events.map((e) => e.actor_email))).toEqual(new Set([actor.email]));
    },
  );

  it('cannot set a status outside the four (23514)', async () => {
    const error = await pgError(
      asActor(db, ACTORS.admin, (tx) => setStatus(tx, SEED_BOOKINGS.guestPending, 'refunded')),
    );
    expect(error.code).toBe('23514');
  });

  it('deletes a booking; its extras go with it and the audit trail keeps a "deleted" row', async () => {
    const result = await asActor(db, ACTORS.admin, async (tx) => {
      await tx.query('delete from public.bookings where id = $1', [
        SEED_BOOKINGS.customerRoundTrip,
      ]);
      await tx.query(`select set_config('role', 'postgres', true)`);
      const extras = await tx.query(
        'select 1 from public.additional_services where booking_id = $1',
        [SEED_BOOKINGS.customerRoundTrip],
      );
      const events = await tx.query<{ event_type: string; old_status: string }>(
        'select event_type, old_status from public.booking_events where booking_id = $1 order by id',
        [SEED_BOOKINGS.customerRoundTrip],
      );
      return { extras: extras.rows.length, events: events.rows };
    });
    expect(result).toEqual({
      extras: 0,
      events: [
        { event_type: 'created', old_status: null },
        { event_type: 'deleted', old_status: 'pending' },
      ],
    });
  });

  it('an inactive admin record grants nothing: the retired admin cannot change a status', async () => {
    const rows = await asActor(
      db,
      ACTORS.retiredAdmin,
      async (tx) => (await setStatus(tx, SEED_BOOKINGS.guestPending, 'confirmed')).rows,
    );
    expect(rows).toEqual([]);
  });
});

describe('updated_at and the audit trail', () => {
  it('moves updated_at to the server clock on every change', async () => {
    const fresh = await asActor(db, ACTORS.admin, async (tx) => {
      await setStatus(tx, SEED_BOOKINGS.guestPending, 'confirmed');
      const { rows } = await tx.query<{ fresh: boolean }>(
        'select updated_at = now() as fresh from public.bookings where id = $1',
        [SEED_BOOKINGS.guestPending],
      );
      return rows[0]?.fresh;
    });
    expect(fresh).toBe(true);
  });

  it('is append-only even for the table owner', async () => {
    for (const sql of [
      `update public.booking_events set new_status = 'confirmed'`,
      'delete from public.booking_events',
    ]) {
      const error = await pgError(db.query(sql));
      expect(error.code).toBe('42501');
      expect(error.message).toBe('booking_events is append-only');
    }
  });

  it('records service_role changes too, with the role', async () => {
    const events = await changeAndAudit(ACTORS.serviceRole, SEED_BOOKINGS.guestPending, [
      'confirmed',
    ]);
    expect(events).toEqual([
      {
        event_type: 'status_changed',
        old_status: 'pending',
        new_status: 'confirmed',
        actor_id: null,
        actor_email: null,
        actor_role: 'service_role',
      },
    ]);
  });
});

describe('deleting an account', () => {
  it('keeps the bookings (user_id cleared) when GoTrue deletes the user as supabase_auth_admin', async () => {
    const rows = await asActor(db, ACTORS.anon, async (tx) => {
      await tx.query(`select set_config('role', 'supabase_auth_admin', true)`);
      await tx.query('delete from auth.users where id = $1', [ACTORS.customer2.id]);
      await tx.query(`select set_config('role', 'postgres', true)`);
      return (
        await tx.query<{ user_id: string | null }>(
          'select user_id from public.bookings where email = $1',
          [ACTORS.customer2.email],
        )
      ).rows;
    });
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.user_id === null)).toBe(true);
  });
});
