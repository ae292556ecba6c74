/**
 * Manage links and booking changes (issue 23) through supabase-js against the real server: tokens
 * (hash only, one refusal for unknown, forged, malformed and expired links, bound to one booking),
 * changes at the 24-hour edge, re-priced by create_booking()'s own function with its vehicle limits,
 * one 'changed' event, the calendar sequence and the updated confirmation queued; cancellation with
 * the refund of shared/src/domain; the signed-in variants on one's own booking only; and the shared
 * per-client limit.
 */
import { createHash } from 'node:crypto';

import { SITE } from '@bbt/shared';
import {
  MANAGE_LINK_INVALID_MESSAGE,
  changeCutoffMessage,
  manageLimitMessage,
  notChangeableMessage,
  refundForBooking,
} from '@bbt/shared/domain';

import { SEED_USERS } from '../../src/testing/seed-ids';
import {
  type ApiServer,
  type Client,
  liftBookingLimits,
  observe,
  startApiServer,
} from '../../src/testing/api-server';
import { type CreateBookingArgs, validBooking } from '../../src/testing/booking-args';

jest.setTimeout(60_000);

let t: ApiServer;
let anon: Client;

beforeAll(async () => {
  t = await startApiServer();
  await liftBookingLimits(t);
  await setManageLimit(1_000_000);
  anon = t.anon();
});

afterAll(async () => {
  await t.close();
});

async function setManageLimit(value: number): Promise<void> {
  await t.server.db.query(
    `update private.booking_limits set value = $1 where key = 'manage_per_client'`,
    [value],
  );
  await t.server.db.query('delete from private.manage_request_log');
}

interface Booked {
  id: string;
  key: string;
  token: string;
  args: CreateBookingArgs;
}

/** A guest booking through create_booking (five days ahead unless overridden) and its manage link. */
async function book(overrides: Partial<CreateBookingArgs> = {}): Promise<Booked> {
  const args = validBooking(overrides);
  const created = await anon.rpc('create_booking', args);
  if (created.error || !created.data) throw new Error(`booking: ${created.error?.message}`);
  const link = await anon.rpc('issue_manage_link', {
    p_booking_id: created.data.id,
    p_idempotency_key: args.p_idempotency_key,
  });
  if (link.error || !link.data) throw new Error(`link: ${link.error?.message}`);
  return { id: created.data.id, key: args.p_idempotency_key, token: link.data, args };
}

/** Moves the pickup to now + `minutes` (Barbados wall clock, whole minutes, rounded as said). */
async function movePickup(id: string, minutes: number, round: 'down' | 'up'): Promise<void> {
  await t.server.db.query(
    `update public.bookings
        set (pickup_date, pickup_time) = (
          select (p at time zone 'America/Barbados')::date, to_char(p at time zone 'America/Barbados', 'HH24:MI')
            from (select date_trunc('minute', now() + make_interval(mins => $2::integer))
                         + case when $3 = 'up' then interval '1 minute' else interval '0' end as p) x)
      where id = $1`,
    [id, minutes, round],
  );
}

async function stored(id: string) {
  const { rows } = await t.server.db.query<{
    pickup_time: string;
    passengers: number;
    total_price: string;
    status: string;
    calendar_sequence: number;
  }>(
    `select pickup_time, passengers, total_price::text, status, calendar_sequence
       from public.bookings where id = $1`,
    [id],
  );
  return rows[0];
}

const INVALID = {
  status: 400,
  error: {
    code: 'P0001',
    message: MANAGE_LINK_INVALID_MESSAGE,
    details: 'token',
    hint: 'manage_link_invalid',
  },
  data: null,
};

