/**
 * Manage links (issue 23): forged and guessed links, changes of what a link may not change (price,
 * vehicle, e-mail), another customer's booking, and the mailer's token function called by anybody
 * else. The link of seeded booking 01 (Carla's, pending) is issued by the service role in setup.
 */
import { MANAGE_LINK_INVALID_MESSAGE } from '@bbt/shared/domain';

import { SEED_BOOKINGS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { type Case, ctx, invalid, refused } from '../tampering';

const link: { token?: string } = {};

async function token(): Promise<string> {
  if (!link.token) {
    const { data, error } = await ctx().service.rpc('issue_manage_token', {
      p_booking_id: SEED_BOOKINGS.customerPending,
    });
    if (error || !data) throw new Error(`manage token: ${error?.message}`);
    link.token = data;
  }
  return link.token;
}

const invalidLink = refused(400, 'P0001', MANAGE_LINK_INVALID_MESSAGE, {
  details: 'token',
  hint: 'manage_link_invalid',
});

const changeThrough = (change: Record<string, string | number>) => async () =>
  observe(await ctx().anon.rpc('change_booking', { p_token: await token(), p_change: change }));

export const MANAGE_CASES: Case[] = [
  {
    name: 'a forged manage link changing a booking',
    setup: async () => void (await token()),
    send: async () => {
      const real = await token();
      const forged = real.slice(0, 42) + (real.endsWith('A') ? 'B' : 'A');
      return observe(
        await ctx().anon.rpc('change_booking', { p_token: forged, p_change: { passengers: 1 } }),
      );
    },
    expected: invalidLink,
  },
  {
    name: 'a manage link setting its own price',
    setup: async () => void (await token()),
    send: changeThrough({ total_price: 1 }),
    expected: invalid('total_price', 'total_price cannot be changed'),
  },
  {
    name: 'a manage link moving the booking to another vehicle class',
    setup: async () => void (await token()),
    send: changeThrough({ vehicle_type: 'economy' }),
    expected: invalid('vehicle_type', 'vehicle_type cannot be changed'),
  },
  {
    name: 'a manage link redirecting the e-mails to another address',
    setup: async () => void (await token()),
    send: changeThrough({ email: 'attacker@example.com' }),
    expected: invalid('email', 'email cannot be changed'),
  },
  {
    name: 'a manage link with a passenger count out of range',
    setup: async () => void (await token()),
    send: changeThrough({ passengers: 99 }),
    expected: invalid('passengers', 'Passengers cannot exceed 20'),
  },
  {
    name: "a customer changing another customer's booking",
    send: async () =>
      observe(
        await ctx().customerB.rpc('change_my_booking', {
          p_booking_id: SEED_BOOKINGS.customerPending,
          p_change: { passengers: 1 },
        }),
      ),
    expected: refused(403, '42501', 'This booking is not in your account.', {
      details: 'booking_id',
    }),
  },
  {
    name: 'an anonymous caller issuing a manage token for any booking',
    send: async () =>
      observe(
        await ctx().anon.rpc('issue_manage_token', { p_booking_id: SEED_BOOKINGS.customerPending }),
      ),
    expected: refused(401, '42501', 'permission denied for function issue_manage_token'),
  },
  {
    name: 'a guest guessing the idempotency key of a booking for its link',
    send: async () =>
      observe(
        await ctx().anon.rpc('issue_manage_link', {
          p_booking_id: SEED_BOOKINGS.customerPending,
          p_idempotency_key: '00000000-0000-4000-8000-000000000001',
        }),
      ),
    expected: invalidLink,
  },
];
