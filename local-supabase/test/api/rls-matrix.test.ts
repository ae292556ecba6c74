/**
 * The RLS matrix over HTTP: every actor (anon, two customers, the three staff levels and a signed-in
 * user whose admin record is inactive) against every table (bookings, additional_services,
 * booking_events, customer_testimonials, admin_users) and operation (select, insert, update, delete)
 * plus the two RPCs, each call made with the unmodified supabase-js client (typed by the generated
 * `Database`) against the real local-supabase server with the real migrations and seed.
 *
 * Each row of MATRIX is one test and states the exact client-visible result (supabase-compat.md §3.4
 * and §3.5): a refusal is `{ status, error: { code, message, details, hint }, data: null }` (42501 is
 * 401 for anon and 403 for a signed-in role), a row hidden by RLS is an empty result (200 `[]`), an
 * allowed call shows what came back. Every write also states what is stored afterwards, read with
 * the service role, so a refusal that still wrote something, or an allow that wrote nothing, fails.
 * Writes that are expected to succeed work on rows made for that test alone, so rows do not depend
 * on each other's order.
 */
import { randomUUID } from 'node:crypto';

import { confirmedUser } from '../helpers/users';
import {
  CUSTOMER2_BOOKINGS,
  CUSTOMER_BOOKINGS,
  RETIRED_ADMIN_EMAIL,
  SEED_ADMIN_USERS,
  SEED_BOOKINGS,
  SEED_TESTIMONIALS,
  SEED_USERS,
} from '../support/seed-ids';
import {
  type ApiServer,
  type Client,
  observe,
  type Observed,
  startApiServer,
} from './support/api-server';
import { validBooking } from './support/booking';

type ActorName =
  'anon' | 'customerA' | 'customerB' | 'moderator' | 'admin' | 'superAdmin' | 'inactiveAdmin';

type TableName =
  | 'bookings'
  | 'additional_services'
  | 'booking_events'
  | 'customer_testimonials'
  | 'admin_users'
  | 'rpc';

/** What one row expects: the client-visible result, and for writes what is stored afterwards. */
interface Expected extends Observed {
  stored?: unknown;
}

/** What a probe saw; `vars` fills `{name}` placeholders of the expected message. */
interface Outcome extends Observed {
  stored?: unknown;
  vars?: Record<string, string>;
}

type Row = [ActorName, TableName, string, Expected];

// ---------------------------------------------------------------------------------------------------
// Expectations
// ---------------------------------------------------------------------------------------------------

function ok(status: number, data: unknown, stored?: unknown): Expected {
  return stored === undefined
    ? { status, error: null, data }
    : { status, error: null, data, stored };
}

function denied(
  status: 401 | 403,
  code: string,
  message: string,
  stored?: unknown,
  extra: { details?: string; hint?: string } = {},
): Expected {
  const error = { code, message, details: extra.details ?? null, hint: extra.hint ?? null };
  return stored === undefined
    ? { status, error, data: null }
    : { status, error, data: null, stored };
}

/** Missing GRANT: 401 for anon, 403 for a signed-in role (compat §3.4). */
const noGrant = (status: 401 | 403, table: string, stored?: unknown) =>
  denied(status, '42501', `permission denied for table ${table}`, stored);

/** An INSERT (or its RETURNING) that fails a policy: 42501 with Postgres' RLS message. */
const rlsViolation = (status: 401 | 403, table: string, stored?: unknown) =>
  denied(
    status,
    '42501',
    `new row violates row-level security policy for table "${table}"`,
    stored,
  );

const NOT_CANCELLABLE =
  'permission denied: only a pending or confirmed booking can be cancelled (booking {reference} is pending)';
const CONTACT_SUPPORT = 'Contact support to change this booking.';

