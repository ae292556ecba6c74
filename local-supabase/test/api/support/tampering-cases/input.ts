/** Malformed filters, unknown columns, SQL-looking input and broken JSON bodies. */
import { SEED_BOOKINGS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { type Case, ctx, hiddenByRls, raw, refused, testimonial } from '../tampering';

export const INPUT_CASES: Case[] = [
  // --- SQL-looking and malformed requests -----------------------------------------------------------
  {
    name: "an e-mail filter with SQL in it (customer2@example.com' or '1'='1)",
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .select('id')
          .eq('email', "customer2@example.com' or '1'='1"),
      ),
    expected: hiddenByRls,
  },
  {
    name: 'an id filter with SQL in it (1 or 1=1)',
    send: async () =>
      observe(await ctx().customerA.from('bookings').select('id').eq('id', '1 or 1=1')),
    expected: refused(400, '22P02', 'invalid input syntax for type uuid: "1 or 1=1"'),
  },
  {
    name: 'an order clause with a statement in it',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .select('id')
          .order('created_at; drop table bookings'),
      ),
    expected: refused(400, 'PGRST100', expect.stringMatching(/^"failed to parse order/), {
      details: expect.any(String),
    }),
  },
  {
    name: 'a select list with a sub-query in it',
    send: async () =>
      observe(await ctx().customerA.from('bookings').select('id, (select email from admin_users)')),
    expected: refused(
      400,
      'PGRST100',
      expect.stringMatching(/^"failed to parse select parameter/),
      {
        details: expect.any(String),
      },
    ),
  },
  {
    name: 'a broken or=(… filter',
    send: async () =>
      observe(await ctx().customerA.from('bookings').select('id').or('id.eq.1,(status.eq.pending')),
    expected: refused(400, 'PGRST100', expect.stringMatching(/^"failed to parse logic tree/), {
      details: expect.any(String),
    }),
  },
  {
    name: 'a filter on a column name with a statement in it',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .select('id')
          .eq('id;drop table bookings' as 'id', 'x'),
      ),
    expected: refused(400, 'PGRST100', expect.stringMatching(/^"failed to parse filter/), {
      details: expect.any(String),
    }),
  },
  {
    name: 'selecting an unknown column',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .select('id, secret' as 'id'),
      ),
    expected: refused(400, '42703', 'column bookings.secret does not exist'),
  },
  {
    name: 'updating an unknown column',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('bookings')
          .update({ secret: 'x' } as unknown as { status: string })
          .eq('id', SEED_BOOKINGS.customerPending),
      ),
    expected: refused(
      400,
      'PGRST204',
      "Could not find the 'secret' column of 'bookings' in the schema cache",
    ),
  },
  {
    name: 'a testimonial with an unknown column',
    send: async () =>
      observe(
        await ctx()
          .anon.from('customer_testimonials')
          .insert({ ...testimonial, secret: true } as typeof testimonial),
      ),
    expected: refused(
      400,
      'PGRST204',
      "Could not find the 'secret' column of 'customer_testimonials' in the schema cache",
    ),
  },
  {
    name: 'a testimonial whose JSON body is cut off',
    send: () =>
      raw('customer_testimonials', { method: 'POST', body: '{"customer_name": "Cut off",' }),
    expected: refused(400, 'PGRST102', 'Empty or invalid json', { details: expect.any(String) }),
  },
];
