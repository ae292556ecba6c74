/**
 * public.assign_booking through supabase-js as an admin: assigning, unassigning and the audit; the
 * clash rule at its edges (back to back is fine, one minute of overlap is refused naming the other
 * booking), round-trip return legs, class and capacity, inactive fleet, cancelled and completed
 * bookings, and who may call it; and the board's reads of a window of days (dispatch_bookings,
 * dispatch_extras, dispatch_assignments). Bookings are made at chosen times with the service role.
 */
import { DISPATCH_MESSAGES, fillDispatchMessage } from '@bbt/shared/domain';

import { SEED_DRIVERS, SEED_USERS, SEED_VEHICLES } from '../../src/testing/seed-ids';
import { type ApiServer, type Client, observe, startApiServer } from '../../src/testing/api-server';
import {
  dispatchEvents,
  freshDriver,
  freshVehicle,
  storedAssignment,
  timedBooking,
} from './support/dispatch';

jest.setTimeout(60_000);

let t: ApiServer;
let service: Client;
let admin: Client;
let moderator: Client;
let driver: Client;

beforeAll(async () => {
  t = await startApiServer();
  service = t.service();
  admin = (await t.signIn(SEED_USERS.admin.email, SEED_USERS.admin.password)).client;
  moderator = (await t.signIn(SEED_USERS.moderator.email, SEED_USERS.moderator.password)).client;
  driver = (await t.signIn(SEED_USERS.driver.email, SEED_USERS.driver.password)).client;
});

afterAll(async () => {
  await t.close();
});

/** A one-way 17.5 km job (an hour's window) on `date` at `time`. */
const oneWay = (date: string, time: string, extra: Record<string, unknown> = {}) =>
  timedBooking(service, { pickup_date: date, pickup_time: time, ...extra });

async function assign(client: Client, bookingId: string, driverId?: string, vehicleId?: string) {
  return observe(
    await client.rpc('assign_booking', {
      p_booking_id: bookingId,
      ...(driverId ? { p_driver_id: driverId } : {}),
      ...(vehicleId ? { p_vehicle_id: vehicleId } : {}),
    }),
    (rows) => rows.map((r) => ({ driver_id: r.driver_id, vehicle_id: r.vehicle_id })),
  );
}

const refused = (code: string, message: string, details: string | null, status = 400) => ({
  status,
  error: { code, message, details, hint: null },
  data: null,
});

describe('assigning', () => {
  it('stores the driver and vehicle, audits it, and assigning the same pair again records nothing', async () => {
    const [d, v] = [await freshDriver(service), await freshVehicle(service)];
    const job = await oneWay('2031-01-05', '10:00');
    expect(await assign(admin, job.id, d.id, v.id)).toEqual({
      status: 200,
      error: null,
      data: [{ driver_id: d.id, vehicle_id: v.id }],
    });
    expect((await assign(admin, job.id, d.id, v.id)).status).toBe(200);
    expect(await storedAssignment(service, job.id)).toEqual({
      driver_id: d.id,
      vehicle_id: v.id,
      progress: 'assigned',
    });
    expect(await dispatchEvents(service, job.id)).toEqual([
      {
        event_type: 'assigned',
        details: { from: null, to: { driver_id: d.id, vehicle_id: v.id } },
      },
    ]);
  });

  it('changes the assignment and unassigns with neither driver nor vehicle, each audited', async () => {
    const [d1, d2, v] = [
      await freshDriver(service),
      await freshDriver(service),
      await freshVehicle(service),
    ];
    const job = await oneWay('2031-01-06', '10:00');
    await assign(admin, job.id, d1.id, v.id);
    await assign(admin, job.id, d2.id, v.id);
    expect(await assign(admin, job.id)).toEqual({ status: 200, error: null, data: [] });
    expect(await storedAssignment(service, job.id)).toBeNull();
    expect(await dispatchEvents(service, job.id)).toEqual([
      {
        event_type: 'assigned',
        details: { from: null, to: { driver_id: d1.id, vehicle_id: v.id } },
      },
      {
        event_type: 'assigned',
        details: {
          from: { driver_id: d1.id, vehicle_id: v.id },
          to: { driver_id: d2.id, vehicle_id: v.id },
        },
      },
      {
        event_type: 'unassigned',
        details: { from: { driver_id: d2.id, vehicle_id: v.id }, to: null },
      },
    ]);
  });

  it('refuses a driver without a vehicle and a vehicle without a driver', async () => {
    const job = await oneWay('2031-01-07', '10:00');
    const d = await freshDriver(service);
    const v = await freshVehicle(service);
    expect(await assign(admin, job.id, d.id)).toEqual(
      refused('22023', DISPATCH_MESSAGES.driverAndVehicle, 'vehicle_id'),
    );
    expect(await assign(admin, job.id, undefined, v.id)).toEqual(
      refused('22023', DISPATCH_MESSAGES.driverAndVehicle, 'driver_id'),
    );
    expect(await storedAssignment(service, job.id)).toBeNull();
  });

  it('answers P0002 for an unknown booking, driver or vehicle', async () => {
    const job = await oneWay('2031-01-08', '10:00');
    const v = await freshVehicle(service);
    const unknown = '00000000-0000-4000-9000-000000000000';
    expect((await assign(admin, unknown, SEED_DRIVERS.kemar.id, v.id)).error?.code).toBe('P0002');
    expect(await assign(admin, job.id, unknown, v.id)).toEqual(
      // PostgREST answers 500 for P0002, as for resend_booking_confirmation's unknown booking.
      refused('P0002', DISPATCH_MESSAGES.driverNotFound, 'driver_id', 500),
    );
  });
});

