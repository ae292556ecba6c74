/** RLS matrix rows and probes for rpc. */
import { SEED_TESTIMONIALS } from '../../../support/seed-ids';
import { observe } from '../api-server';
import { validBooking } from '../booking';
import {
  ALL_SEED_TESTIMONIALS,
  author,
  denied,
  emails,
  ok,
  type Probes,
  type Row,
  storedCount,
} from '../rls-matrix';

const LIST_FOR_STAFF = [
  { id: SEED_TESTIMONIALS.approvedFeatured, customer_email: 'sarah.mitchell@example.com' },
  { id: SEED_TESTIMONIALS.approved, customer_email: 'customer@example.com' },
  { id: SEED_TESTIMONIALS.approvedFeatured2, customer_email: 'james.priya@example.com' },
  { id: SEED_TESTIMONIALS.approved2, customer_email: 'customer2@example.com' },
  { id: SEED_TESTIMONIALS.pending, customer_email: 'pending.reviewer@example.com' },
  { id: SEED_TESTIMONIALS.pending2, customer_email: 'another.visitor@example.com' },
];

export const RPC_ROWS: Row[] = [
  // rpc create_booking → anyone; a pending booking whose author is the caller (none for anon); stored: 1 row
  ['anon', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'none' }, 1)],
  ['customerA', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['customerB', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['moderator', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['admin', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['superAdmin', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['inactiveAdmin', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  // rpc list_testimonials_for_staff → staff only, with the e-mails
  [
    'anon',
    'rpc',
    'list_testimonials_for_staff',
    denied(401, '42501', 'permission denied for function list_testimonials_for_staff'),
  ],
  [
    'customerA',
    'rpc',
    'list_testimonials_for_staff',
    denied(403, '42501', 'permission denied: staff only'),
  ],
  [
    'customerB',
    'rpc',
    'list_testimonials_for_staff',
    denied(403, '42501', 'permission denied: staff only'),
  ],
  ['moderator', 'rpc', 'list_testimonials_for_staff', ok(200, LIST_FOR_STAFF)],
  ['admin', 'rpc', 'list_testimonials_for_staff', ok(200, LIST_FOR_STAFF)],
  ['superAdmin', 'rpc', 'list_testimonials_for_staff', ok(200, LIST_FOR_STAFF)],
  [
    'inactiveAdmin',
    'rpc',
    'list_testimonials_for_staff',
    denied(403, '42501', 'permission denied: staff only'),
  ],
];

export const RPC_PROBES: Probes = {
  create_booking: async (c, actor) => {
    const args = validBooking({ p_email: emails[actor] });
    const result = observe(await c.rpc('create_booking', args), (row) => ({
      status: row.status,
      author: author(actor, row.user_id),
    }));
    return {
      ...result,
      stored: await storedCount('bookings', 'idempotency_key', args.p_idempotency_key),
    };
  },
  list_testimonials_for_staff: async (c) =>
    observe(
      await c
        .rpc('list_testimonials_for_staff')
        .select('id, customer_email')
        .in('id', ALL_SEED_TESTIMONIALS)
        .order('id'),
    ),
};
