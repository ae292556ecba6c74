/** RLS matrix rows and probes for rpc. */
import { SEED_TESTIMONIALS } from '../../../support/seed-ids';
import { observe } from '../api-server';
import { validBooking } from '../booking';
import {
  actors,
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

/** The staff figures agree with a count made with the service role at the same moment. */
const ALL_BOOKINGS_COUNTED = { total_bookings: 'as stored', total_testimonials: 'as stored' };

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
  // rpc admin_dashboard_stats → staff only: one row of figures counted over every booking
  [
    'anon',
    'rpc',
    'admin_dashboard_stats',
    denied(401, '42501', 'permission denied for function admin_dashboard_stats'),
  ],
  [
    'customerA',
    'rpc',
    'admin_dashboard_stats',
    denied(403, '42501', 'permission denied: staff only'),
  ],
  [
    'customerB',
    'rpc',
    'admin_dashboard_stats',
    denied(403, '42501', 'permission denied: staff only'),
  ],
  ['moderator', 'rpc', 'admin_dashboard_stats', ok(200, ALL_BOOKINGS_COUNTED)],
  ['admin', 'rpc', 'admin_dashboard_stats', ok(200, ALL_BOOKINGS_COUNTED)],
  ['superAdmin', 'rpc', 'admin_dashboard_stats', ok(200, ALL_BOOKINGS_COUNTED)],
  [
    'inactiveAdmin',
    'rpc',
    'admin_dashboard_stats',
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
  admin_dashboard_stats: async (c) => {
    const result = await c.rpc('admin_dashboard_stats').single();
    const [bookings, testimonials] = await Promise.all([
      actors.service.from('bookings').select('id', { count: 'exact', head: true }),
      actors.service.from('customer_testimonials').select('id', { count: 'exact', head: true }),
    ]);
    return observe(result, (row) => ({
      total_bookings: row.total_bookings === bookings.count ? 'as stored' : row.total_bookings,
      total_testimonials:
        row.total_testimonials === testimonials.count ? 'as stored' : row.total_testimonials,
    }));
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