describe('clashes', () => {
  it('lets a job start exactly when the previous ends, and refuses one minute of overlap naming it', async () => {
    const [d, v1, v2, v3] = [
      await freshDriver(service),
      await freshVehicle(service),
      await freshVehicle(service),
      await freshVehicle(service),
    ];
    const first = await oneWay('2031-02-01', '10:00'); // 10:00-11:00
    const after = await oneWay('2031-02-01', '11:00'); // starts as the first ends
    const before = await oneWay('2031-02-01', '09:00'); // ends as the first starts
    const overlap = await oneWay('2031-02-01', '09:01'); // one minute into the first
    expect((await assign(admin, first.id, d.id, v1.id)).error).toBeNull();
    expect((await assign(admin, after.id, d.id, v2.id)).error).toBeNull();
    expect((await assign(admin, before.id, d.id, v3.id)).error).toBeNull();
    await assign(admin, before.id); // frees 09:00-10:00 so only the first job is in the way
    expect(await assign(admin, overlap.id, d.id, v3.id)).toEqual(
      refused(
        'P0001',
        fillDispatchMessage('driverBusy', {
          driver: d.full_name,
          other: first.reference,
          start: '2031-02-01 10:00',
          end: '11:00',
        }),
        'driver_id',
      ),
    );
    expect(await storedAssignment(service, overlap.id)).toBeNull();
  });

  it('refuses the same vehicle with another driver, naming the booking it is on', async () => {
    const [d1, d2, v] = [
      await freshDriver(service),
      await freshDriver(service),
      await freshVehicle(service),
    ];
    const first = await oneWay('2031-02-02', '14:30');
    const second = await oneWay('2031-02-02', '15:29');
    await assign(admin, first.id, d1.id, v.id);
    expect(await assign(admin, second.id, d2.id, v.id)).toEqual(
      refused(
        'P0001',
        fillDispatchMessage('vehicleBusy', {
          plate: v.plate,
          other: first.reference,
          start: '2031-02-02 14:30',
          end: '15:30',
        }),
        'vehicle_id',
      ),
    );
  });

  it("counts a round trip's return leg", async () => {
    const [d, v1, v2] = [
      await freshDriver(service),
      await freshVehicle(service),
      await freshVehicle(service),
    ];
    const roundTrip = await oneWay('2031-02-03', '06:00', {
      is_round_trip: true,
      return_date: '2031-02-03',
      return_time: '18:00',
    });
    await assign(admin, roundTrip.id, d.id, v1.id);
    const evening = await oneWay('2031-02-03', '18:45');
    expect((await assign(admin, evening.id, d.id, v2.id)).error?.message).toBe(
      fillDispatchMessage('driverBusy', {
        driver: d.full_name,
        other: roundTrip.reference,
        start: '2031-02-03 18:00',
        end: '19:00',
      }),
    );
    const later = await oneWay('2031-02-03', '19:00');
    expect((await assign(admin, later.id, d.id, v2.id)).error).toBeNull();
  });

  it('ignores cancelled bookings', async () => {
    const [d, v] = [await freshDriver(service), await freshVehicle(service)];
    const first = await oneWay('2031-02-04', '10:00');
    await assign(admin, first.id, d.id, v.id);
    await service.from('bookings').update({ status: 'cancelled' }).eq('id', first.id);
    const same = await oneWay('2031-02-04', '10:00');
    expect((await assign(admin, same.id, d.id, v.id)).error).toBeNull();
  });
});

