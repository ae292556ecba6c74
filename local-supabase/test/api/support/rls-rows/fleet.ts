/**
 * RLS matrix rows and probes for the fleet: vehicles and drivers (staff read, admins write, unused
 * rows deletable by admins), booking_assignments (staff read, nobody writes directly) and the
 * driver_jobs view (empty for everybody who is not a driver; the driver's own rows are in
 * rls-matrix-driver.test.ts).
 */
import { randomInt } from 'node:crypto';

import { SEED_BOOKINGS, SEED_DRIVERS, SEED_VEHICLES } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { freshDriver, freshVehicle } from '../dispatch';
import {
  ACTORS,
  actors,
  denied,
  must,
  noGrant,
  noGrantForAll,
  ok,
  type Probes,
  rlsViolation,
  type Row,
} from '../rls-matrix';

const STAFF = new Set(['moderator', 'admin', 'superAdmin']);
const ADMINS = new Set(['admin', 'superAdmin']);

/** select: staff see the row; signed-in non-staff see nothing; anon has no grant. */
function staffReads(table: 'vehicles' | 'drivers' | 'booking_assignments', row: unknown): Row[] {
  return ACTORS.map((actor): Row => [
    actor,
    table,
    'select',
    actor === 'anon' ? noGrant(401, table) : ok(200, STAFF.has(actor) ? [row] : []),
  ]);
}

/** insert: admins add (stored 1); other signed-in users break the policy; anon has no grant. */
function adminsInsert(table: 'vehicles' | 'drivers'): Row[] {
  return ACTORS.map((actor): Row => {
    if (actor === 'anon') return [actor, table, 'insert', noGrant(401, table, 0)];
    if (ADMINS.has(actor)) return [actor, table, 'insert', ok(201, null, 1)];
    return [actor, table, 'insert', rlsViolation(403, table, 0)];
  });
}

/** update / delete: admins change one row; other signed-in users match none; anon has no grant. */
function adminsChange(table: 'vehicles' | 'drivers', operation: 'update' | 'delete'): Row[] {
  const done = operation === 'update' ? 'changed' : 'deleted';
  const kept = operation === 'update' ? 'unchanged' : 'kept';
  return ACTORS.map((actor): Row => {
    if (actor === 'anon') return [actor, table, operation, noGrant(401, table, kept)];
    return [actor, table, operation, ADMINS.has(actor) ? ok(200, 1, done) : ok(200, 0, kept)];
  });
}

export const VEHICLES_ROWS: Row[] = [
  // vehicles: select the economy car → staff
  ...staffReads('vehicles', { plate: SEED_VEHICLES.economy.plate }),
  // vehicles: insert a new car → admins; stored: how many with its plate
  ...adminsInsert('vehicles'),
  // vehicles: update the notes of a fresh car → admins
  ...adminsChange('vehicles', 'update'),
  // vehicles: delete a fresh unused car → admins (one in use: see dispatch-fleet.test.ts)
  ...adminsChange('vehicles', 'delete'),
];

export const DRIVERS_ROWS: Row[] = [
  // drivers: select Kemar (no account) → staff
  ...staffReads('drivers', { full_name: SEED_DRIVERS.kemar.name }),
  ...adminsInsert('drivers'),
  ...adminsChange('drivers', 'update'),
  ...adminsChange('drivers', 'delete'),
];

export const BOOKING_ASSIGNMENTS_ROWS: Row[] = [
  // booking_assignments: select booking 12's → staff
  ...staffReads('booking_assignments', { driver_id: SEED_DRIVERS.kemar.id }),
  // booking_assignments: insert / update / delete → nobody (only the dispatch functions write)
  ...noGrantForAll('booking_assignments', ['insert', 'update', 'delete'], 'unchanged'),
];

/** The seeded driver's own jobs (Dwayne drives 02 and 08); nobody else is a driver. */
const DWAYNE_JOBS = [SEED_BOOKINGS.customerConfirmed, SEED_BOOKINGS.customer2Confirmed]
  .sort()
  .map((id) => ({ booking_id: id }));

export const DRIVER_JOBS_ROWS: Row[] = [
  // driver_jobs: select everything → the driver their own jobs, empty for every non-driver; anon
  // has no grant
  ...ACTORS.map((actor): Row => [
    actor,
    'driver_jobs',
    'select',
    actor === 'anon'
      ? denied(401, '42501', 'permission denied for view driver_jobs')
      : ok(200, actor === 'driver' ? DWAYNE_JOBS : []),
  ]),
  // driver_jobs: select a price → the view has no price column (for anybody, anon included: the
  // column is checked before the grant)
  ...ACTORS.map((actor): Row => [
    actor,
    'driver_jobs',
    'select: price',
    denied(400, '42703', 'column driver_jobs.total_price does not exist'),
  ]),
];

