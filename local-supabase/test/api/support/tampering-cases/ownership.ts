/**
 * Tampering with bookings one does not own, or with the parts of one's own booking only the server or
 * staff may change: direct inserts and upserts, another customer's booking, the price, e-mail, date
 * or owner of one's own booking, and the cancel and delete rules.
 */
import { SEED_BOOKINGS, SEED_USERS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { directBooking } from '../../../../src/testing/booking-args';
import { type Case, ctx, hiddenByRls, noGrant, notCancellable, refused } from '../tampering';

export const OWNERSHIP_CASES: Case[] = [
  // --- Direct writes to bookings ------------------------------------------------------------------
  {
    name: 'anon inserts a confirmed booking directly',
    send: async () =>
      observe(
        await ctx()
          .anon.from('bookings')
          .insert(directBooking({ status: 'confirmed' })),
      ),
    expected: noGrant(401, 'bookings'),
  },
  {
    name: "customer inserts a booking directly with another user's user_id and an old created_at",
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .insert(
            directBooking({
              user_id: SEED_USERS.customer2.id,
              created_at: '2020-01-01T00:00:00Z',
              status: 'completed',
            }),
          ),
      ),
    expected: noGrant(403, 'bookings'),
  },
  {
    name: 'admin inserts a booking directly (staff too go through create_booking)',
    send: async () => observe(await ctx().admin.from('bookings').insert(directBooking({}))),
    expected: noGrant(403, 'bookings'),
  },
  {
    name: 'customer upserts over their own booking to confirm it',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .upsert(directBooking({ id: SEED_BOOKINGS.customerPending, status: 'confirmed' }), {
            onConflict: 'id',
          }),
      ),
    expected: noGrant(403, 'bookings'),
  },
  {
    name: "customer cancels another customer's booking",
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .update({ status: 'cancelled' })
          .eq('id', SEED_BOOKINGS.customer2Pending)
          .select('id'),
      ),
    expected: hiddenByRls,
  },
  ...(
    [
      ['total_price', { total_price: 1 }],
      ['email', { email: 'someone.else@example.com' }],
      ['pickup_date', { pickup_date: '2030-12-31' }],
      ['user_id', { user_id: SEED_USERS.customer2.id }],
      ['status together with total_price', { status: 'cancelled', total_price: 0 }],
    ] as const
  ).map(([what, patch]): Case => ({
    name: `customer changes ${what} of their own booking`,
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .update(patch)
          .eq('id', SEED_BOOKINGS.customerPending)
          .select('id'),
      ),
    expected: noGrant(403, 'bookings'),
  })),
  {
    name: 'admin changes the total_price of a booking (staff change the status only)',
    send: async () =>
      observe(
        await ctx()
          .admin.from('bookings')
          .update({ total_price: 1 })
          .eq('id', SEED_BOOKINGS.guestPending),
      ),
    expected: noGrant(403, 'bookings'),
  },
  ...(
    [
      [
        'cancels their completed booking',
        'cancelled',
        'customerCompleted',
        'BB-100003-CUD',
        'completed',
      ],
      [
        're-opens their cancelled booking',
        'pending',
        'customerCancelled',
        'BB-100004-CUX',
        'cancelled',
      ],
      [
        'confirms their own pending booking',
        'confirmed',
        'customerPending',
        'BB-100001-CUP',
        'pending',
      ],
    ] as const
  ).map(([what, status, booking, reference, current]): Case => ({
    name: `customer ${what}`,
    send: async () =>
      observe(
        await ctx().customerA.from('bookings').update({ status }).eq('id', SEED_BOOKINGS[booking]),
      ),
    expected: notCancellable(reference, current),
  })),
  {
    name: 'customer cancels all their bookings at once, a completed one included (all or nothing)',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .update({ status: 'cancelled' })
          .in('id', [
            SEED_BOOKINGS.customerPending,
            SEED_BOOKINGS.customerConfirmed,
            SEED_BOOKINGS.customerCompleted,
          ])
          .select('id'),
      ),
    expected: notCancellable('BB-100003-CUD', 'completed'),
  },
  {
    name: 'customer deletes their own booking',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .delete()
          .eq('id', SEED_BOOKINGS.customerPending)
          .select('id'),
      ),
    expected: hiddenByRls,
  },
  {
    name: 'customer deletes their own booking without asking for the rows back',
    send: async () =>
      observe(
        await ctx().customerA.from('bookings').delete().eq('id', SEED_BOOKINGS.customerConfirmed),
      ),
    expected: { status: 204, error: null, data: null },
    verify: async () => {
      const { count } = await ctx()
        .service.from('bookings')
        .select('id', { count: 'exact', head: true })
        .eq('id', SEED_BOOKINGS.customerConfirmed);
      expect(count).toBe(1);
    },
  },
  {
    name: 'customer deletes every booking (no filter)',
    send: async () => observe(await ctx().customerA.from('bookings').delete().select('id')),
    expected: refused(400, '21000', 'DELETE requires a WHERE clause'),
  },
];
