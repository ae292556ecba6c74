/**
 * Limits on anonymous bookings, through supabase-js against the real server: per recipient address
 * (5 an hour) and per client address (30 an hour). The refused booking answers 429 with Retry-After
 * and the message of shared/src/domain (the support phone for urgent bookings); it stores nothing
 * and queues no e-mail, so the confirmation e-mail never goes out more often than the cap.
 */
import { SITE } from '@bbt/shared';
import { ANONYMOUS_BOOKING_LIMITS, bookingLimitMessage } from '@bbt/shared/domain';

import { SEED_USERS } from '../../src/testing/seed-ids';
import { type ApiServer, startApiServer } from '../../src/testing/api-server';
import { validBooking } from '../../src/testing/booking-args';

let t: ApiServer;

beforeAll(async () => {
  t = await startApiServer();
});

afterAll(async () => {
  await t.close();
});

async function stored(email: string): Promise<{ bookings: number; confirmations: number }> {
  const { rows } = await t.server.db.query<{ bookings: number; confirmations: number }>(
    `select (select count(*)::int from public.bookings where email = $1) as bookings,
            (select count(*)::int from private.email_outbox
              where recipient = $1 and kind = 'booking_confirmation') as confirmations`,
    [email],
  );
  return rows[0] ?? { bookings: -1, confirmations: -1 };
}

async function clearLog(): Promise<void> {
  await t.server.db.query('delete from private.anonymous_booking_log');
}

describe('per recipient address', () => {
  const victim = 'many.bookings@example.com';

  it('accepts 5 anonymous bookings for one address within the hour', async () => {
    await clearLog();
    for (let i = 0; i < ANONYMOUS_BOOKING_LIMITS.perRecipient; i += 1) {
      const { error, status } = await t
        .anon()
        .rpc('create_booking', validBooking({ p_email: victim }));
      expect({ status, error }).toEqual({ status: 200, error: null });
    }
    expect(await stored(victim)).toEqual({ bookings: 5, confirmations: 5 });
  });

  it('refuses the 6th with 429, Retry-After and the message naming the phone; stores and sends nothing', async () => {
    const response = await fetch(`${t.url}/rest/v1/rpc/create_booking`, {
      method: 'POST',
      headers: {
        apikey: t.server.anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify(validBooking({ p_email: victim })),
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await response.json()).toEqual({
      code: 'PT429',
      message: bookingLimitMessage(SITE.phoneDisplay, retryAfter),
      details: 'recipient',
      hint: `retry_after=${retryAfter}`,
    });
    expect(await stored(victim)).toEqual({ bookings: 5, confirmations: 5 });
  });

  it('supabase-js shows the same refusal (the booking page reads it); a different case is the same address', async () => {
    const { status, error, data } = await t
      .anon()
      .rpc('create_booking', validBooking({ p_email: ' Many.Bookings@Example.com ' }));
    expect(status).toBe(429);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PT429', details: 'recipient' });
    expect(error?.message).toContain(`or call ${SITE.phoneDisplay} for urgent bookings`);
    expect(await stored(victim)).toEqual({ bookings: 5, confirmations: 5 });
  });

  it('the message names the support phone set in the site settings', async () => {
    await t.server.db.query(`update public.site_settings set support_phone = '+1 246 555 0123'`);
    try {
      const { error } = await t.anon().rpc('create_booking', validBooking({ p_email: victim }));
      expect(error?.message).toContain('or call +1 246 555 0123 for urgent bookings');
    } finally {
      await t.server.db.query(`update public.site_settings set support_phone = null`);
    }
  });

  it('a replay of an accepted booking (same idempotency key) is still answered with it', async () => {
    await clearLog();
    const first = validBooking({ p_email: 'replayed.limit@example.com' });
    expect((await t.anon().rpc('create_booking', first)).status).toBe(200);
    for (let i = 1; i < ANONYMOUS_BOOKING_LIMITS.perRecipient; i += 1) {
      await t.anon().rpc('create_booking', validBooking({ p_email: 'replayed.limit@example.com' }));
    }
    const replay = await t.anon().rpc('create_booking', first);
    expect(replay.status).toBe(200);
    expect(await stored('replayed.limit@example.com')).toEqual({ bookings: 5, confirmations: 5 });
  });

  it("a signed-in customer's bookings are under their account and not counted", async () => {
    await clearLog();
    const { client } = await t.signIn(SEED_USERS.customer2.email, SEED_USERS.customer2.password);
    for (let i = 0; i < ANONYMOUS_BOOKING_LIMITS.perRecipient + 1; i += 1) {
      const { status } = await client.rpc(
        'create_booking',
        validBooking({ p_email: SEED_USERS.customer2.email }),
      );
      expect(status).toBe(200);
    }
  });
});

describe('per client address', () => {
  it('accepts 30 anonymous bookings from one address, then refuses with 429 (details client)', async () => {
    await clearLog();
    for (let i = 0; i < ANONYMOUS_BOOKING_LIMITS.perClient; i += 1) {
      const { status, error } = await t
        .anon()
        .rpc('create_booking', validBooking({ p_email: `desk.guest.${i}@example.com` }));
      expect({ i, status, error }).toEqual({ i, status: 200, error: null });
    }
    const { status, error } = await t
      .anon()
      .rpc('create_booking', validBooking({ p_email: 'desk.guest.31@example.com' }));
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'PT429', details: 'client' });
    expect(await stored('desk.guest.31@example.com')).toEqual({ bookings: 0, confirmations: 0 });
  });

  it('a client-sent X-Forwarded-For or X-Real-IP does not open a new bucket', async () => {
    const response = await fetch(`${t.url}/rest/v1/rpc/create_booking`, {
      method: 'POST',
      headers: {
        apikey: t.server.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.9',
        'x-real-ip': '198.51.100.9',
      },
      body: JSON.stringify(validBooking({ p_email: 'desk.guest.32@example.com' })),
    });
    expect(response.status).toBe(429);
    expect(await stored('desk.guest.32@example.com')).toEqual({ bookings: 0, confirmations: 0 });
  });
});

