/**
 * Two admins assigning at the same moment cannot double-book a driver or a vehicle: assign_booking
 * locks the booking, the driver and the vehicle rows before its clash check, so the second call waits
 * for the first and then sees its job. Run on PGlite (which serialises statements) and on PostgreSQL
 * 15 (a pool of connections: the calls really overlap). The last test holds every INSERT into
 * booking_assignments until both calls are in flight: without the row locks both would pass the
 * clash check and both would be stored. Without a PostgreSQL 15 on this machine, those tests print why
 * and check nothing. The driver's view and trip progress are checked on both as well.
 */
import pg from 'pg';

import { DISPATCH_MESSAGES } from '@bbt/shared/domain';

import { SEED_BOOKINGS, SEED_USERS } from '../../src/testing/seed-ids';
import { type ApiServer, type Client, startApiServer } from '../../src/testing/api-server';
import { freshDriver, freshVehicle, timedBooking } from './support/dispatch';
import { type Postgres15Server, startPostgres15Server } from '../../src/testing/postgres15-server';

jest.setTimeout(180_000);

interface Backend {
  name: string;
  api: ApiServer | null;
  skipReason: string;
  stop: () => Promise<void>;
}

const pglite: Backend = { name: 'PGlite', api: null, skipReason: '', stop: async () => {} };
const postgres: Backend = {
  name: 'PostgreSQL 15',
  api: null,
  skipReason: '',
  stop: async () => {},
};
let cluster: Postgres15Server | null = null;

beforeAll(async () => {
  const [memory, real] = await Promise.all([startApiServer(), startPostgres15Server()]);
  pglite.api = memory;
  pglite.stop = () => memory.close();
  if ('reason' in real) {
    postgres.skipReason = real.reason;
    console.warn(`PostgreSQL 15 dispatch concurrency tests not run: ${real.reason}`);
  } else {
    cluster = real;
    postgres.api = real.api;
    postgres.stop = () => real.stop();
  }
});

afterAll(async () => {
  await Promise.all([pglite.stop(), postgres.stop()]);
});

/** Two admin sessions (two clients with the admin's token). */
async function twoAdmins(api: ApiServer): Promise<[Client, Client]> {
  const { token } = await api.signIn(SEED_USERS.admin.email, SEED_USERS.admin.password);
  return [api.withToken(token), api.withToken(token)];
}

/** Two overlapping one-hour jobs on `date` (10:00 and 10:30) and a free driver and two vehicles. */
async function race(api: ApiServer, date: string) {
  const service = api.service();
  const first = await timedBooking(service, { pickup_date: date, pickup_time: '10:00' });
  const second = await timedBooking(service, { pickup_date: date, pickup_time: '10:30' });
  const driver = await freshDriver(service);
  const vehicles = [await freshVehicle(service), await freshVehicle(service)];
  return { service, first, second, driver, vehicles };
}

async function storedFor(service: Client, bookingIds: string[]): Promise<number> {
  const { data, error } = await service
    .from('booking_assignments')
    .select('booking_id')
    .in('booking_id', bookingIds);
  if (error) throw new Error(error.message);
  return data.length;
}

function expectOneWinner(
  results: { error: { code: string; message: string } | null }[],
  references: string[],
): void {
  const refused = results.filter((r) => r.error);
  expect(results.length - refused.length).toBe(1);
  expect(refused).toHaveLength(1);
  expect(refused[0]?.error?.code).toBe('P0001');
  // The refusal names the booking that won.
  expect(references.some((ref) => refused[0]?.error?.message.includes(ref))).toBe(true);
  expect(refused[0]?.error?.message).toMatch(/^(Driver|Vehicle) .* is already on booking /);
}

