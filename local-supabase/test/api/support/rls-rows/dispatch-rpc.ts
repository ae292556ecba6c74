/**
 * RLS matrix rows and probes for the dispatch RPCs: assign_booking (admins and super_admins only),
 * record_trip_progress (the assigned driver only: nobody in the matrix is a driver),
 * link_driver_account (admins and super_admins only), list_driver_accounts (staff only) and
 * my_booking_drivers (a customer's own assigned bookings only: customer's booking 02 and customer2's
 * booking 08, both Dwayne's; staff have no bookings of their own; anon no grant), my_booking_extras
 * (the extras of the caller's own bookings, the same way), cancel_my_bookings (Clear All: the
 * caller's own open bookings among the ids; staff clear only their own), and the board's window
 * reads dispatch_bookings, dispatch_extras and dispatch_assignments (staff only).
 */
import { DISPATCH_MESSAGES, FLEET_MESSAGES } from '@bbt/shared/domain';

import {
  SEED_ASSIGNMENTS,
  SEED_BOOKINGS,
  SEED_DRIVERS,
  SEED_USERS,
  SEED_VEHICLES,
} from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { freshDriver, storedAssignment } from '../dispatch';
import { EXTRAS_ALL, EXTRAS_OF_CUSTOMER, EXTRAS_OF_CUSTOMER2 } from './additional-services';
import {
  ACTORS,
  ALL_SEED_BOOKINGS,
  actors,
  bookingStatus,
  denied,
  freshCustomerBooking,
  ok,
  type Probes,
  type Row,
} from '../rls-matrix';

const ADMINS = new Set(['admin', 'superAdmin']);
const STAFF = new Set(['moderator', 'admin', 'superAdmin']);

const dwayne = (booking_id: string, vehicle_type: string, plate: string) => ({
  booking_id,
  driver_first_name: 'Dwayne',
  driver_phone: '+1 246 555 0106',
  vehicle_type,
  plate,
});

/** What my_booking_drivers returns to each actor (the seed's assignments). */
const MY_DRIVERS: Partial<Record<string, unknown[]>> = {
  customerA: [dwayne(SEED_BOOKINGS.customerConfirmed, 'economy', 'H 1201')],
  customerB: [dwayne(SEED_BOOKINGS.customer2Confirmed, 'premium', 'H 2302')],
};

/** Whose bookings' extras my_booking_extras returns to each actor (staff have no bookings). */
const MY_EXTRAS: Partial<Record<string, readonly string[]>> = {
  customerA: EXTRAS_OF_CUSTOMER,
  customerB: EXTRAS_OF_CUSTOMER2,
};

/** A window holding every seeded booking. */
const EVERY_DAY = { p_from: '2000-01-01', p_to: '2100-12-31' };
/** The seeded assignments' bookings. */
const SEED_ASSIGNED = SEED_ASSIGNMENTS.map((assignment) => assignment.booking).sort();

/** A read every signed-in actor may call → what `sees` gives each one; anon has no grant. */
const readRows = (fn: string, sees: (actor: string) => unknown): Row[] =>
  ACTORS.map((actor): Row => [
    actor,
    'dispatch_rpc',
    fn,
    actor === 'anon'
      ? denied(401, '42501', `permission denied for function ${fn}`)
      : ok(200, sees(actor)),
  ]);

/** The window reads (and the linked driver accounts) → active staff see these; everyone else none. */
const staffRows = (fn: string, staffSees: readonly string[]): Row[] =>
  readRows(fn, (actor) => (STAFF.has(actor) ? staffSees : []));