describe('configuration', () => {
  it('BOOKING_LIMIT_PER_RECIPIENT and BOOKING_LIMIT_PER_CLIENT set the limits at start-up', async () => {
    const small = await startApiServer(
      {},
      { BOOKING_LIMIT_PER_RECIPIENT: '2', BOOKING_LIMIT_PER_CLIENT: '3' },
    );
    try {
      const book = async (email: string) =>
        (await small.anon().rpc('create_booking', validBooking({ p_email: email }))).error
          ?.details ?? 'ok';
      expect([
        await book('a@example.com'),
        await book('a@example.com'),
        await book('a@example.com'),
      ]).toEqual(['ok', 'ok', 'recipient']);
      expect([await book('b@example.com'), await book('c@example.com')]).toEqual(['ok', 'client']);
    } finally {
      await small.close();
    }
  });
});

describe('the manage-link limit', () => {
  it('MANAGE_LIMIT_PER_CLIENT sets it at start-up', async () => {
    const lifted = await startApiServer({}, { MANAGE_LIMIT_PER_CLIENT: '5000' });
    try {
      const { rows } = await lifted.server.db.query<{ value: number }>(
        `select value from private.booking_limits where key = 'manage_per_client'`,
      );
      expect(rows).toEqual([{ value: 5000 }]);
    } finally {
      await lifted.close();
    }
  });
});

describe('the driver e-mail hold', () => {
  it('DRIVER_EMAIL_HOLD_SECONDS sets it at start-up; a bad value stops the start', async () => {
    const quick = await startApiServer({}, { DRIVER_EMAIL_HOLD_SECONDS: '2' });
    try {
      const { rows } = await quick.server.db.query<{ hold_seconds: number }>(
        `select hold_seconds from private.email_holds where kind = 'driver_assigned'`,
      );
      expect(rows).toEqual([{ hold_seconds: 2 }]);
    } finally {
      await quick.close();
    }
    await expect(startApiServer({}, { DRIVER_EMAIL_HOLD_SECONDS: 'soon' })).rejects.toThrow(
      'DRIVER_EMAIL_HOLD_SECONDS must be a whole number from 0 to 3600',
    );
  });
});
