/**
 * Booking changes through the manage link and My Bookings: the 24-hour edge, re-priced by
 * create_booking()'s own function with its vehicle limits, one 'changed' event, the calendar
 * sequence and the updated confirmation queued; signed-in customers on their own bookings only.
 */
import { SITE } from '@bbt/shared';
import { changeCutoffMessage, notChangeableMessage } from '@bbt/shared/domain';

import { SEED_USERS } from '../../src/testing/seed-ids';
import { observe } from '../../src/testing/api-server';
import { validBooking } from '../../src/testing/booking-args';
import { api, book, movePickup, startManageServer, stored } from './support/manage-booking';

jest.setTimeout(60_000);

startManageServer();

describe('changing a booking', () => {
  it('at 24 h + 1 min before pickup a change is allowed; at 24 h − 1 min it is refused', async () => {
    const early = await book({ p_first_name: 'Early', p_email: 'early.change@example.com' });
    await movePickup(early.id, 24 * 60 + 1, 'up');
    const ok = await api.anon.rpc('change_booking', {
      p_token: early.token,
      p_change: { passengers: 1 },
    });
    expect(ok.error).toBeNull();

    const late = await book({ p_first_name: 'Late', p_email: 'late.change@example.com' });
    await movePickup(late.id, 24 * 60 - 1, 'down');
    const refused = observe(
      await api.anon.rpc('change_booking', { p_token: late.token, p_change: { passengers: 1 } }),
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
    const view = await api.anon.rpc('manage_booking', { p_token: late.token });
    expect(view.data).toMatchObject({ can_change: false, can_cancel: true });
  });

  it('a new pickup must itself be at least 24 hours ahead', async () => {
    const soon = await book({ p_first_name: 'Soon', p_email: 'soon.change@example.com' });
    const { rows } = await api.t.server.db.query<{ d: string }>(
      `select to_char((now() at time zone 'America/Barbados')::date, 'YYYY-MM-DD') as d`,
    );
    const refused = await api.anon.rpc('quote_booking_change', {
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
    const quoted = await api.anon.rpc('quote_booking_change', {
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
    const direct = await api.anon.rpc('create_booking', same);
    expect(direct.error).toBeNull();
    const expected = Number(direct.data?.total_price);
    const old = Number(guest.args.p_total_price);
    expect(quoted.data).toEqual({
      old_total: old,
      new_total: expected,
      difference: Math.round((expected - old) * 100) / 100,
    });
    expect(expected).toBeGreaterThan(old);

    const changed = await api.anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: change,
    });
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
    const refusedByBooking = await api.anon.rpc(
      'create_booking',
      validBooking({ p_email: 'party.direct@example.com', p_passengers: 4, p_total_price: 1 }),
    );
    const refused = await api.anon.rpc('change_booking', {
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
    await api.anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: { pickup_time: '10:15', suitcases: 1 },
    });
    const after = await stored(guest.id);
    const { rows: events } = await api.t.server.db.query<{ details: unknown; actor_role: string }>(
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
    const { rows: mails } = await api.t.server.db.query<{ recipient: string; seq: number }>(
      `select recipient, (payload -> 'booking' ->> 'calendar_sequence')::int as seq
         from private.email_outbox where booking_id = $1 and kind = 'booking_changed'`,
      [guest.id],
    );
    expect(mails).toEqual([{ recipient: 'event.change@example.com', seq: 1 }]);

    await api.anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: { pickup_time: '10:45' },
    });
    expect((await stored(guest.id))?.calendar_sequence).toBe(2);
    const { rows: count } = await api.t.server.db.query<{ n: number }>(
      `select count(*)::int as n from private.email_outbox
        where booking_id = $1 and kind = 'booking_changed'`,
      [guest.id],
    );
    expect(count[0]?.n).toBe(2);
  });

  it("keeps create_booking's travel-details rules: not cleared on an airport trip, not too long", async () => {
    const guest = await book({ p_first_name: 'Travel', p_email: 'travel.change@example.com' });
    const cleared = await api.anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: { flight_details: '  ' },
    });
    expect(cleared.error).toMatchObject({
      code: '22023',
      message: 'Travel details (flight or ship) are required',
      details: 'flight_details',
    });
    const long = await api.anon.rpc('quote_booking_change', {
      p_token: guest.token,
      p_change: { flight_details: 'x'.repeat(201) },
    });
    expect(long.error).toMatchObject({
      code: '22023',
      message: 'Travel details cannot exceed 200 characters',
      details: 'flight_details',
    });
  });

  it('refuses unknown keys, a change that changes nothing, and a cancelled booking', async () => {
    const guest = await book({ p_first_name: 'Rules', p_email: 'rules.change@example.com' });
    const unknown = await api.anon.rpc('quote_booking_change', {
      p_token: guest.token,
      p_change: { total_price: 1 },
    });
    expect(unknown.error).toMatchObject({ code: '22023', details: 'total_price' });
    const nothing = await api.anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: { pickup_time: '14:30', passengers: 2 },
    });
    expect(nothing.error).toMatchObject({ code: 'P0001', hint: 'no_change' });
    const oneWay = await api.anon.rpc('change_booking', {
      p_token: guest.token,
      p_change: { return_date: '2030-01-01' },
    });
    expect(oneWay.error).toMatchObject({ code: '22023', details: 'return_date' });
    await api.anon.rpc('cancel_managed_booking', { p_token: guest.token });
    const cancelled = await api.anon.rpc('change_booking', {
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
    const owner = await api.t.signIn(SEED_USERS.customer2.email, SEED_USERS.customer2.password);
    const other = await api.t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password);
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
      const asAnon = await api.anon.rpc(fn, { p_booking_id: id, p_change: { passengers: 1 } });
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
