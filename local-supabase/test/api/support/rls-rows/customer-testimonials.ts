/** RLS matrix rows and probes for customer_testimonials. */
import { randomUUID } from 'node:crypto';

import { SEED_TESTIMONIALS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import {
  actors,
  ALL_SEED_TESTIMONIALS,
  author,
  deleteFresh,
  emails,
  freshTestimonial,
  ids,
  must,
  noGrant,
  ok,
  type Probes,
  rlsViolation,
  type Row,
  storedCount,
} from '../rls-matrix';

const APPROVED_TESTIMONIALS = [
  SEED_TESTIMONIALS.approvedFeatured,
  SEED_TESTIMONIALS.approved,
  SEED_TESTIMONIALS.approvedFeatured2,
  SEED_TESTIMONIALS.approved2,
].sort();
const VERIFIED_SEEDS = new Set<string>([SEED_TESTIMONIALS.approved, SEED_TESTIMONIALS.approved2]);
const marks = (list: readonly string[]) =>
  list.map((id) => ({ id, verified_booking: VERIFIED_SEEDS.has(id) }));
const APPROVED_MARKS = marks(APPROVED_TESTIMONIALS);
const ALL_MARKS = marks(ALL_SEED_TESTIMONIALS);
const TESTIMONIAL_SUBMITTED = { is_approved: false, is_featured: false, approved_at: null };

export const CUSTOMER_TESTIMONIALS_ROWS: Row[] = [
  // customer_testimonials: select (seeded rows) → approved ones for the public, all for staff
  ['anon', 'customer_testimonials', 'select', ok(200, APPROVED_TESTIMONIALS)],
  ['customerA', 'customer_testimonials', 'select', ok(200, APPROVED_TESTIMONIALS)],
  ['customerB', 'customer_testimonials', 'select', ok(200, APPROVED_TESTIMONIALS)],
  ['moderator', 'customer_testimonials', 'select', ok(200, ALL_SEED_TESTIMONIALS)],
  ['admin', 'customer_testimonials', 'select', ok(200, ALL_SEED_TESTIMONIALS)],
  ['superAdmin', 'customer_testimonials', 'select', ok(200, ALL_SEED_TESTIMONIALS)],
  ['inactiveAdmin', 'customer_testimonials', 'select', ok(200, APPROVED_TESTIMONIALS)],
  ['driver', 'customer_testimonials', 'select', ok(200, APPROVED_TESTIMONIALS)],
  // customer_testimonials: read the verified mark → everyone who reads a row reads it (seeded 2 and 4
  // were written by the two customers, who have completed bookings)
  ['anon', 'customer_testimonials', 'select: verified mark', ok(200, APPROVED_MARKS)],
  ['customerA', 'customer_testimonials', 'select: verified mark', ok(200, APPROVED_MARKS)],
  ['customerB', 'customer_testimonials', 'select: verified mark', ok(200, APPROVED_MARKS)],
  ['moderator', 'customer_testimonials', 'select: verified mark', ok(200, ALL_MARKS)],
  ['admin', 'customer_testimonials', 'select: verified mark', ok(200, ALL_MARKS)],
  ['superAdmin', 'customer_testimonials', 'select: verified mark', ok(200, ALL_MARKS)],
  ['inactiveAdmin', 'customer_testimonials', 'select: verified mark', ok(200, APPROVED_MARKS)],
  ['driver', 'customer_testimonials', 'select: verified mark', ok(200, APPROVED_MARKS)],
  // customer_testimonials: submit (no .select(): 201, no body) → anyone; stored unapproved, author from
  // the JWT, verified_booking set by the database: only the two customers have a completed booking
  [
    'anon',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'none', verified_booking: false }),
  ],
  [
    'customerA',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor', verified_booking: true }),
  ],
  [
    'customerB',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor', verified_booking: true }),
  ],
  [
    'moderator',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor', verified_booking: false }),
  ],
  [
    'admin',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor', verified_booking: false }),
  ],
  [
    'superAdmin',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor', verified_booking: false }),
  ],
  [
    'inactiveAdmin',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor', verified_booking: false }),
  ],
  [
    'driver',
    'customer_testimonials',
    'insert',
    ok(201, null, { ...TESTIMONIAL_SUBMITTED, author: 'actor', verified_booking: false }),
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
  [
    'driver',
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
  ['driver', 'customer_testimonials', 'update: approve', ok(200, [], false)],
  // customer_testimonials: delete a fresh pending one → staff only
  ['anon', 'customer_testimonials', 'delete', noGrant(401, 'customer_testimonials', 'kept')],
  ['customerA', 'customer_testimonials', 'delete', ok(200, 0, 'kept')],
  ['customerB', 'customer_testimonials', 'delete', ok(200, 0, 'kept')],
  ['moderator', 'customer_testimonials', 'delete', ok(200, 1, 'deleted')],
  ['admin', 'customer_testimonials', 'delete', ok(200, 1, 'deleted')],
  ['superAdmin', 'customer_testimonials', 'delete', ok(200, 1, 'deleted')],
  ['inactiveAdmin', 'customer_testimonials', 'delete', ok(200, 0, 'kept')],
  ['driver', 'customer_testimonials', 'delete', ok(200, 0, 'kept')],
];

export const CUSTOMER_TESTIMONIALS_PROBES: Probes = {
  select: async (c) =>
    observe(
      await c
        .from('customer_testimonials')
        .select('id')
        .in('id', ALL_SEED_TESTIMONIALS)
        .order('id'),
      ids,
    ),
  'select: verified mark': async (c) =>
    observe(
      await c
        .from('customer_testimonials')
        .select('id, verified_booking')
        .in('id', ALL_SEED_TESTIMONIALS)
        .order('id'),
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
    const { data, error } = await actors.service
      .from('customer_testimonials')
      .select('is_approved, is_featured, approved_at, user_id, verified_booking')
      .eq('customer_name', name);
    const rows = must(data, error, 'submitted testimonial');
    const stored = rows.map((r) => ({
      is_approved: r.is_approved,
      is_featured: r.is_featured,
      approved_at: r.approved_at,
      author: author(actor, r.user_id),
      verified_booking: r.verified_booking,
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
    return { ...result, stored: await storedCount('customer_testimonials', 'customer_name', name) };
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
    const { data, error } = await actors.service
      .from('customer_testimonials')
      .select('is_approved')
      .eq('id', id)
      .single();
    return { ...result, stored: must(data, error, 'testimonial').is_approved };
  },
  delete: deleteFresh('customer_testimonials', freshTestimonial),
};
