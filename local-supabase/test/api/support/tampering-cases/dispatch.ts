/**
 * Dispatch: a driver assigning jobs, a customer or another driver recording a trip step, a step
 * backwards, and direct writes around the RPCs. Dwayne (the demo driver) drives bookings 02 and 08;
 * Kemar drives 12.
 */
import { DISPATCH_MESSAGES, fillDispatchMessage } from '@bbt/shared/domain';

import { SEED_BOOKINGS, SEED_DRIVERS, SEED_VEHICLES } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { type Case, ctx, hiddenByRls, noGrant, refused } from '../tampering';

const notYourJob = refused(403, '42501', DISPATCH_MESSAGES.notYourJob, { details: 'booking_id' });
const adminsOnly = refused(403, '42501', DISPATCH_MESSAGES.adminsOnly);

const assignLuxury = {
  p_booking_id: SEED_BOOKINGS.customerPending,
  p_driver_id: SEED_DRIVERS.dwayne.id,
  p_vehicle_id: SEED_VEHICLES.luxury.id,
};

export const DISPATCH_CASES: Case[] = [
  {
    name: 'a driver assigning themself a job',
    send: async () => observe(await ctx().driver.rpc('assign_booking', assignLuxury)),
    expected: adminsOnly,
  },
  {
    name: 'a moderator assigning a job (moderators look, admins assign)',
    send: async () => observe(await ctx().moderator.rpc('assign_booking', assignLuxury)),
    expected: adminsOnly,
  },
  {
    name: 'an anonymous caller unassigning a job',
    send: async () =>
      observe(
        await ctx().anon.rpc('assign_booking', { p_booking_id: SEED_BOOKINGS.guestConfirmedVan }),
      ),
    expected: refused(401, '42501', 'permission denied for function assign_booking'),
  },
  {
    name: 'a customer completing their own assigned booking',
    send: async () =>
      observe(
        await ctx().customerA.rpc('record_trip_progress', {
          p_booking_id: SEED_BOOKINGS.customerConfirmed,
          p_step: 'completed',
        }),
      ),
    expected: notYourJob,
  },
  {
    name: "a driver recording a step of another driver's job",
    send: async () =>
      observe(
        await ctx().driver.rpc('record_trip_progress', {
          p_booking_id: SEED_BOOKINGS.guestConfirmedVan,
          p_step: 'on_my_way',
        }),
      ),
    expected: notYourJob,
  },
  {
    name: 'an admin recording a step of a job (only its driver does)',
    send: async () =>
      observe(
        await ctx().admin.rpc('record_trip_progress', {
          p_booking_id: SEED_BOOKINGS.customerConfirmed,
          p_step: 'arrived',
        }),
      ),
    expected: notYourJob,
  },
  {
    name: 'a driver stepping back from on board to arrived',
    setup: async () => {
      for (const step of ['on_my_way', 'on_board']) {
        const { error } = await ctx().driver.rpc('record_trip_progress', {
          p_booking_id: SEED_BOOKINGS.customer2Confirmed,
          p_step: step,
        });
        if (error) throw new Error(error.message);
      }
    },
    send: async () =>
      observe(
        await ctx().driver.rpc('record_trip_progress', {
          p_booking_id: SEED_BOOKINGS.customer2Confirmed,
          p_step: 'arrived',
        }),
      ),
    expected: refused(
      400,
      'P0001',
      fillDispatchMessage('stepBackwards', {
        reference: 'BB-100008-COC',
        current: 'Passenger on board',
        step: 'Arrived',
      }),
      { details: 'step' },
    ),
  },
  {
    name: 'a driver writing their progress straight into booking_assignments',
    send: async () =>
      observe(
        await ctx()
          .driver.from('booking_assignments')
          .update({ progress: 'completed' })
          .eq('booking_id', SEED_BOOKINGS.customerConfirmed),
      ),
    expected: noGrant(403, 'booking_assignments'),
  },
  {
    name: 'an admin inserting an assignment around assign_booking',
    send: async () =>
      observe(
        await ctx().admin.from('booking_assignments').insert({
          booking_id: SEED_BOOKINGS.customerPending,
          driver_id: SEED_DRIVERS.shontelle.id,
          vehicle_id: SEED_VEHICLES.luxury.id,
        }),
      ),
    expected: noGrant(403, 'booking_assignments'),
  },
  {
    name: 'a driver reactivating or renaming their own drivers row',
    send: async () =>
      observe(
        await ctx()
          .driver.from('drivers')
          .update({ full_name: 'Dwayne The Boss', active: true })
          .eq('id', SEED_DRIVERS.dwayne.id)
          .select('id'),
      ),
    expected: hiddenByRls,
  },
  {
    name: "a driver reading a booking's price through the bookings table",
    send: async () =>
      observe(
        await ctx()
          .driver.from('bookings')
          .select('total_price')
          .eq('id', SEED_BOOKINGS.customerConfirmed),
      ),
    expected: hiddenByRls,
  },
];
