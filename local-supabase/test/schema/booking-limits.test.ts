/**
 * The SQL side of the anonymous booking limits: the client address as hosted Supabase passes it in
 * PostgREST's request.headers, and the refusal message mirrored from shared/src/domain.
 */
import { SITE } from '@bbt/shared';
import { bookingLimitMessage, MANAGE_LIMITS } from '@bbt/shared/domain';

import { setupBookingRpc } from '../support/create-booking-rpc';

const { db } = setupBookingRpc();

async function clientAddress(headers: Record<string, string> | null): Promise<string | null> {
  return db().transaction(async (tx) => {
    if (headers) {
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
    }
    const { rows } = await tx.query<{ address: string | null }>(
      'select private.request_client_address() as address',
    );
    return rows[0]?.address ?? null;
  });
}

describe('private.request_client_address()', () => {
  it.each([
    [{ 'x-real-ip': '203.0.113.5', 'x-forwarded-for': '198.51.100.1, 10.0.0.1' }, '203.0.113.5'],
    [{ 'x-forwarded-for': ' 198.51.100.1 , 10.0.0.1' }, '198.51.100.1'],
    [{ 'x-real-ip': '  ', 'x-forwarded-for': '198.51.100.2' }, '198.51.100.2'],
    [{ accept: 'application/json' }, null],
    [null, null],
  ])('%j → %p', async (headers, expected) => {
    expect(await clientAddress(headers)).toBe(expected);
  });
});

describe('private.booking_limit_message()', () => {
  it.each([3600, 3599, 61, 60, 1, 0])(
    'words the refusal as bookingLimitMessage (%p s)',
    async (seconds) => {
      const { rows } = await db().query<{ message: string }>(
        'select private.booking_limit_message($1::integer) as message',
        [seconds],
      );
      expect(rows[0]?.message).toBe(bookingLimitMessage(SITE.phoneDisplay, seconds));
    },
  );

  it('uses the built-in support phone of the site when the settings have none', async () => {
    const { rows } = await db().query<{ phone: string | null }>(
      'select support_phone as phone from public.site_settings',
    );
    expect(rows.every((r) => r.phone === null)).toBe(true);
    expect(SITE.phoneDisplay).toBe('+1 246 269 9288');
  });

  it('defaults in private.booking_limits match the documented ones', async () => {
    const { rows } = await db().query<{ key: string; value: number }>(
      'select key, value from private.booking_limits order by key',
    );
    expect(rows).toEqual([
      { key: 'anonymous_per_client', value: 30 },
      { key: 'anonymous_per_recipient', value: 5 },
      // The manage-link RPCs' shared per-client limit (MANAGE_LIMITS in shared/src/domain/manage).
      { key: 'manage_per_client', value: MANAGE_LIMITS.perClient },
      { key: 'window_seconds', value: 3600 },
    ]);
  });
});
