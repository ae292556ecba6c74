/** RLS matrix rows and probes for bookings. */
import { randomUUID } from 'node:crypto';

import { CUSTOMER2_BOOKINGS, CUSTOMER_BOOKINGS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { directBooking } from '../../../../src/testing/booking-args';
import {
  ALL_SEED_BOOKINGS,
  bookingStatus,
  CONTACT_SUPPORT,
  deleteFresh,
  denied,
  freshCustomerBooking,
  ids,
  noGrant,
  NOT_CANCELLABLE,
  ok,
  type Probes,
  type Row,
  storedCount,
} from '../rls-matrix';

export const BOOKINGS_ROWS: Row[] = [
  // bookings: select (seeded rows only) → ids visible
  ['anon', 'bookings', 'select', noGrant(401, 'bookings')],
  ['customerA', 'bookings', 'select', ok(200, [...CUSTOMER_BOOKINGS].sort())],
  ['customerB', 'bookings', 'select', ok(200, [...CUSTOMER2_BOOKINGS].sort())],
  ['moderator', 'bookings', 'select', ok(200, ALL_SEED_BOOKINGS)],
  ['admin', 'bookings', 'select', ok(200, ALL_SEED_BOOKINGS)],
  ['superAdmin', 'bookings', 'select', ok(200, ALL_SEED_BOOKINGS)],
  ['inactiveAdmin', 'bookings', 'select', ok(200, [])],
  ['driver', 'bookings', 'select', ok(200, [])],
  // bookings: insert a complete, valid row directly → nobody (only create_booking inserts); stored: rows with that id
  ['anon', 'bookings', 'insert', noGrant(401, 'bookings', 0)],
  ['customerA', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['customerB', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['moderator', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['admin', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['superAdmin', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['inactiveAdmin', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  ['driver', 'bookings', 'insert', noGrant(403, 'bookings', 0)],
  // bookings: cancel customer A's fresh pending booking → statuses returned; stored: its status
  ['anon', 'bookings', 'update: cancel', noGrant(401, 'bookings', 'pending')],
  ['customerA', 'bookings', 'update: cancel', ok(200, ['cancelled'], 'cancelled')],
  ['customerB', 'bookings', 'update: cancel', ok(200, [], 'pending')],
  ['moderator', 'bookings', 'update: cancel', ok(200, ['cancelled'], 'cancelled')],
  ['admin', 'bookings', 'update: cancel', ok(200, ['cancelled'], 'cancelled')],
  ['superAdmin', 'bookings', 'update: cancel', ok(200, ['cancelled'], 'cancelled')],
  ['inactiveAdmin', 'bookings', 'update: cancel', ok(200, [], 'pending')],
  ['driver', 'bookings', 'update: cancel', ok(200, [], 'pending')],
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
  ['driver', 'bookings', 'update: confirm', ok(200, [], 'pending')],
  // bookings: delete customer A's fresh booking → admins and super_admins only; stored: kept or deleted
  ['anon', 'bookings', 'delete', noGrant(401, 'bookings', 'kept')],
  ['customerA', 'bookings', 'delete', ok(200, 0, 'kept')],
  ['customerB', 'bookings', 'delete', ok(200, 0, 'kept')],
  ['moderator', 'bookings', 'delete', ok(200, 0, 'kept')],
  ['admin', 'bookings', 'delete', ok(200, 1, 'deleted')],
  ['superAdmin', 'bookings', 'delete', ok(200, 1, 'deleted')],
  ['inactiveAdmin', 'bookings', 'delete', ok(200, 0, 'kept')],
  ['driver', 'bookings', 'delete', ok(200, 0, 'kept')],
];

export const BOOKINGS_PROBES: Probes = {
  select: async (c) =>
    observe(await c.from('bookings').select('id').in('id', ALL_SEED_BOOKINGS).order('id'), ids),
  insert: async (c) => {
    const id = randomUUID();
    const result = observe(
      await c.from('bookings').insert(
        directBooking({
          id,
          reference_number: 'BB-999999-ZZZ',
          request_fingerprint: '0'.repeat(32),
          status: 'confirmed',
        }),
      ),
    );
    return { ...result, stored: await storedCount('bookings', 'id', id) };
  },
  'update: cancel': async (c) => {
    const target = await freshCustomerBooking();
    const result = observe(
      await c.from('bookings').update({ status: 'cancelled' }).eq('id', target.id).select('status'),
      (rows) => rows.map((r) => r.status),
    );
    return { ...result, stored: await bookingStatus(target.id) };
  },
  'update: confirm': async (c) => {
    const target = await freshCustomerBooking();
    const result = observe(
      await c.from('bookings').update({ status: 'confirmed' }).eq('id', target.id).select('status'),
      (rows) => rows.map((r) => r.status),
    );
    return {
      ...result,
      stored: await bookingStatus(target.id),
      vars: { reference: target.reference },
    };
  },
  delete: deleteFresh('bookings', async () => (await freshCustomerBooking()).id),
};