describe('what fits', () => {
  it('takes the booked class or a higher car class, and keeps the van for van bookings', async () => {
    const d = await freshDriver(service);
    const economyCar = await freshVehicle(service, { vehicle_type: 'economy' });
    const executiveCar = await freshVehicle(service, { vehicle_type: 'executive' });
    const van = await freshVehicle(service, { vehicle_type: 'hiace', seats: 8, luggage: 14 });
    const luxury = await oneWay('2031-03-01', '08:00', { vehicle_type: 'luxury' });
    expect(await assign(admin, luxury.id, d.id, economyCar.id)).toEqual(
      refused(
        'P0001',
        fillDispatchMessage('vehicleClass', {
          plate: economyCar.plate,
          vehicleClass: 'Economy',
          reference: luxury.reference,
          bookedClass: 'Luxury (Mercedes or BMW)',
        }),
        'vehicle_id',
      ),
    );
    expect((await assign(admin, luxury.id, d.id, van.id)).error?.message).toContain(
      '(Toyota Hiace Van) cannot serve',
    );
    expect((await assign(admin, luxury.id, d.id, executiveCar.id)).error).toBeNull();
    const vanJob = await oneWay('2031-03-01', '12:00', { vehicle_type: 'hiace' });
    expect((await assign(admin, vanJob.id, d.id, executiveCar.id)).error?.message).toContain(
      'booked as Toyota Hiace Van',
    );
    expect((await assign(admin, vanJob.id, d.id, van.id)).error).toBeNull();
  });

  it('needs seats for every passenger and room for every suitcase', async () => {
    const d = await freshDriver(service);
    const car = await freshVehicle(service, { seats: 3, luggage: 4 });
    const party = await oneWay('2031-03-02', '08:00', { passengers: 4, suitcases: 1 });
    expect(await assign(admin, party.id, d.id, car.id)).toEqual(
      refused(
        'P0001',
        fillDispatchMessage('vehicleSeats', {
          plate: car.plate,
          seats: 3,
          reference: party.reference,
          passengers: 4,
        }),
        'vehicle_id',
      ),
    );
    const luggage = await oneWay('2031-03-02', '12:00', { passengers: 3, suitcases: 5 });
    expect((await assign(admin, luggage.id, d.id, car.id)).error?.message).toBe(
      fillDispatchMessage('vehicleLuggage', {
        plate: car.plate,
        luggage: 4,
        reference: luggage.reference,
        suitcases: 5,
      }),
    );
    const fits = await oneWay('2031-03-02', '16:00', { passengers: 3, suitcases: 4 });
    expect((await assign(admin, fits.id, d.id, car.id)).error).toBeNull();
  });

  it('refuses an inactive driver or vehicle', async () => {
    const idle = await freshDriver(service, { active: false });
    const parked = await freshVehicle(service, { active: false });
    const [d, v] = [await freshDriver(service), await freshVehicle(service)];
    const job = await oneWay('2031-03-03', '08:00');
    expect(await assign(admin, job.id, idle.id, v.id)).toEqual(
      refused(
        'P0001',
        fillDispatchMessage('driverInactive', { driver: idle.full_name }),
        'driver_id',
      ),
    );
    expect(await assign(admin, job.id, d.id, parked.id)).toEqual(
      refused(
        'P0001',
        fillDispatchMessage('vehicleInactive', { plate: parked.plate }),
        'vehicle_id',
      ),
    );
  });

  it('refuses a cancelled booking and a completed one', async () => {
    const [d, v] = [await freshDriver(service), await freshVehicle(service)];
    const cancelled = await oneWay('2031-03-04', '08:00', { status: 'cancelled' });
    const completed = await oneWay('2031-03-04', '12:00', { status: 'completed' });
    expect(await assign(admin, cancelled.id, d.id, v.id)).toEqual(
      refused(
        'P0001',
        fillDispatchMessage('bookingCancelled', { reference: cancelled.reference }),
        'booking_id',
      ),
    );
    expect(await assign(admin, completed.id, d.id, v.id)).toEqual(
      refused(
        'P0001',
        fillDispatchMessage('bookingCompleted', { reference: completed.reference }),
        'booking_id',
      ),
    );
  });
});