const ALL_SEED_BOOKINGS = Object.values(SEED_BOOKINGS).sort();
const ALL_SEED_TESTIMONIALS = Object.values(SEED_TESTIMONIALS).sort();
const APPROVED_TESTIMONIALS = [
  SEED_TESTIMONIALS.approvedFeatured,
  SEED_TESTIMONIALS.approved,
  SEED_TESTIMONIALS.approvedFeatured2,
  SEED_TESTIMONIALS.approved2,
].sort();
const SEED_ADMIN_IDS = Object.values(SEED_ADMIN_USERS);
const STAFF_EMAILS_SORTED = [
  'admin@example.com',
  'moderator@example.com',
  'retired.admin@example.com',
  'superadmin@example.com',
];
/** Seeded bookings that have extras: customer's 01, 05, 06; customer2's 07; a guest's 12. */
const EXTRAS_OF_CUSTOMER = [
  SEED_BOOKINGS.customerPending,
  SEED_BOOKINGS.customerRoundTrip,
  SEED_BOOKINGS.customerAnonymousByEmail,
].sort();
const EXTRAS_OF_CUSTOMER2 = [SEED_BOOKINGS.customer2Pending];
const EXTRAS_ALL = [
  ...EXTRAS_OF_CUSTOMER,
  ...EXTRAS_OF_CUSTOMER2,
  SEED_BOOKINGS.guestConfirmedVan,
].sort();
const CREATED_EVENT = [{ event_type: 'created', new_status: 'pending' }];
const TESTIMONIAL_SUBMITTED = { is_approved: false, is_featured: false, approved_at: null };
const LIST_FOR_STAFF = [
  { id: SEED_TESTIMONIALS.approvedFeatured, customer_email: 'sarah.mitchell@example.com' },
  { id: SEED_TESTIMONIALS.approved, customer_email: 'customer@example.com' },
  { id: SEED_TESTIMONIALS.approvedFeatured2, customer_email: 'james.priya@example.com' },
  { id: SEED_TESTIMONIALS.approved2, customer_email: 'customer2@example.com' },
  { id: SEED_TESTIMONIALS.pending, customer_email: 'pending.reviewer@example.com' },
  { id: SEED_TESTIMONIALS.pending2, customer_email: 'another.visitor@example.com' },
];

// ---------------------------------------------------------------------------------------------------
// The matrix: actor x table x operation → exact client-visible result (and what is stored after)
// ---------------------------------------------------------------------------------------------------