describe('manage tokens', () => {
  let a: Booked;
  let b: Booked;

  beforeAll(async () => {
    a = await book({ p_first_name: 'Alpha', p_email: 'alpha.manage@example.com' });
    b = await book({ p_first_name: 'Bravo', p_email: 'bravo.manage@example.com' });
  });

  it('issues a 43-character base64url token (256 bits) that opens the booking', async () => {
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { data, error } = await anon.rpc('manage_booking', { p_token: a.token });
    expect(error).toBeNull();
    const view = data as Record<string, unknown> & { booking: Record<string, unknown> };
    expect(view.booking.id).toBe(a.id);
    expect(view.booking.email).toBe('alpha.manage@example.com');
    expect(view).toMatchObject({ can_change: true, can_cancel: true, driver: null });
    expect(Object.keys(view).sort()).toEqual([
      'additional_services',
      'booking',
      'can_cancel',
      'can_change',
      'change_deadline',
      'driver',
    ]);
  });

  it('stores only the sha256 of the token, and the raw token nowhere in any text column', async () => {
    const hash = createHash('sha256').update(a.token).digest('hex');
    const { rows } = await t.server.db.query<{ booking_id: string }>(
      `select booking_id from private.booking_manage_tokens where token_hash = decode($1, 'hex')`,
      [hash],
    );
    expect(rows).toEqual([{ booking_id: a.id }]);
    const { rows: columns } = await t.server.db.query<{ s: string; t: string; c: string }>(
      `select table_schema as s, table_name as t, column_name as c
         from information_schema.columns c
        where table_schema in ('public', 'private')
          and data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea')
          and exists (select 1 from information_schema.tables x
                       where x.table_schema = c.table_schema and x.table_name = c.table_name
                         and x.table_type = 'BASE TABLE')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    for (const { s, t: table, c } of columns) {
      const { rows: hits } = await t.server.db.query<{ n: number }>(
        `select count(*)::int as n from "${s}"."${table}"
          where position($1 in encode(convert_to("${c}"::text, 'UTF8'), 'escape')) > 0`,
        [a.token],
      );
      expect({ column: `${s}.${table}.${c}`, hits: hits[0]?.n }).toEqual({
        column: `${s}.${table}.${c}`,
        hits: 0,
      });
    }
  });

  it('refuses unknown, forged, malformed and expired tokens with one message and status', async () => {
    const forged = a.token.slice(0, 42) + (a.token.endsWith('A') ? 'B' : 'A');
    for (const token of ['', 'not-a-token', 'A'.repeat(43), forged, `${a.token}=`]) {
      expect(observe(await anon.rpc('manage_booking', { p_token: token }))).toEqual(INVALID);
    }
    const expiring = await book({ p_first_name: 'Expired', p_email: 'expired.manage@example.com' });
    // The trip took place 7 days and 1 minute ago.
    await movePickup(expiring.id, -(7 * 24 * 60 + 1), 'down');
    for (const call of [
      anon.rpc('manage_booking', { p_token: expiring.token }),
      anon.rpc('quote_booking_change', { p_token: expiring.token, p_change: { passengers: 1 } }),
      anon.rpc('change_booking', { p_token: expiring.token, p_change: { passengers: 1 } }),
      anon.rpc('cancel_managed_booking', { p_token: expiring.token }),
    ]) {
      expect(observe(await call)).toEqual(INVALID);
    }
    // 6 days and 23 hours after the trip it still opens (read only: it can no longer change).
    await movePickup(expiring.id, -(7 * 24 * 60 - 60), 'down');
    const open = await anon.rpc('manage_booking', { p_token: expiring.token });
    expect(open.error).toBeNull();
    expect(open.data).toMatchObject({ can_change: false, can_cancel: true });
  });

  it("a token of booking A never reaches booking B; each booking's links are its own", async () => {
    const viewA = await anon.rpc('manage_booking', { p_token: a.token });
    const viewB = await anon.rpc('manage_booking', { p_token: b.token });
    expect((viewA.data as { booking: { id: string } }).booking.id).toBe(a.id);
    expect((viewB.data as { booking: { id: string } }).booking.id).toBe(b.id);
    const changed = await anon.rpc('change_booking', {
      p_token: a.token,
      p_change: { passengers: 1 },
    });
    expect(changed.error).toBeNull();
    expect((await stored(a.id))?.passengers).toBe(1);
    expect((await stored(b.id))?.passengers).toBe(2);
  });

  it('issue_manage_link needs the idempotency key the booking was created with', async () => {
    for (const [bookingId, key] of <[string, string][]>[
      [a.id, b.key],
      [a.id, '00000000-0000-4000-8000-000000000000'],
      ['00000000-0000-4000-8000-000000000000', a.key],
    ]) {
      expect(
        observe(
          await anon.rpc('issue_manage_link', { p_booking_id: bookingId, p_idempotency_key: key }),
        ),
      ).toEqual(INVALID);
    }
  });

  it('issue_manage_token is for the service role (the mailer) only', async () => {
    const refused = await anon.rpc('issue_manage_token', { p_booking_id: a.id });
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('42501');
    const customer = await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password);
    expect(
      (await customer.client.rpc('issue_manage_token', { p_booking_id: a.id })).error?.code,
    ).toBe('42501');
    const issued = await t.service().rpc('issue_manage_token', { p_booking_id: a.id });
    expect(issued.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const view = await anon.rpc('manage_booking', { p_token: issued.data as string });
    expect((view.data as { booking: { id: string } }).booking.id).toBe(a.id);
  });
});

describe('changing a booking', () => {
  it('at 24 h + 1 min before pickup a change is allowed; at 24 h − 1 min it is refused', async () => {
    const early = await book({ p_first_name: 'Early', p_email: 'early.change@example.com' });
    await movePickup(early.id, 24 * 60 + 1, 'up');
    const ok = await anon.rpc('change_booking', {
      p_token: early.token,
      p_change: { passengers: 1 },
    });
    expect(ok.error).toBeNull();

    const late = await book({ p_first_name: 'Late', p_email: 'late.change@example.com' });
    await movePickup(late.id, 24 * 60 - 1, 'down');
    const refused = observe(
      await anon.rpc('change_booking', { p_token: late.token, p_change: { passengers: 1 } }),
    );
    expect(refused).toEqual({
      status: 400,
      error: {
        code: 'P0001',
        message: changeCutoffMessage(SITE.phoneDisplay),
        details: 'pickup_date',
        hint: 'change_cutoff',
      },
      data: null,
    });
    expect((await stored(late.id))?.passengers).toBe(2);
    const view = await anon.rpc('manage_booking', { p_token: late.token });
    expect(view.data).toMatchObject({ can_change: false, can_cancel: true });
  });

  it('a new pickup must itself be at least 24 hours ahead', async () => {
    const soon = await book({ p_first_name: 'Soon', p_email: 'soon.change@example.com' });
    const { rows } = await t.server.db.query<{ d: string }>(
      `select to_char((now() at time zone 'America/Barbados')::date, 'YYYY-MM-DD') as d`,
    );
    const refused = await anon.rpc('quote_booking_change', {
      p_token: soon.token,
      p_change: { pickup_date: rows[0]?.d },
    });
    expect(refused.error).toMatchObject({
      code: 'P0001',
      message:
        'Bookings must be made at least 24 hours in advance. For urgent bookings, please call the support phone.',
      hint: 'lead_time',
    });
  });

  it("re-prices with create_booking's price for the same trip (after-hours time, extras)", async () => {
    const guest = await book({ p_first_name: 'Price', p_email: 'price.change@example.com' });
    const change = {
      pickup_time: '23:30',
      car_seats: 1,
      supermarket_stop: true,
    };
    const quoted = await anon.rpc('quote_booking_change', {
      p_token: guest.token,
      p_change: change,
    });
    expect(quoted.error).toBeNull();
    expect(await stored(guest.id)).toMatchObject({ pickup_time: '14:30', calendar_sequence: 0 });

    const same = validBooking({
      p_first_name: 'Same',
      p_email: 'same.trip@example.com',
      p_pickup_time: '23:30',
      p_car_seats: 1,
      p_supermarket_stop: true,
    });
    const direct = await anon.rpc('create_booking', same);
    expect(direct.error).toBeNull();
    const expected = Number(direct.data?.total_price);
    const old = Number(guest.args.p_total_price);
    expect(quoted.data).toEqual({
      old_total: old,
      new_total: expected,
      difference: Math.round((expected - old) * 100) / 100,
    });
    expect(expected).toBeGreaterThan(old);

    const changed = await anon.rpc('change_booking', { p_token: guest.token, p_change: change });
    expect(changed.error).toBeNull();
    const view = changed.data as {
      booking: { total_price: number; pickup_time: string; calendar_sequence: number };
      additional_services: { service_type: string; quantity: number }[];
    };
    expect(view.booking).toMatchObject({
      total_price: expected,
      pickup_time: '23:30',
      calendar_sequence: 1,
    });
    expect(view.additional_services.map((s) => [s.service_type, s.quantity])).toEqual([
      ['car_seats', 1],
      ['supermarket_stop', 1],
    ]);
    expect(await stored(guest.id)).toMatchObject({
      total_price: expected.toFixed(2),
      calendar_sequence: 1,
    });
  });

  it("refuses too many passengers for the class with the calculator's message", async () => {
    const guest = await book({ p_first_name: 'Party', p_email: 'party.change@example.com' });
    const refusedByBooking = await anon.rpc(
      'create_booking',
      validBooking({ p_email: 'party.direct@example.com', p_passengers: 4, p_total_price: 1 }),
    );
    const refused = await anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: { passengers: 4 },
    });
    expect(refused.error).toMatchObject({
      code: '22023',
      message: refusedByBooking.error?.message,
      details: 'passengers',
    });
    expect(refused.error?.message).toContain('Too many passengers');
    expect((await stored(guest.id))?.passengers).toBe(2);
  });

  it('writes one changed event (before/after, both totals), bumps the sequence, queues one e-mail', async () => {
    const guest = await book({ p_first_name: 'Event', p_email: 'event.change@example.com' });
    const before = await stored(guest.id);
    await anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: { pickup_time: '10:15', suitcases: 1 },
    });
    const after = await stored(guest.id);
    const { rows: events } = await t.server.db.query<{ details: unknown; actor_role: string }>(
      `select details, actor_role from public.booking_events
        where booking_id = $1 and event_type = 'changed'`,
      [guest.id],
    );
    expect(events).toEqual([
      {
        actor_role: 'anon',
        details: {
          before: { pickup_time: '14:30', suitcases: 2 },
          after: { pickup_time: '10:15', suitcases: 1 },
          old_total: Number(before?.total_price),
          new_total: Number(after?.total_price),
        },
      },
    ]);
    expect(after?.calendar_sequence).toBe(1);
    const { rows: mails } = await t.server.db.query<{ recipient: string; seq: number }>(
      `select recipient, (payload -> 'booking' ->> 'calendar_sequence')::int as seq
         from private.email_outbox where booking_id = $1 and kind = 'booking_changed'`,
      [guest.id],
    );
    expect(mails).toEqual([{ recipient: 'event.change@example.com', seq: 1 }]);

    await anon.rpc('change_booking', { p_token: guest.token, p_change: { pickup_time: '10:45' } });
    expect((await stored(guest.id))?.calendar_sequence).toBe(2);
    const { rows: count } = await t.server.db.query<{ n: number }>(
      `select count(*)::int as n from private.email_outbox
        where booking_id = $1 and kind = 'booking_changed'`,
      [guest.id],
    );
    expect(count[0]?.n).toBe(2);
  });

  it('refuses unknown keys, a change that changes nothing, and a cancelled booking', async () => {
    const guest = await book({ p_first_name: 'Rules', p_email: 'rules.change@example.com' });
    const unknown = await anon.rpc('quote_booking_change', {
      p_token: guest.token,
      p_change: { total_price: 1 },
    });
    expect(unknown.error).toMatchObject({ code: '22023', details: 'total_price' });
    const nothing = await anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: { pickup_time: '14:30', passengers: 2 },
    });
    expect(nothing.error).toMatchObject({ code: 'P0001', hint: 'no_change' });
    const oneWay = await anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: { return_date: '2030-01-01' },
    });
    expect(oneWay.error).toMatchObject({ code: '22023', details: 'return_date' });
    await anon.rpc('cancel_managed_booking', { p_token: guest.token });
    const cancelled = await anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: { passengers: 1 },
    });
    expect(cancelled.error).toMatchObject({
      code: 'P0001',
      message: notChangeableMessage('cancelled'),
      hint: 'not_changeable',
    });
  });

  it('signed-in customers change their own bookings only', async () => {
    const owner = await t.signIn(SEED_USERS.customer2.email, SEED_USERS.customer2.password);
    const other = await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password);
    const created = await owner.client.rpc(
      'create_booking',
      validBooking({ p_first_name: 'Owner', p_email: SEED_USERS.customer2.email }),
    );
    const id = created.data?.id as string;
    const quote = await owner.client.rpc('quote_my_booking_change', {
      p_booking_id: id,
      p_change: { passengers: 1 },
    });
    expect(quote.error).toBeNull();
    expect(quote.data).toMatchObject({ difference: expect.any(Number) });
    for (const fn of ['quote_my_booking_change', 'change_my_booking'] as const) {
      const refused = await other.client.rpc(fn, { p_booking_id: id, p_change: { passengers: 1 } });
      expect(refused.error).toMatchObject({
        code: '42501',
        message: 'This booking is not in your account.',
      });
      const asAnon = await anon.rpc(fn, { p_booking_id: id, p_change: { passengers: 1 } });
      expect(asAnon.status).toBe(401);
    }
    const changed = await owner.client.rpc('change_my_booking', {
      p_booking_id: id,
      p_change: { passengers: 1 },
    });
    expect(changed.error).toBeNull();
    expect(await stored(id)).toMatchObject({ passengers: 1, calendar_sequence: 1 });
  });
});

describe('cancelling through the link', () => {
  const cases: [string, string, number, string][] = [
    ['more than 48 hours ahead', 'premium', 72 * 60, 'full'],
    ['24 to 48 hours ahead', 'premium', 36 * 60, 'partial'],
    ['under 24 hours ahead', 'premium', 12 * 60, 'none'],
    ['economy, 72 hours ahead', 'economy', 72 * 60, 'non-refundable'],
  ];

  it.each(cases)(
    '%s (%s): the refund of the domain rules',
    async (_name, vehicle, minutes, band) => {
      const guest = await book({
        p_first_name: 'Cancel',
        p_email: `cancel.${vehicle}.${minutes}@example.com`,
        p_vehicle_type: vehicle,
        p_payment_method: 'credit',
      });
      await movePickup(guest.id, minutes, 'down');
      const { rows } = await t.server.db.query<{
        pickup_date: string;
        pickup_time: string;
        vehicle_type: string;
        status: string;
        total_price: string;
      }>(
        `select to_char(pickup_date, 'YYYY-MM-DD') as pickup_date, pickup_time, vehicle_type, status,
              total_price::text from public.bookings where id = $1`,
        [guest.id],
      );
      const expected = refundForBooking(rows[0] as never, new Date());
      expect(expected.band).toBe(band);
      const { data, error } = await anon.rpc('cancel_managed_booking', { p_token: guest.token });
      expect(error).toBeNull();
      const result = data as {
        booking: { status: string };
        can_cancel: boolean;
        refund: Record<string, unknown>;
      };
      expect(result.booking.status).toBe('cancelled');
      expect(result.can_cancel).toBe(false);
      expect(result.refund).toMatchObject({
        band: expected.band,
        refund_percent: expected.refundPercent,
        charge_percent: expected.chargePercent,
        refund_amount: expected.refundAmount,
        charge_amount: expected.chargeAmount,
        summary: expected.summary,
      });
      expect(await stored(guest.id)).toMatchObject({ status: 'cancelled' });
      const { rows: mails } = await t.server.db.query<{ kind: string }>(
        `select kind from private.email_outbox where booking_id = $1 and kind like '%cancelled' order by kind`,
        [guest.id],
      );
      expect(mails.map((m) => m.kind)).toEqual(['booking_cancelled', 'company_customer_cancelled']);
      const again = await anon.rpc('cancel_managed_booking', { p_token: guest.token });
      expect(again.error).toMatchObject({ code: 'P0001', hint: 'not_cancellable' });
    },
  );
});

describe('rate limit', () => {
  afterAll(async () => {
    await setManageLimit(1_000_000);
  });

  it('the manage RPCs share one per-client limit (429, Retry-After, the support phone)', async () => {
    const guest = await book({ p_first_name: 'Limit', p_email: 'limit.manage@example.com' });
    await setManageLimit(3);
    expect((await anon.rpc('manage_booking', { p_token: guest.token })).status).toBe(200);
    expect(
      (
        await anon.rpc('quote_booking_change', {
          p_token: guest.token,
          p_change: { passengers: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await anon.rpc('issue_manage_link', {
          p_booking_id: guest.id,
          p_idempotency_key: guest.key,
        })
      ).status,
    ).toBe(200);
    const response = await fetch(`${t.url}/rest/v1/rpc/change_booking`, {
      method: 'POST',
      headers: { apikey: t.server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ p_token: guest.token, p_change: { passengers: 1 } }),
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(await response.json()).toEqual({
      code: 'PT429',
      message: manageLimitMessage(SITE.phoneDisplay, retryAfter),
      details: 'client',
      hint: `retry_after=${retryAfter}`,
    });
    expect((await stored(guest.id))?.passengers).toBe(2);
    const refusedToo = await anon.rpc('manage_booking', { p_token: guest.token });
    expect(refusedToo.status).toBe(429);
  });
});