export const DISPATCH_RPC_ROWS: Row[] = [
  // assign_booking (a fresh economy booking → Shontelle, the economy car) → admins; stored: assigned
  ...ACTORS.map((actor): Row => {
    if (actor === 'anon') {
      return [
        actor,
        'dispatch_rpc',
        'assign_booking',
        denied(401, '42501', 'permission denied for function assign_booking', 'none'),
      ];
    }
    return ADMINS.has(actor)
      ? [
          actor,
          'dispatch_rpc',
          'assign_booking',
          ok(200, [{ driver_id: SEED_DRIVERS.shontelle.id, progress: 'assigned' }], 'assigned'),
        ]
      : [
          actor,
          'dispatch_rpc',
          'assign_booking',
          denied(403, '42501', DISPATCH_MESSAGES.adminsOnly, 'none'),
        ];
  }),
  // record_trip_progress on my way (booking 02, Dwayne's job) → its driver only; stored: progress
  ...ACTORS.map((actor): Row => [
    actor,
    'dispatch_rpc',
    'record_trip_progress',
    actor === 'anon'
      ? denied(401, '42501', 'permission denied for function record_trip_progress', 'assigned')
      : actor === 'driver'
        ? ok(
            200,
            { booking_id: SEED_BOOKINGS.customerConfirmed, progress: 'on_my_way' },
            'on_my_way',
          )
        : denied(403, '42501', DISPATCH_MESSAGES.notYourJob, 'assigned', { details: 'booking_id' }),
  ]),
  // link_driver_account (a fresh driver → customer2's account) → admins; stored: linked or none
  ...ACTORS.map((actor): Row => [
    actor,
    'dispatch_rpc',
    'link_driver_account',
    actor === 'anon'
      ? denied(401, '42501', 'permission denied for function link_driver_account', 'none')
      : ADMINS.has(actor)
        ? ok(200, SEED_USERS.customer2.email, 'linked')
        : denied(403, '42501', FLEET_MESSAGES.adminsOnly, 'none'),
  ]),
  // list_driver_accounts → staff see Dwayne's account; customers get no rows; anon has no grant
  ...staffRows('list_driver_accounts', [SEED_USERS.driver.email]),
  // my_booking_drivers and my_booking_extras → each customer their own bookings'; nobody else any
  ...readRows('my_booking_drivers', (actor) => MY_DRIVERS[actor] ?? []),
  ...readRows('my_booking_extras', (actor) => MY_EXTRAS[actor] ?? []),
  // cancel_my_bookings (a fresh pending booking of customer A) → customer A only; stored: status
  ...ACTORS.map((actor): Row => [
    actor,
    'dispatch_rpc',
    'cancel_my_bookings',
    actor === 'anon'
      ? denied(401, '42501', 'permission denied for function cancel_my_bookings', 'pending')
      : actor === 'customerA'
        ? ok(200, 1, 'cancelled')
        : ok(200, 0, 'pending'),
  ]),
  // the dispatch board's window reads → active staff see the seeded rows; nobody else any
  ...staffRows('dispatch_bookings', ALL_SEED_BOOKINGS),
  ...staffRows('dispatch_extras', EXTRAS_ALL),
  ...staffRows('dispatch_assignments', SEED_ASSIGNED),
];

/** The seeded bookings among a window read's rows, each once, sorted. */
const SEEDED: ReadonlySet<string> = new Set(ALL_SEED_BOOKINGS);
const seededIds = (ids: string[]) => [...new Set(ids)].filter((id) => SEEDED.has(id)).sort();

export const DISPATCH_RPC_PROBES: Probes = {
  dispatch_bookings: async (c) =>
    observe(await c.rpc('dispatch_bookings', EVERY_DAY).select('id'), (rows) =>
      seededIds(rows.map((row) => row.id)),
    ),
  dispatch_extras: async (c) =>
    observe(await c.rpc('dispatch_extras', EVERY_DAY).select('booking_id'), (rows) =>
      seededIds(rows.map((row) => row.booking_id)),
    ),
  dispatch_assignments: async (c) =>
    observe(await c.rpc('dispatch_assignments', EVERY_DAY).select('booking_id'), (rows) =>
      seededIds(rows.map((row) => row.booking_id)),
    ),
  my_booking_drivers: async (c) => observe(await c.rpc('my_booking_drivers')),
  cancel_my_bookings: async (c) => {
    const booking = await freshCustomerBooking();
    const result = observe(
      await c.rpc('cancel_my_bookings', { p_ids: [booking.id] }),
      (ids) => ids.length,
    );
    return { ...result, stored: await bookingStatus(booking.id) };
  },
  my_booking_extras: async (c) =>
    observe(await c.rpc('my_booking_extras').select('booking_id'), (rows) =>
      seededIds(rows.map((row) => row.booking_id)),
    ),
  assign_booking: async (c) => {
    const booking = await freshCustomerBooking();
    const result = observe(
      await c.rpc('assign_booking', {
        p_booking_id: booking.id,
        p_driver_id: SEED_DRIVERS.shontelle.id,
        p_vehicle_id: SEED_VEHICLES.economy.id,
      }),
      (rows) => rows.map((r) => ({ driver_id: r.driver_id, progress: r.progress })),
    );
    const stored = (await storedAssignment(actors.service, booking.id)) ? 'assigned' : 'none';
    // Frees Shontelle for the next actor's booking at the same time.
    await actors.service.from('booking_assignments').delete().eq('booking_id', booking.id);
    return { ...result, stored };
  },
  record_trip_progress: async (c) => {
    const result = observe(
      await c.rpc('record_trip_progress', {
        p_booking_id: SEED_BOOKINGS.customerConfirmed,
        p_step: 'on_my_way',
      }),
      (row) => ({ booking_id: row.booking_id, progress: row.progress }),
    );
    const stored = await storedAssignment(actors.service, SEED_BOOKINGS.customerConfirmed);
    return { ...result, stored: stored?.progress };
  },
  link_driver_account: async (c) => {
    const driver = await freshDriver(actors.service);
    const result = observe(
      await c.rpc('link_driver_account', {
        p_driver_id: driver.id,
        p_email: SEED_USERS.customer2.email,
      }),
    );
    const { data } = await actors.service
      .from('drivers')
      .select('user_id')
      .eq('id', driver.id)
      .single();
    // Frees customer2's account for the next actor's driver.
    await actors.service.from('drivers').delete().eq('id', driver.id);
    return { ...result, stored: data?.user_id ? 'linked' : 'none' };
  },
  list_driver_accounts: async (c) =>
    observe(await c.rpc('list_driver_accounts'), (rows) =>
      rows.map((row) => row.email).filter((email) => email === SEED_USERS.driver.email),
    ),
};
