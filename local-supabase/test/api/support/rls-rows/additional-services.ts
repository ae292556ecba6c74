/** RLS matrix rows and probes for additional_services. */
import { SEED_BOOKINGS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import {
  ALL_SEED_BOOKINGS,
  noGrant,
  noGrantForAll,
  ok,
  type Probes,
  type Row,
  unchangedAfter,
} from '../rls-matrix';

/** Seeded bookings that have extras: customer's 01, 05, 06; customer2's 07; a guest's 12. */
export const EXTRAS_OF_CUSTOMER = [
  SEED_BOOKINGS.customerPending,
  SEED_BOOKINGS.customerRoundTrip,
  SEED_BOOKINGS.customerAnonymousByEmail,
].sort();
export const EXTRAS_OF_CUSTOMER2 = [SEED_BOOKINGS.customer2Pending];
export const EXTRAS_ALL = [
  ...EXTRAS_OF_CUSTOMER,
  ...EXTRAS_OF_CUSTOMER2,
  SEED_BOOKINGS.guestConfirmedVan,
].sort();

export const ADDITIONAL_SERVICES_ROWS: Row[] = [
  // additional_services: select (extras of seeded bookings) → booking ids visible
  ['anon', 'additional_services', 'select', noGrant(401, 'additional_services')],
  ['customerA', 'additional_services', 'select', ok(200, EXTRAS_OF_CUSTOMER)],
  ['customerB', 'additional_services', 'select', ok(200, EXTRAS_OF_CUSTOMER2)],
  ['moderator', 'additional_services', 'select', ok(200, EXTRAS_ALL)],
  ['admin', 'additional_services', 'select', ok(200, EXTRAS_ALL)],
  ['superAdmin', 'additional_services', 'select', ok(200, EXTRAS_ALL)],
  ['inactiveAdmin', 'additional_services', 'select', ok(200, [])],
  ['driver', 'additional_services', 'select', ok(200, [])],
  // additional_services: insert / update / delete → nobody (written only by create_booking)
  ...noGrantForAll('additional_services', ['insert', 'update', 'delete'], 'unchanged'),
];

export const ADDITIONAL_SERVICES_PROBES: Probes = {
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
};