describe('who may assign', () => {
  it('refuses a moderator and a driver (42501) and stores nothing', async () => {
    const job = await oneWay('2031-04-01', '08:00');
    for (const client of [moderator, driver]) {
      expect(
        await assign(client, job.id, SEED_DRIVERS.dwayne.id, SEED_VEHICLES.economy.id),
      ).toEqual(refused('42501', DISPATCH_MESSAGES.adminsOnly, null, 403));
    }
    expect(await storedAssignment(service, job.id)).toBeNull();
  });

  it('keeps a vehicle or driver that an assignment refers to: the admin deactivates it instead', async () => {
    const [d, v] = [await freshDriver(service), await freshVehicle(service)];
    const job = await oneWay('2031-04-02', '08:00');
    await assign(admin, job.id, d.id, v.id);
    const vehicleDelete = await admin.from('vehicles').delete().eq('id', v.id);
    const driverDelete = await admin.from('drivers').delete().eq('id', d.id);
    expect([vehicleDelete.error?.code, driverDelete.error?.code]).toEqual(['23001', '23001']); // restrict_violation
    const { data } = await service.from('vehicles').select('id').eq('id', v.id);
    expect(data).toHaveLength(1);
    expect(
      (await admin.from('vehicles').update({ active: false }).eq('id', v.id)).error,
    ).toBeNull();
  });
});

describe("the board's window reads", () => {
  it('return the bookings with a pickup or a return leg on the days, and only their extras and assignments', async () => {
    const [d, v] = [await freshDriver(service), await freshVehicle(service)];
    const before = await oneWay('2031-06-09', '23:30');
    const first = await oneWay('2031-06-10', '00:15');
    const last = await oneWay('2031-06-12', '23:45');
    const after = await oneWay('2031-06-13', '00:10');
    const returnsInside = await oneWay('2031-06-01', '09:00', {
      is_round_trip: true,
      return_date: '2031-06-11',
      return_time: '17:00',
    });
    const returnsAfter = await oneWay('2031-06-12', '09:00', {
      is_round_trip: true,
      return_date: '2031-06-14',
      return_time: '17:00',
    });
    const inside = [first, last, returnsInside, returnsAfter].map((b) => b.id).sort();
    const outside = [before, after].map((b) => b.id);
    for (const booking of [first, before]) {
      const { error } = await service
        .from('additional_services')
        .insert({ booking_id: booking.id, service_type: 'car_seats', quantity: 1, price: 0 });
      expect(error).toBeNull();
    }
    await assign(admin, returnsInside.id, d.id, v.id);
    await assign(admin, after.id, d.id, v.id);

    const window = { p_from: '2031-06-10', p_to: '2031-06-12' };
    const ids = (rows: { id?: string; booking_id?: string }[] | null) =>
      (rows ?? []).map((row) => row.id ?? row.booking_id).sort();
    const ours = new Set([...inside, ...outside]);
    const [bookings, extras, assignments] = await Promise.all([
      admin.rpc('dispatch_bookings', window).select('id'),
      moderator.rpc('dispatch_extras', window).select('booking_id'),
      admin.rpc('dispatch_assignments', window).select('booking_id'),
    ]);
    expect(ids(bookings.data).filter((id) => ours.has(id as string))).toEqual(inside);
    expect(ids(extras.data).filter((id) => ours.has(id as string))).toEqual([first.id]);
    expect(ids(assignments.data).filter((id) => ours.has(id as string))).toEqual([
      returnsInside.id,
    ]);
  });
});
