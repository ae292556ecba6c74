/** Tampering with testimonial moderation, customer e-mails, staff records, the audit trail and private schema. */
import { SEED_BOOKINGS, SEED_TESTIMONIALS, SEED_USERS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { type Case, ctx, hiddenByRls, noGrant, raw, refused, testimonial } from '../tampering';

export const TESTIMONIALS_AND_STAFF_CASES: Case[] = [
  // --- Testimonials and e-mails -------------------------------------------------------------------
  {
    name: 'anon submits a pre-approved testimonial',
    send: async () =>
      observe(
        await ctx()
          .anon.from('customer_testimonials')
          .insert({ ...testimonial, is_approved: true }),
      ),
    expected: noGrant(401, 'customer_testimonials'),
  },
  {
    name: 'a customer submits a pre-featured testimonial',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('customer_testimonials')
          .insert({ ...testimonial, is_featured: true }),
      ),
    expected: noGrant(403, 'customer_testimonials'),
  },
  {
    name: 'anon submits a testimonial with approved_at set',
    send: async () =>
      observe(
        await ctx()
          .anon.from('customer_testimonials')
          .insert({ ...testimonial, approved_at: '2026-01-01T00:00:00Z' }),
      ),
    expected: noGrant(401, 'customer_testimonials'),
  },
  {
    name: "a customer submits a testimonial in another user's name (user_id)",
    send: async () =>
      observe(
        await ctx()
          .customerA.from('customer_testimonials')
          .insert({ ...testimonial, user_id: SEED_USERS.customer2.id }),
      ),
    expected: noGrant(403, 'customer_testimonials'),
  },
  {
    name: 'anon submits a testimonial marked as a verified ride',
    send: async () =>
      observe(
        await ctx()
          .anon.from('customer_testimonials')
          .insert({ ...testimonial, verified_booking: true }),
      ),
    expected: noGrant(401, 'customer_testimonials'),
  },
  {
    name: 'a customer without a completed booking submits a testimonial marked verified',
    send: async () =>
      observe(
        await ctx()
          .moderator.from('customer_testimonials')
          .insert({ ...testimonial, verified_booking: true }),
      ),
    expected: noGrant(403, 'customer_testimonials'),
  },
  {
    name: 'a customer marks an approved testimonial as a verified ride',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('customer_testimonials')
          .update({ verified_booking: true })
          .eq('id', SEED_TESTIMONIALS.approvedFeatured)
          .select('id'),
      ),
    expected: noGrant(403, 'customer_testimonials'),
  },
  {
    name: 'staff remove the verified mark while approving',
    send: async () =>
      observe(
        await ctx()
          .admin.from('customer_testimonials')
          .update({ is_approved: true, verified_booking: false })
          .eq('id', SEED_TESTIMONIALS.approved)
          .select('id'),
      ),
    expected: noGrant(403, 'customer_testimonials'),
  },
  {
    name: 'a customer approves a pending testimonial',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('customer_testimonials')
          .update({ is_approved: true })
          .eq('id', SEED_TESTIMONIALS.pending)
          .select('id'),
      ),
    expected: hiddenByRls,
  },
  {
    name: 'anon reads customer_email',
    send: async () =>
      observe(await ctx().anon.from('customer_testimonials').select('customer_email')),
    expected: noGrant(401, 'customer_testimonials'),
  },
  {
    name: 'a customer reads customer_email',
    send: async () =>
      observe(await ctx().customerA.from('customer_testimonials').select('id, customer_email')),
    expected: noGrant(403, 'customer_testimonials'),
  },
  {
    name: 'a customer reads the e-mails through the staff RPC',
    send: async () => observe(await ctx().customerA.rpc('list_testimonials_for_staff')),
    expected: refused(403, '42501', 'permission denied: staff only'),
  },

  // --- Staff records and the audit trail ------------------------------------------------------------
  {
    name: 'a customer makes themselves a super_admin',
    send: async () =>
      observe(
        await ctx()
          .customerA.from('admin_users')
          .insert({ email: SEED_USERS.customer.email, role: 'super_admin' }),
      ),
    expected: refused(
      403,
      '42501',
      'new row violates row-level security policy for table "admin_users"',
    ),
  },
  {
    name: 'a moderator promotes their own record to super_admin',
    send: async () =>
      observe(
        await ctx()
          .moderator.from('admin_users')
          .update({ role: 'super_admin' })
          .eq('email', SEED_USERS.moderator.email)
          .select('role'),
      ),
    expected: hiddenByRls,
  },
  {
    name: 'an admin deactivates the super_admin',
    send: async () =>
      observe(
        await ctx()
          .admin.from('admin_users')
          .update({ is_active: false })
          .eq('email', SEED_USERS.superAdmin.email)
          .select('id'),
      ),
    expected: hiddenByRls,
  },
  {
    name: 'the last super_admin demotes themselves',
    send: async () =>
      observe(
        await ctx()
          .superAdmin.from('admin_users')
          .update({ role: 'admin' })
          .eq('email', SEED_USERS.superAdmin.email)
          .select('role'),
      ),
    expected: refused(400, 'P0001', 'At least one active super_admin must remain', {
      details: 'role',
    }),
  },
  {
    name: 'a customer forges an audit event',
    send: async () =>
      observe(
        await ctx().customerA.from('booking_events').insert({
          booking_id: SEED_BOOKINGS.customerCompleted,
          reference_number: 'BB-100003-CUD',
          event_type: 'status_changed',
          old_status: 'completed',
          new_status: 'cancelled',
          actor_role: 'service_role',
        }),
      ),
    expected: noGrant(403, 'booking_events'),
  },
  {
    name: 'an admin erases the audit trail of a booking',
    send: async () =>
      observe(
        await ctx()
          .admin.from('booking_events')
          .delete()
          .eq('booking_id', SEED_BOOKINGS.customerPending),
      ),
    expected: noGrant(403, 'booking_events'),
  },
  {
    name: 'reading the private pricing tables (Accept-Profile: private)',
    send: () =>
      raw('vehicle_rates?select=*', {
        method: 'GET',
        headers: { 'accept-profile': 'private', authorization: `Bearer ${ctx().customerToken}` },
      }),
    expected: refused(406, 'PGRST106', 'Invalid schema: private', {
      hint: 'Only the following schemas are exposed: public',
    }),
  },
  {
    name: 'calling a private function over RPC',
    send: async () => observe(await ctx().anon.rpc('quote_price' as 'list_testimonials_for_staff')),
    expected: refused(
      404,
      'PGRST202',
      'Could not find the function public.quote_price without parameters in the schema cache',
      {
        details:
          'Searched for the function public.quote_price without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      },
    ),
  },
];
