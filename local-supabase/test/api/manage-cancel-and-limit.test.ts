/**
 * Cancelling through the manage link with the refund of shared/src/domain, and the per-client
 * limit the manage RPCs share.
 */
import { SITE } from '@bbt/shared';
import { manageLimitMessage, refundForBooking } from '@bbt/shared/domain';

import {
  api,
  book,
  movePickup,
  setManageLimit,
  startManageServer,
  stored,
} from './support/manage-booking';

jest.setTimeout(60_000);

startManageServer();

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
      const { rows } = await api.t.server.db.query<{
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
      const { data, error } = await api.anon.rpc('cancel_managed_booking', {
        p_token: guest.token,
      });
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
      const { rows: mails } = await api.t.server.db.query<{ kind: string }>(
        `select kind from private.email_outbox where booking_id = $1 and kind like '%cancelled' order by kind`,
        [guest.id],
      );
      expect(mails.map((m) => m.kind)).toEqual(['booking_cancelled', 'company_customer_cancelled']);
      const again = await api.anon.rpc('cancel_managed_booking', { p_token: guest.token });
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
    expect((await api.anon.rpc('manage_booking', { p_token: guest.token })).status).toBe(200);
    expect(
      (
        await api.anon.rpc('quote_booking_change', {
          p_token: guest.token,
          p_change: { passengers: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.anon.rpc('issue_manage_link', {
          p_booking_id: guest.id,
          p_idempotency_key: guest.key,
        })
      ).status,
    ).toBe(200);
    const response = await fetch(`${api.t.url}/rest/v1/rpc/change_booking`, {
      method: 'POST',
      headers: { apikey: api.t.server.anonKey, 'content-type': 'application/json' },
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
    const refusedToo = await api.anon.rpc('manage_booking', { p_token: guest.token });
    expect(refusedToo.status).toBe(429);
  });
});