describe.each([pglite, postgres])('on $name', (backend) => {
  it('one driver sent to two overlapping jobs at once: one is assigned, the other refused naming it', async () => {
    const api = backend.api;
    if (!api) return console.warn(`skipped on this machine: ${backend.skipReason}`);
    for (let round = 0; round < 4; round += 1) {
      const { service, first, second, driver, vehicles } = await race(api, `2032-01-0${round + 1}`);
      const [a, b] = await twoAdmins(api);
      const results = await Promise.all([
        a.rpc('assign_booking', {
          p_booking_id: first.id,
          p_driver_id: driver.id,
          p_vehicle_id: vehicles[0]?.id ?? '',
        }),
        b.rpc('assign_booking', {
          p_booking_id: second.id,
          p_driver_id: driver.id,
          p_vehicle_id: vehicles[1]?.id ?? '',
        }),
      ]);
      expectOneWinner(results, [first.reference, second.reference]);
      expect(await storedFor(service, [first.id, second.id])).toBe(1);
    }
  });

  it('one vehicle given to two drivers for overlapping jobs at once: one wins', async () => {
    const api = backend.api;
    if (!api) return console.warn(`skipped on this machine: ${backend.skipReason}`);
    const { service, first, second, vehicles } = await race(api, '2032-02-01');
    const drivers = [await freshDriver(service), await freshDriver(service)];
    const [a, b] = await twoAdmins(api);
    const results = await Promise.all([
      a.rpc('assign_booking', {
        p_booking_id: first.id,
        p_driver_id: drivers[0]?.id ?? '',
        p_vehicle_id: vehicles[0]?.id ?? '',
      }),
      b.rpc('assign_booking', {
        p_booking_id: second.id,
        p_driver_id: drivers[1]?.id ?? '',
        p_vehicle_id: vehicles[0]?.id ?? '',
      }),
    ]);
    expectOneWinner(results, [first.reference, second.reference]);
  });
});

describe.each([pglite, postgres])('the driver on $name', (backend) => {
  it('reads their own jobs through driver_jobs and takes one to completed', async () => {
    const api = backend.api;
    if (!api) return console.warn(`skipped on this machine: ${backend.skipReason}`);
    const driver = (await api.signIn(SEED_USERS.driver.email, SEED_USERS.driver.password)).client;
    const { data, error } = await driver.from('driver_jobs').select('booking_id, vehicle_plate');
    expect(error).toBeNull();
    expect(data).toEqual([
      { booking_id: SEED_BOOKINGS.customer2Confirmed, vehicle_plate: 'H 2302' },
      { booking_id: SEED_BOOKINGS.customerConfirmed, vehicle_plate: 'H 1201' },
    ]);
    const done = await driver.rpc('record_trip_progress', {
      p_booking_id: SEED_BOOKINGS.customer2Confirmed,
      p_step: 'completed',
    });
    expect([done.error, done.data?.progress]).toEqual([null, 'completed']);
    const { data: booking } = await api
      .service()
      .from('bookings')
      .select('status')
      .eq('id', SEED_BOOKINGS.customer2Confirmed)
      .single();
    expect(booking?.status).toBe('completed');
  });
});

describe('on PostgreSQL 15, with both calls held until they are in flight together', () => {
  it('the second call waits on the driver row and then sees the first job', async () => {
    if (!cluster) return console.warn(`skipped on this machine: ${postgres.skipReason}`);
    const api = cluster.api;
    const { service, first, second, driver, vehicles } = await race(api, '2032-03-01');
    const [a, b] = await twoAdmins(api);
    // A SHARE lock on booking_assignments blocks every INSERT into it, i.e. after the clash check.
    const locker = new pg.Client({ connectionString: cluster.cluster.superUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table public.booking_assignments in share mode');
      const pending = Promise.all([
        a.rpc('assign_booking', {
          p_booking_id: first.id,
          p_driver_id: driver.id,
          p_vehicle_id: vehicles[0]?.id ?? '',
        }),
        b.rpc('assign_booking', {
          p_booking_id: second.id,
          p_driver_id: driver.id,
          p_vehicle_id: vehicles[1]?.id ?? '',
        }),
      ]);
      let waiting = 0;
      for (let i = 0; i < 200 && waiting < 2; i += 1) {
        const { rows } = await locker.query<{ n: number }>(
          'select count(distinct pid)::int as n from pg_locks where not granted',
        );
        waiting = rows[0]?.n ?? 0;
        if (waiting < 2) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // Both calls are blocked: one at the INSERT, the other on the driver row it holds.
      expect(waiting).toBe(2);
      await locker.query('commit');
      const results = await pending;
      expectOneWinner(results, [first.reference, second.reference]);
      expect(await storedFor(service, [first.id, second.id])).toBe(1);
      expect(results.find((r) => r.error)?.error?.message).not.toBe(DISPATCH_MESSAGES.adminsOnly);
    } finally {
      await locker.end();
    }
  });
});