const freshPlate = () => `M ${String(randomInt(100000, 999999))}`;

async function countWhere(table: 'vehicles' | 'drivers', column: string, value: string) {
  const { count } = await actors.service
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq(column as 'id', value);
  return count;
}

async function rowText(table: 'vehicles' | 'drivers', id: string): Promise<string> {
  const { data, error } = await actors.service.from(table).select('*').eq('id', id);
  return JSON.stringify(must(data, error, `${table} row`));
}

function changeProbe(
  table: 'vehicles' | 'drivers',
  fresh: () => Promise<string>,
  change: Record<string, unknown>,
) {
  return async (c: Parameters<Probes[string]>[0]) => {
    const id = await fresh();
    const before = await rowText(table, id);
    const result = observe(
      await c
        .from(table)
        .update(change as never)
        .eq('id', id)
        .select('id'),
      (rows) => rows.length,
    );
    return { ...result, stored: (await rowText(table, id)) === before ? 'unchanged' : 'changed' };
  };
}

function deleteProbe(table: 'vehicles' | 'drivers', fresh: () => Promise<string>) {
  return async (c: Parameters<Probes[string]>[0]) => {
    const id = await fresh();
    const result = observe(
      await c.from(table).delete().eq('id', id).select('id'),
      (rows) => rows.length,
    );
    return { ...result, stored: (await countWhere(table, 'id', id)) === 1 ? 'kept' : 'deleted' };
  };
}

const newVehicle = async () => (await freshVehicle(actors.service)).id;
const newDriver = async () => (await freshDriver(actors.service)).id;

export const VEHICLES_PROBES: Probes = {
  select: async (c) =>
    observe(await c.from('vehicles').select('plate').eq('id', SEED_VEHICLES.economy.id)),
  insert: async (c) => {
    const plate = freshPlate();
    const result = observe(
      await c.from('vehicles').insert({ plate, vehicle_type: 'premium', seats: 3, luggage: 4 }),
    );
    return { ...result, stored: await countWhere('vehicles', 'plate', plate) };
  },
  update: changeProbe('vehicles', newVehicle, { notes: `Serviced ${freshPlate()}` }),
  delete: deleteProbe('vehicles', newVehicle),
};

export const DRIVERS_PROBES: Probes = {
  select: async (c) =>
    observe(await c.from('drivers').select('full_name').eq('id', SEED_DRIVERS.kemar.id)),
  insert: async (c) => {
    const name = `Matrix Driver ${freshPlate()}`;
    const result = observe(
      await c.from('drivers').insert({ full_name: name, phone: '+1 246 555 0177' }),
    );
    return { ...result, stored: await countWhere('drivers', 'full_name', name) };
  },
  update: changeProbe('drivers', newDriver, {
    phone: `+1 246 555 ${String(randomInt(1000, 9999))}`,
  }),
  delete: deleteProbe('drivers', newDriver),
};

async function assignmentsText(): Promise<string> {
  const { data, error } = await actors.service
    .from('booking_assignments')
    .select('*')
    .order('booking_id');
  return JSON.stringify(must(data, error, 'assignments'));
}

async function unchangedAssignments(run: () => Promise<ReturnType<typeof observe>>) {
  const before = await assignmentsText();
  const result = await run();
  return { ...result, stored: (await assignmentsText()) === before ? 'unchanged' : 'changed' };
}

export const BOOKING_ASSIGNMENTS_PROBES: Probes = {
  select: async (c) =>
    observe(
      await c
        .from('booking_assignments')
        .select('driver_id')
        .eq('booking_id', SEED_BOOKINGS.guestConfirmedVan),
    ),
  insert: (c) =>
    unchangedAssignments(async () =>
      observe(
        await c.from('booking_assignments').insert({
          booking_id: SEED_BOOKINGS.customerPending,
          driver_id: SEED_DRIVERS.shontelle.id,
          vehicle_id: SEED_VEHICLES.luxury.id,
        }),
      ),
    ),
  update: (c) =>
    unchangedAssignments(async () =>
      observe(
        await c
          .from('booking_assignments')
          .update({ progress: 'completed' })
          .eq('booking_id', SEED_BOOKINGS.guestConfirmedVan),
      ),
    ),
  delete: (c) =>
    unchangedAssignments(async () =>
      observe(
        await c
          .from('booking_assignments')
          .delete()
          .eq('booking_id', SEED_BOOKINGS.guestConfirmedVan)
          .select('booking_id'),
      ),
    ),
};

export const DRIVER_JOBS_PROBES: Probes = {
  select: async (c) =>
    observe(await c.from('driver_jobs').select('booking_id').order('booking_id')),
  'select: price': async (c) => observe(await c.from('driver_jobs').select('total_price')),
};
