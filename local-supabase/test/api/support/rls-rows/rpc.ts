/** RLS matrix rows and probes for rpc. */
import { SEED_BOOKINGS, SEED_TESTIMONIALS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { validBooking } from '../../../../src/testing/booking-args';
import {
  actors,
  ALL_SEED_TESTIMONIALS,
  author,
  denied,
  emails,
  freshCustomerBooking,
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
/** Booking 11's e-mails (seed): the confirmation bounced, the company notice went out. */
const GUEST_EMAILS = [
  {
    kind: 'booking_confirmation',
    status: 'failed',
    last_error: '550 5.1.1 <grace.visitor@example.org>: Recipient address rejected: User unknown',
  },
  { kind: 'company_new_booking', status: 'sent', last_error: null },
  // The reminder of the trip, still ahead: pending until the day before the pickup.
  { kind: 'trip_reminder', status: 'pending', last_error: null },
];

const STAFF_ONLY = 'permission denied: staff only';
const ADMINS_ONLY = 'permission denied: admins only';

export const RPC_ROWS: Row[] = [
  // rpc create_booking → anyone; a pending booking whose author is the caller (none for anon); stored: 1 row
  ['anon', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'none' }, 1)],
  ['customerA', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['customerB', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['moderator', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['admin', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['superAdmin', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['inactiveAdmin', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
  ['driver', 'rpc', 'create_booking', ok(200, { status: 'pending', author: 'actor' }, 1)],
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
  [
    'driver',
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
  ['driver', 'rpc', 'admin_dashboard_stats', denied(403, '42501', 'permission denied: staff only')],
  // rpc list_booking_emails (booking 11) → staff only: kind, status, last error
  [
    'anon',
    'rpc',
    'list_booking_emails',
    denied(401, '42501', 'permission denied for function list_booking_emails'),
  ],
  ['customerA', 'rpc', 'list_booking_emails', denied(403, '42501', STAFF_ONLY)],
  ['customerB', 'rpc', 'list_booking_emails', denied(403, '42501', STAFF_ONLY)],
  ['moderator', 'rpc', 'list_booking_emails', ok(200, GUEST_EMAILS)],
  ['admin', 'rpc', 'list_booking_emails', ok(200, GUEST_EMAILS)],
  ['superAdmin', 'rpc', 'list_booking_emails', ok(200, GUEST_EMAILS)],
  ['inactiveAdmin', 'rpc', 'list_booking_emails', denied(403, '42501', STAFF_ONLY)],
  ['driver', 'rpc', 'list_booking_emails', denied(403, '42501', STAFF_ONLY)],
  // rpc resend_booking_confirmation (a fresh booking whose e-mails went out) → admins only;
  // stored: the confirmations of the booking
  [
    'anon',
    'rpc',
    'resend_booking_confirmation',
    denied(401, '42501', 'permission denied for function resend_booking_confirmation', 1),
  ],
  ['customerA', 'rpc', 'resend_booking_confirmation', denied(403, '42501', ADMINS_ONLY, 1)],
  ['customerB', 'rpc', 'resend_booking_confirmation', denied(403, '42501', ADMINS_ONLY, 1)],
  ['moderator', 'rpc', 'resend_booking_confirmation', denied(403, '42501', ADMINS_ONLY, 1)],
  [
    'admin',
    'rpc',
    'resend_booking_confirmation',
    ok(
      200,
      [{ kind: 'booking_confirmation', status: 'pending', requested_by: 'admin@example.com' }],
      2,
    ),
  ],
  [
    'superAdmin',
    'rpc',
    'resend_booking_confirmation',
    ok(
      200,
      [{ kind: 'booking_confirmation', status: 'pending', requested_by: 'superadmin@example.com' }],
      2,
    ),
  ],
  ['inactiveAdmin', 'rpc', 'resend_booking_confirmation', denied(403, '42501', ADMINS_ONLY, 1)],
  ['driver', 'rpc', 'resend_booking_confirmation', denied(403, '42501', ADMINS_ONLY, 1)],
  // rpc claim_booking_emails → the mailer's (service role) only
  [
    'anon',
    'rpc',
    'claim_booking_emails',
    denied(401, '42501', 'permission denied for function claim_booking_emails'),
  ],
  ...(
    [
      'customerA',
      'customerB',
      'moderator',
      'admin',
      'superAdmin',
      'inactiveAdmin',
      'driver',
    ] as const
  ).map((actor): Row => [
    actor,
    'rpc',
    'claim_booking_emails',
    denied(403, '42501', 'permission denied for function claim_booking_emails'),
  ]),
];

/** A fresh booking of customer A whose queued e-mails are marked sent (as if the mailer ran). */
async function bookingWithSentEmails(): Promise<string> {
  const { id } = await freshCustomerBooking();
  await actors.t.server.db.query(
    `update private.email_outbox set status = 'sent', sent_at = now() where booking_id = $1`,
    [id],
  );
  return id;
}

async function confirmationsOf(id: string): Promise<number> {
  const { rows } = await actors.t.server.db.query<{ n: number }>(
    `select count(*)::int as n from private.email_outbox
      where booking_id = $1 and kind = 'booking_confirmation'`,
    [id],
  );
  return rows[0]?.n ?? -1;
}

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
  list_booking_emails: async (c) =>
    observe(
      await c
        .rpc('list_booking_emails', { p_booking_id: SEED_BOOKINGS.guestPending })
        .select('kind, status, last_error'),
    ),
  resend_booking_confirmation: async (c) => {
    const id = await bookingWithSentEmails();
    const result = observe(
      await c
        .rpc('resend_booking_confirmation', { p_booking_id: id })
        .select('kind, status, requested_by'),
    );
    return { ...result, stored: await confirmationsOf(id) };
  },
  claim_booking_emails: async (c) => observe(await c.rpc('claim_booking_emails', { p_limit: 1 })),
  list_testimonials_for_staff: async (c) =>
    observe(
      await c
        .rpc('list_testimonials_for_staff')
        .select('id, customer_email')
        .in('id', ALL_SEED_TESTIMONIALS)
        .order('id'),
    ),
};