const MATRIX: Row[] = [
  // bookings: select (seeded rows only) → ids visible
  ['anon', 'bookings', 'select', noGrant(401, 'bookings')],
  ['customerA', 'bookings', 'select', ok(200, [...CUSTOMER_BOOKINGS].sort())],
  ['customerB', 'bookings', 'select', ok(200, [...CUSTOMER2_BOOKINGS].sort())],
  ['moderator', 'bookings', 'select', ok(200, ALL_SEED_BOOKINGS)],
  ['admin', 'bookings', 'select', ok(200, ALL_SEED_BOOKINGS)],
  ['superAdmin', 'bookings', 'select', ok(200, ALL_SEED_BOOKINGS)],
  ['inactiveAdmin', 'bookings', 'select', ok(200, [])],
  // bookings: insert a complete, valid row directly → nobody (only create_booking inserts); stored: rows with that id
  ['anon', 'bookings', 'insert', noGrant(401, 'bookings', 0)],
  ['customerA', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['customerB', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['moderator', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['admin', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['superAdmin', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['inactiveAdmin', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  // bookings: cancel customer A's fresh pending booking → statuses returned; stored: its status
  ['anon', 'bookings', 'update: cancel', noGrant(401, 'bookings', 'pending')],
  ['customerA', 'bookings', 'update: cancel', ok(200, ['cancelled'], 'cancelled')],
  ['customerB', 'bookings', 'update: cancel', ok(200, [], 'pending')],
  ['moderator', 'bookings', 'update: cancel', ok(200, ['cancelled'], 'cancelled')],
  ['admin', 'bookings', 'update: cancel', ok(200, ['cancelled'], 'cancelled')],
  ['superAdmin', 'bookings', 'update: cancel', ok(200, ['cancelled'], 'cancelled')],
  ['inactiveAdmin', 'bookings', 'update: cancel', ok(200, [], 'pending')],
  // bookings: confirm customer A's fresh pending booking → staff only; stored: its status
  ['anon', 'bookings', 'update: confirm', noGrant(401, 'bookings', 'pending')],
  [
    'customerA',
    'bookings',
    'update: confirm',
    denied(403, '42501', NOT_CANCELLABLE, 'pending', { hint: CONTACT_SUPPORT }),
  ],
  ['customerB', 'bookings', 'update: confirm', ok(200, [], 'pending')],
  ['moderator', 'bookings', 'update: confirm', ok(200, ['confirmed'], 'confirmed')],
  ['admin', 'bookings', 'update: confirm', ok(200, ['confirmed'], 'confirmed')],
  ['superAdmin', 'bookings', 'update: confirm', ok(200, ['confirmed'], 'confirmed')],
  ['inactiveAdmin', 'bookings', 'update: confirm', ok(200, [], 'pending')],
  // bookings: delete customer A's fresh booking → staff only; stored: kept or deleted
  ['anon', 'bookings', 'delete', noGrant(401, 'bookings', 'kept')],
  ['customerA', 'bookings', 'delete', ok(200, 0, 'kept')],
  ['customerB', 'bookings', 'delete', ok(200, 0, 'kept')],
  ['moderator', 'bookings', 'delete', ok(200, 1, 'deleted')],
  ['admin', 'bookings', 'delete', ok(200, 1, 'deleted')],
  ['superAdmin', 'bookings', 'delete', ok(200, 1, 'deleted')],
  ['inactiveAdmin', 'bookings', 'delete', ok(200, 0, 'kept')],

  // additional_services: select (extras of seeded bookings) → booking ids visible
  ['anon', 'additional_services', 'select', noGrant(401, 'additional_services')],
  ['customerA', 'additional_services', 'select', ok(200, EXTRAS_OF_CUSTOMER)],
  ['customerB', 'additional_services', 'select', ok(200, EXTRAS_OF_CUSTOMER2)],
  ['moderator', 'additional_services', 'select', ok(200, EXTRAS_ALL)],
  ['admin', 'additional_services', 'select', ok(200, EXTRAS_ALL)],
  ['superAdmin', 'additional_services', 'select', ok(200, EXTRAS_ALL)],
  ['inactiveAdmin', 'additional_services', 'select', ok(200, [])],
  // additional_services: insert / update / delete → nobody (written only by create_booking)
  ['anon', 'additional_services', 'insert', noGrant(401, 'additional_services', 'unchanged')],
  ['customerA', 'additional_services', 'insert', noGrant(403, 'additional_services', 'unchanged')],
  ['customerB', 'additional_services', 'insert', noGrant(403, 'additional_services', 'unchanged')],
  ['moderator', 'additional_services', 'insert', noGrant(403, 'additional_services', 'unchanged')],
  ['admin', 'additional_services', 'insert', noGrant(403, 'additional_services', 'unchanged')],
  ['superAdmin', 'additional_services', 'insert', noGrant(403, 'additional_services', 'unchanged')],
  [
    'inactiveAdmin',
    'additional_services',
    'insert',
    noGrant(403, 'additional_services', 'unchanged'),
  ],
  ['anon', 'additional_services', 'update', noGrant(401, 'additional_services', 'unchanged')],
  ['customerA', 'additional_services', 'update', noGrant(403, 'additional_services', 'unchanged')],
  ['customerB', 'additional_services', 'update', noGrant(403, 'additional_services', 'unchanged')],
  ['moderator', 'additional_services', 'update', noGrant(403, 'additional_services', 'unchanged')],
  ['admin', 'additional_services', 'update', noGrant(403, 'additional_services', 'unchanged')],
  ['superAdmin', 'additional_services', 'update', noGrant(403, 'additional_services', 'unchanged')],
  [
    'inactiveAdmin',
    'additional_services',
    'update',
    noGrant(403, 'additional_services', 'unchanged'),
  ],
  ['anon', 'additional_services', 'delete', noGrant(401, 'additional_services', 'unchanged')],
  ['customerA', 'additional_services', 'delete', noGrant(403, 'additional_services', 'unchanged')],
  ['customerB', 'additional_services', 'delete', noGrant(403, 'additional_services', 'unchanged')],
  ['moderator', 'additional_services', 'delete', noGrant(403, 'additional_services', 'unchanged')],
  ['admin', 'additional_services', 'delete', noGrant(403, 'additional_services', 'unchanged')],
  ['superAdmin', 'additional_services', 'delete', noGrant(403, 'additional_services', 'unchanged')],
  [
    'inactiveAdmin',
    'additional_services',
    'delete',
    noGrant(403, 'additional_services', 'unchanged'),
  ],

  // booking_events: select the creation event of booking 01 → staff only (customers see none)
  ['anon', 'booking_events', 'select', noGrant(401, 'booking_events')],
  ['customerA', 'booking_events', 'select', ok(200, [])],
  ['customerB', 'booking_events', 'select', ok(200, [])],
  ['moderator', 'booking_events', 'select', ok(200, CREATED_EVENT)],
  ['admin', 'booking_events', 'select', ok(200, CREATED_EVENT)],
  ['superAdmin', 'booking_events', 'select', ok(200, CREATED_EVENT)],
  ['inactiveAdmin', 'booking_events', 'select', ok(200, [])],
  // booking_events: insert / update / delete → nobody (append-only, written by triggers)
  ['anon', 'booking_events', 'insert', noGrant(401, 'booking_events', 'unchanged')],
  ['customerA', 'booking_events', 'insert', noGrant(403, 'booking_events', 'unchanged')],
  ['customerB', 'booking_events', 'insert', noGrant(403, 'booking_events', 'unchanged')],
  ['moderator', 'booking_events', 'insert', noGrant(403, 'booking_events', 'unchanged')],
  ['admin', 'booking_events', 'insert', noGrant(403, 'booking_events', 'unchanged')],
  ['superAdmin', 'booking_events', 'insert', noGrant(403, 'booking_events', 'unchanged')],
  ['inactiveAdmin', 'booking_events', 'insert', noGrant(403, 'booking_events', 'unchanged')],
  ['anon', 'booking_events', 'update', noGrant(401, 'booking_events', 'unchanged')],
  ['customerA', 'booking_events', 'update', noGrant(403, 'booking_events', 'unchanged')],
  ['customerB', 'booking_events', 'update', noGrant(403, 'booking_events', 'unchanged')],
  ['moderator', 'booking_events', 'update', noGrant(403, 'booking_events', 'unchanged')],
  ['admin', 'booking_events', 'update', noGrant(403, 'booking_events', 'unchanged')],
  ['superAdmin', 'booking_events', 'update', noGrant(403, 'booking_events', 'unchanged')],
  ['inactiveAdmin', 'booking_events', 'update', noGrant(403, 'booking_events', 'unchanged')],
  ['anon', 'booking_events', 'delete', noGrant(401, 'booking_events', 'unchanged')],
  ['customerA', 'booking_events', 'delete', noGrant(403, 'booking_events', 'unchanged')],
  ['customerB', 'booking_events', 'delete', noGrant(403, 'booking_events', 'unchanged')],
  ['moderator', 'booking_events', 'delete', noGrant(403, 'booking_events', 'unchanged')],
  ['admin', 'booking_events', 'delete', noGrant(403, 'booking_events', 'unchanged')],
  ['superAdmin', 'booking_events', 'delete', noGrant(403, 'booking_events', 'unchanged')],
  ['inactiveAdmin', 'booking_events', 'delete', noGrant(403, 'booking_events', 'unchanged')],

  // customer_testimonials: select (seeded rows) → approved ones for the public, all for staff
  ['anon', 'customer_testimonials', 'select', ok(200, APPROVED_TESTIMONIALS)],
  ['customerA', 'customer_testimonials', 'select', ok(200, APPROVED_TESTIMONIALS)],
  ['customerB', 'customer_testimonials', 'select', ok(200, APPROVED_TESTIMONIALS)],
  ['moderator', 'customer_testimonials', 'select', ok(200, ALL_SEED_TESTIMONIALS)],
  ['admin', 'customer_testimonials', 'select', ok(200, ALL_SEED_TESTIMONIALS)],
  ['superAdmin', 'customer_testimonials', 'select', ok(200, ALL_SEED_TESTIMONIALS)],
  ['inactiveAdmin', 'customer_testimonials', 'select', ok(200, APPROVED_TESTIMONIALS)],
  // customer_testimonials: submit (no .select(): 201, no body) → anyone; stored unapproved, author from the JWT
  [
    'anon',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'none' }),
  ],
  [
    'customerA',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor' }),
  ],
  [
    'customerB',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor' }),
  ],
  [
    'moderator',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor' }),
  ],
  [
    'admin',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor' }),
  ],
  [
    'superAdmin',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor' }),
  ],
  [
    'inactiveAdmin',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor' }),
  ],
  // customer_testimonials: submit with .select('id') → the new (unapproved) row must also be readable (compat §3.5)
  [
    'anon',
    'customer_testimonials',
    'insert + select',
    rlsViolation(401, 'customer_testimonials', 0),
  ],
  [
    'customerA',
    'customer_testimonials',
    'insert + select',
    rlsViolation(403, 'customer_testimonials', 0),
  ],
  [
    'customerB',
    'customer_testimonials',
    'insert + select',
    rlsViolation(403, 'customer_testimonials', 0),
  ],
  ['moderator', 'customer_testimonials', 'insert + select', ok(201, 1, 1)],
  ['admin', 'customer_testimonials', 'insert + select', ok(201, 1, 1)],
  ['superAdmin', 'customer_testimonials', 'insert + select', ok(201, 1, 1)],
  [
    'inactiveAdmin',
    'customer_testimonials',
    'insert + select',
    rlsViolation(403, 'customer_testimonials', 0),
  ],
  // customer_testimonials: approve a fresh pending one → staff only; stored: is_approved
  [
    'anon',
    'customer_testimonials',
    'update: approve',
    noGrant(401, 'customer_testimonials', false),
  ],
  ['customerA', 'customer_testimonials', 'update: approve', ok(200, [], false)],
  ['customerB', 'customer_testimonials', 'update: approve', ok(200, [], false)],
  ['moderator', 'customer_testimonials', 'update: approve', ok(200, [true], true)],
  ['admin', 'customer_testimonials', 'update: approve', ok(200, [true], true)],
  ['superAdmin', 'customer_testimonials', 'update: approve', ok(200, [true], true)],
  ['inactiveAdmin', 'customer_testimonials', 'update: approve', ok(200, [], false)],
  // customer_testimonials: delete a fresh pending one → staff only
  ['anon', 'customer_testimonials', 'delete', noGrant(401, 'customer_testimonials', 'kept')],
  ['customerA', 'customer_testimonials', 'delete', ok(200, 0, 'kept')],
  ['customerB', 'customer_testimonials', 'delete', ok(200, 0, 'kept')],
  ['moderator', 'customer_testimonials', 'delete', ok(200, 1, 'deleted')],
  ['admin', 'customer_testimonials', 'delete', ok(200, 1, 'deleted')],
  ['superAdmin', 'customer_testimonials', 'delete', ok(200, 1, 'deleted')],
  ['inactiveAdmin', 'customer_testimonials', 'delete', ok(200, 0, 'kept')],

  // admin_users: select (seeded records) → own record, or all for a super_admin
  ['anon', 'admin_users', 'select', noGrant(401, 'admin_users')],
  ['customerA', 'admin_users', 'select', ok(200, [])],
  ['customerB', 'admin_users', 'select', ok(200, [])],
  ['moderator', 'admin_users', 'select', ok(200, ['moderator@example.com'])],
  ['admin', 'admin_users', 'select', ok(200, ['admin@example.com'])],
  ['superAdmin', 'admin_users', 'select', ok(200, STAFF_EMAILS_SORTED)],
  ['inactiveAdmin', 'admin_users', 'select', ok(200, [RETIRED_ADMIN_EMAIL])],
  // admin_users: add a moderator → super_admin only; stored: records with that e-mail
  ['anon', 'admin_users', 'insert', noGrant(401, 'admin_users', 0)],
  ['customerA', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  ['customerB', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  ['moderator', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  ['admin', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  ['superAdmin', 'admin_users', 'insert', ok(201, null, 1)],
  ['inactiveAdmin', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  // admin_users: promote a fresh moderator record to admin → super_admin only; stored: its role
  ['anon', 'admin_users', 'update: promote', noGrant(401, 'admin_users', 'moderator')],
  ['customerA', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  ['customerB', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  ['moderator', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  ['admin', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  ['superAdmin', 'admin_users', 'update: promote', ok(200, ['admin'], 'admin')],
  ['inactiveAdmin', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  // admin_users: remove a fresh record → super_admin only
  ['anon', 'admin_users', 'delete', noGrant(401, 'admin_users', 'kept')],
  ['customerA', 'admin_users', 'delete', ok(200, 0, 'kept')],
  ['customerB', 'admin_users', 'delete', ok(200, 0, 'kept')],
  ['moderator', 'admin_users', 'delete', ok(200, 0, 'kept')],
  ['admin', 'admin_users', 'delete', ok(200, 0, 'kept')],
  ['superAdmin', 'admin_users', 'delete', ok(200, 1, 'deleted')],
  ['inactiveAdmin', 'admin_users', 'delete', ok(200, 0, 'kept')],

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

// ---------------------------------------------------------------------------------------------------
// The server, the actors and the probes
// ---------------------------------------------------------------------------------------------------

let t: ApiServer;
let service: Client;
const clients = {} as Record<ActorName, Client>;
const userIds = {} as Record<ActorName, string | null>;
const emails: Record<ActorName, string> = {
  anon: 'guest.booker@example.com',
  customerA: SEED_USERS.customer.email,
  customerB: SEED_USERS.customer2.email,
  moderator: SEED_USERS.moderator.email,
  admin: SEED_USERS.admin.email,
  superAdmin: SEED_USERS.superAdmin.email,
  inactiveAdmin: RETIRED_ADMIN_EMAIL,
};

beforeAll(async () => {
  t = await startApiServer();
  service = t.service();
  clients.anon = t.anon();
  userIds.anon = null;
  const seeded: [ActorName, { email: string; password: string }][] = [
    ['customerA', SEED_USERS.customer],
    ['customerB', SEED_USERS.customer2],
    ['moderator', SEED_USERS.moderator],
    ['admin', SEED_USERS.admin],
    ['superAdmin', SEED_USERS.superAdmin],
  ];
  for (const [name, user] of seeded) {
    const session = await t.signIn(user.email, user.password);
    clients[name] = session.client;
    userIds[name] = session.userId;
  }
  // The inactive admin record has no auth user in the seed: sign up and confirm one for it.
  const retired = t.anon();
  const { userId } = await confirmedUser(t.url, retired, RETIRED_ADMIN_EMAIL, 'retired-admin-2026');
  clients.inactiveAdmin = retired;
  userIds.inactiveAdmin = userId;
});

afterAll(async () => {
  await t.close();
});

/** Who a stored author id is, relative to the actor. */
function author(actor: ActorName, id: string | null): 'actor' | 'none' | 'other' {
  if (id === null) return 'none';
  return id === userIds[actor] ? 'actor' : 'other';
}

function must<T>(value: T | null, error: { message: string } | null, what: string): T {
  if (error || value === null) throw new Error(`${what}: ${error?.message ?? 'no data'}`);
  return value;
}

/** A new pending booking of customer A (made through the booking RPC as customer A). */
async function freshCustomerBooking(): Promise<{ id: string; reference: string }> {
  const { data, error } = await clients.customerA.rpc(
    'create_booking',
    validBooking({ p_email: SEED_USERS.customer.email, p_first_name: 'Carla' }),
  );
  const row = must(data, error, 'fresh booking');
  return { id: row.id, reference: row.reference_number };
}

async function bookingStatus(id: string): Promise<string | 'deleted'> {
  const { data, error } = await service.from('bookings').select('status').eq('id', id);
  const rows = must(data, error, 'booking status');
  return rows[0]?.status ?? 'deleted';
}

async function freshTestimonial(): Promise<string> {
  const { data, error } = await service
    .from('customer_testimonials')
    .insert({
      customer_name: 'Matrix Reviewer',
      customer_email: 'matrix.reviewer@example.com',
      rating: 4,
      testimonial_text: 'A pending testimonial made for one matrix row.',
    })
    .select('id')
    .single();
  return must(data, error, 'fresh testimonial').id;
}

async function freshStaffRecord(): Promise<string> {
  const { data, error } = await service
    .from('admin_users')
    .insert({ email: `matrix.${randomUUID()}@example.com`, role: 'moderator' })
    .select('id')
    .single();
  return must(data, error, 'fresh staff record').id;
}

/** A stable text snapshot of a table's rows (service role), to prove a refused write changed nothing. */
async function snapshot(
  table: 'additional_services' | 'booking_events',
  bookingId: string,
): Promise<string> {
  const { data, error } = await service
    .from(table)
    .select('*')
    .eq('booking_id', bookingId)
    .order('id');
  return JSON.stringify(must(data, error, `${table} snapshot`));
}

async function unchangedAfter(
  table: 'additional_services' | 'booking_events',
  run: () => Promise<Observed>,
): Promise<Outcome> {
  const before = await snapshot(table, SEED_BOOKINGS.customerPending);
  const result = await run();
  const after = await snapshot(table, SEED_BOOKINGS.customerPending);
  return { ...result, stored: after === before ? 'unchanged' : 'changed' };
}

async function existsIn(
  table: 'bookings' | 'customer_testimonials' | 'admin_users',
  id: string,
): Promise<'kept' | 'deleted'> {
  const { data, error } = await service.from(table).select('id').eq('id', id);
  return must(data, error, `${table} row`).length === 1 ? 'kept' : 'deleted';
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

type Probe = (c: Client, actor: ActorName) => Promise<Outcome>;

const PROBES: Record<TableName, Record<string, Probe>> = {
  bookings: {
    select: async (c) =>
      observe(await c.from('bookings').select('id').in('id', ALL_SEED_BOOKINGS).order('id'), ids),
    insert: async (c) => {
      const id = randomUUID();
      const result = observe(
        await c.from('bookings').insert({
          id,
          reference_number: 'BB-999999-ZZZ',
          idempotency_key: randomUUID(),
          request_fingerprint: '0'.repeat(32),
          first_name: 'Direct',
          last_name: 'Insert',
          email: 'direct.insert@example.com',
          phone: '+1 246 555 0100',
          trip_type: 'inland',
          pickup_location: 'Holetown',
          dropoff_location: 'Bridgetown',
          distance_km: 10,
          pickup_date: '2030-01-01',
          pickup_time: '10:00',
          passengers: 2,
          suitcases: 1,
          vehicle_type: 'economy',
          payment_method: 'cash',
          total_price: 1,
          status: 'confirmed',
        }),
      );
      const { count } = await service
        .from('bookings')
        .select('id', { count: 'exact', head: true })
        .eq('id', id);
      return { ...result, stored: count };
    },
    'update: cancel': async (c) => {
      const target = await freshCustomerBooking();
      const result = observe(
        await c
          .from('bookings')
          .update({ status: 'cancelled' })
          .eq('id', target.id)
          .select('status'),
        (rows) => rows.map((r) => r.status),
      );
      return { ...result, stored: await bookingStatus(target.id) };
    },
    'update: confirm': async (c) => {
      const target = await freshCustomerBooking();
      const result = observe(
        await c
          .from('bookings')
          .update({ status: 'confirmed' })
          .eq('id', target.id)
          .select('status'),
        (rows) => rows.map((r) => r.status),
      );
      return {
        ...result,
        stored: await bookingStatus(target.id),
        vars: { reference: target.reference },
      };
    },
    delete: async (c) => {
      const target = await freshCustomerBooking();
      const result = observe(
        await c.from('bookings').delete().eq('id', target.id).select('id'),
        (rows) => rows.length,
      );
      return { ...result, stored: await existsIn('bookings', target.id) };
    },
  },
  additional_services: {
    select: async (c) =>
      observe(
        await c
          .from('additional_services')
          .select('booking_id')
          .in('booking_id', ALL_SEED_BOOKINGS)
          .order('booking_id'),
        (rows) => [...new Set(rows.map((r) => r.booking_id))],
      ),
    insert: (c) =>
      unchangedAfter('additional_services', async () =>
        observe(
          await c.from('additional_services').insert({
            booking_id: SEED_BOOKINGS.customerPending,
            service_type: 'car_seats',
            quantity: 1,
            price: 0,
          }),
        ),
      ),
    update: (c) =>
      unchangedAfter('additional_services', async () =>
        observe(
          await c
            .from('additional_services')
            .update({ price: 0 })
            .eq('booking_id', SEED_BOOKINGS.customerPending),
        ),
      ),
    delete: (c) =>
      unchangedAfter('additional_services', async () =>
        observe(
          await c
            .from('additional_services')
            .delete()
            .eq('booking_id', SEED_BOOKINGS.customerPending)
            .select('id'),
        ),
      ),
  },
  booking_events: {
    select: async (c) =>
      observe(
        await c
          .from('booking_events')
          .select('event_type, new_status')
          .eq('booking_id', SEED_BOOKINGS.customerPending)
          .eq('event_type', 'created'),
      ),
    insert: (c) =>
      unchangedAfter('booking_events', async () =>
        observe(
          await c.from('booking_events').insert({
            booking_id: SEED_BOOKINGS.customerPending,
            reference_number: 'BB-100001-CUP',
            event_type: 'status_changed',
            old_status: 'pending',
            new_status: 'completed',
            actor_role: 'service_role',
          }),
        ),
      ),
    update: (c) =>
      unchangedAfter('booking_events', async () =>
        observe(
          await c
            .from('booking_events')
            .update({ new_status: 'confirmed' })
            .eq('booking_id', SEED_BOOKINGS.customerPending),
        ),
      ),
    delete: (c) =>
      unchangedAfter('booking_events', async () =>
        observe(
          await c
            .from('booking_events')
            .delete()
            .eq('booking_id', SEED_BOOKINGS.customerPending)
            .select('id'),
        ),
      ),
  },
  customer_testimonials: {
    select: async (c) =>
      observe(
        await c
          .from('customer_testimonials')
          .select('id')
          .in('id', ALL_SEED_TESTIMONIALS)
          .order('id'),
        ids,
      ),
    insert: async (c, actor) => {
      const name = `Matrix ${randomUUID().slice(0, 8)}`;
      const result = observe(
        await c.from('customer_testimonials').insert({
          customer_name: name,
          customer_email: emails[actor],
          rating: 5,
          testimonial_text: 'Submitted through the RLS matrix test.',
        }),
      );
      const { data, error } = await service
        .from('customer_testimonials')
        .select('is_approved, is_featured, approved_at, user_id')
        .eq('customer_name', name);
      const rows = must(data, error, 'submitted testimonial');
      const stored = rows.map((r) => ({
        is_approved: r.is_approved,
        is_featured: r.is_featured,
        approved_at: r.approved_at,
        author: author(actor, r.user_id),
      }));
      return { ...result, stored: stored.length === 1 ? stored[0] : stored };
    },
    'insert + select': async (c, actor) => {
      const name = `Matrix ${randomUUID().slice(0, 8)}`;
      const result = observe(
        await c
          .from('customer_testimonials')
          .insert({
            customer_name: name,
            customer_email: emails[actor],
            rating: 5,
            testimonial_text: 'Submitted through the RLS matrix test.',
          })
          .select('id'),
        (rows) => rows.length,
      );
      const { count } = await service
        .from('customer_testimonials')
        .select('id', { count: 'exact', head: true })
        .eq('customer_name', name);
      return { ...result, stored: count };
    },
    'update: approve': async (c) => {
      const id = await freshTestimonial();
      const result = observe(
        await c
          .from('customer_testimonials')
          .update({ is_approved: true })
          .eq('id', id)
          .select('is_approved'),
        (rows) => rows.map((r) => r.is_approved),
      );
      const { data, error } = await service
        .from('customer_testimonials')
        .select('is_approved')
        .eq('id', id)
        .single();
      return { ...result, stored: must(data, error, 'testimonial').is_approved };
    },
    delete: async (c) => {
      const id = await freshTestimonial();
      const result = observe(
        await c.from('customer_testimonials').delete().eq('id', id).select('id'),
        (rows) => rows.length,
      );
      return { ...result, stored: await existsIn('customer_testimonials', id) };
    },
  },
  admin_users: {
    select: async (c) =>
      observe(
        await c.from('admin_users').select('email').in('id', SEED_ADMIN_IDS).order('email'),
        (rows) => rows.map((r) => r.email),
      ),
    insert: async (c) => {
      const email = `matrix.${randomUUID()}@example.com`;
      const result = observe(await c.from('admin_users').insert({ email, role: 'moderator' }));
      const { count } = await service
        .from('admin_users')
        .select('id', { count: 'exact', head: true })
        .eq('email', email);
      return { ...result, stored: count };
    },
    'update: promote': async (c) => {
      const id = await freshStaffRecord();
      const result = observe(
        await c.from('admin_users').update({ role: 'admin' }).eq('id', id).select('role'),
        (rows) => rows.map((r) => r.role),
      );
      const { data, error } = await service
        .from('admin_users')
        .select('role')
        .eq('id', id)
        .single();
      return { ...result, stored: must(data, error, 'staff record').role };
    },
    delete: async (c) => {
      const id = await freshStaffRecord();
      const result = observe(
        await c.from('admin_users').delete().eq('id', id).select('id'),
        (rows) => rows.length,
      );
      return { ...result, stored: await existsIn('admin_users', id) };
    },
  },
  rpc: {
    create_booking: async (c, actor) => {
      const args = validBooking({ p_email: emails[actor] });
      const result = observe(await c.rpc('create_booking', args), (row) => ({
        status: row.status,
        author: author(actor, row.user_id),
      }));
      const { count } = await service
        .from('bookings')
        .select('id', { count: 'exact', head: true })
        .eq('idempotency_key', args.p_idempotency_key);
      return { ...result, stored: count };
    },
    list_testimonials_for_staff: async (c) =>
      observe(
        await c
          .rpc('list_testimonials_for_staff')
          .select('id, customer_email')
          .in('id', ALL_SEED_TESTIMONIALS)
          .order('id'),
      ),
  },
};

function title([actor, , operation, expected]: Row): string {
  const outcome = expected.error
    ? `${expected.status} ${expected.error.code}`
    : `${expected.status} ${JSON.stringify(expected.data)}`;
  return `${actor} ${operation} → ${outcome.length > 70 ? `${outcome.slice(0, 67)}...` : outcome}`;
}

function fill(message: string, vars: Record<string, string> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

describe.each([
  'bookings',
  'additional_services',
  'booking_events',
  'customer_testimonials',
  'admin_users',
  'rpc',
] as const)('%s', (table) => {
  const rows = MATRIX.filter((row) => row[1] === table).map(
    (row) => [title(row), ...row] as [string, ...Row],
  );
  it.each(rows)('%s', async (_title, actor, _table, operation, expected) => {
    const probe = PROBES[table][operation];
    if (!probe) throw new Error(`no probe for ${table} ${operation}`);
    const { vars, ...seen } = await probe(clients[actor], actor);
    const want: Expected = expected.error
      ? { ...expected, error: { ...expected.error, message: fill(expected.error.message, vars) } }
      : expected;
    expect(seen).toEqual(want);
  });
});

it('covers every actor for every table and operation', () => {
  const actors = new Set(MATRIX.map((row) => row[0]));
  expect(actors.size).toBe(7);
  for (const [table, probes] of Object.entries(PROBES)) {
    for (const operation of Object.keys(probes)) {
      const covered = MATRIX.filter((row) => row[1] === table && row[2] === operation).map(
        (row) => row[0],
      );
      expect([table, operation, covered.sort()]).toEqual([table, operation, [...actors].sort()]);
    }
  }
});
