/**
 * The driver's side through supabase-js, signed in as driver@example.com (Dwayne, who drives seeded
 * bookings 02 and 08; Kemar drives 12): driver_jobs shows their own jobs only and no prices, the
 * driver reads nothing else of the fleet or the bookings, and record_trip_progress moves a trip
 * forward step by step (a repeated tap is a no-op, going back is refused, completed completes the
 * booking), for the assigned active driver only.
 */
import { DISPATCH_MESSAGES, fillDispatchMessage } from '@bbt/shared/domain';

import { SEED_BOOKINGS, SEED_DRIVERS, SEED_USERS } from '../../src/testing/seed-ids';
import { type ApiServer, type Client, observe, startApiServer } from '../../src/testing/api-server';
import { dispatchEvents, storedAssignment } from './support/dispatch';

jest.setTimeout(60_000);

let t: ApiServer;
let service: Client;
let driver: Client;
let customer: Client;

beforeAll(async () => {
  t = await startApiServer();
  service = t.service();
  driver = (await t.signIn(SEED_USERS.driver.email, SEED_USERS.driver.password)).client;
  customer = (await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password)).client;
});

afterAll(async () => {
  await t.close();
});

/** Every column a driver's job has: what the driver needs, and no price. */
const JOB_COLUMNS = [
  'arrived_at',
  'booked_vehicle_type',
  'booking_id',
  'child_seats',
  'completed_at',
  'dropoff_location',
  'flight_details',
  'is_round_trip',
  'on_board_at',
  'on_my_way_at',
  'passenger_name',
  'passenger_phone',
  'passengers',
  'pickup_date',
  'pickup_location',
  'pickup_time',
  'progress',
  'reference_number',
  'return_date',
  'return_time',
  'status',
  'suitcases',
  'supermarket_stop',
  'trip_type',
  'vehicle_plate',
  'vehicle_type',
];

const progress = async (client: Client, bookingId: string, step: string) =>
  observe(await client.rpc('record_trip_progress', { p_booking_id: bookingId, p_step: step }));

describe('driver_jobs', () => {
  it("shows the driver's own jobs in pickup order, with what the driver needs and no price", async () => {
    const { data, error } = await driver.from('driver_jobs').select('*');
    expect(error).toBeNull();
    const rows = data ?? [];
    // Booking 08 is 9 days ahead, 02 is 17: Kemar's booking 12 is not there.
    expect(rows.map((r) => r.booking_id)).toEqual([
      SEED_BOOKINGS.customer2Confirmed,
      SEED_BOOKINGS.customerConfirmed,
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(JOB_COLUMNS);
    expect(rows[1]).toMatchObject({
      reference_number: 'BB-100002-CUC',
      passenger_name: 'Carla Customer',
      passenger_phone: '+1 246 555 0101',
      passengers: 2,
      suitcases: 2,
      child_seats: 0,
      supermarket_stop: false,
      flight_details: 'BA2156 to London Gatwick',
      pickup_location: 'Holetown',
      dropoff_location: 'Grantley Adams International Airport',
      vehicle_plate: 'H 1201',
      progress: 'assigned',
    });
  });

  it('has no price column to ask for', async () => {
    const { error } = await driver.from('driver_jobs').select('booking_id, total_price');
    expect(error?.code).toBe('42703');
  });

  it('lets the driver read their own drivers row and nothing else of the fleet or the bookings', async () => {
    const own = await driver.from('drivers').select('id');
    expect(own.data).toEqual([{ id: SEED_DRIVERS.dwayne.id }]);
    for (const table of [
      'vehicles',
      'booking_assignments',
      'bookings',
      'booking_events',
    ] as const) {
      const { data, error } = await driver.from(table).select('*').limit(5);
      expect([table, error, data]).toEqual([table, null, []]);
    }
  });

  it('is empty for a customer, even for their own assigned booking', async () => {
    const { data, error } = await customer.from('driver_jobs').select('booking_id');
    expect([error, data]).toEqual([null, []]);
  });

  it('is empty for a driver whose record is inactive', async () => {
    await service.from('drivers').update({ active: false }).eq('id', SEED_DRIVERS.dwayne.id);
    try {
      const jobs = await driver.from('driver_jobs').select('booking_id');
      const own = await driver.from('drivers').select('id');
      expect([jobs.data, own.data]).toEqual([[], []]);
      expect(await progress(driver, SEED_BOOKINGS.customerConfirmed, 'on_my_way')).toMatchObject({
        status: 403,
        error: { code: '42501', message: DISPATCH_MESSAGES.notYourJob },
      });
    } finally {
      await service.from('drivers').update({ active: true }).eq('id', SEED_DRIVERS.dwayne.id);
    }
  });
});

describe('record_trip_progress', () => {
  const job = SEED_BOOKINGS.customerConfirmed;

  it('records each step with its time; a repeated tap changes nothing', async () => {
    const first = await progress(driver, job, 'on_my_way');
    expect(first).toMatchObject({ status: 200, error: null, data: { progress: 'on_my_way' } });
    const again = await progress(driver, job, 'on_my_way');
    expect(again.data).toEqual(first.data);
    expect((await progress(driver, job, 'arrived')).data).toMatchObject({ progress: 'arrived' });
    const { data } = await driver
      .from('driver_jobs')
      .select('progress, on_my_way_at, arrived_at')
      .eq('booking_id', job);
    expect(data?.[0]?.progress).toBe('arrived');
    expect(data?.[0]?.on_my_way_at).not.toBeNull();
    expect(data?.[0]?.arrived_at).not.toBeNull();
    expect((await dispatchEvents(service, job)).map((e) => e.details)).toEqual([
      { from: 'assigned', to: 'on_my_way' },
      { from: 'on_my_way', to: 'arrived' },
    ]);
  });

  it('refuses going back, naming where the trip is', async () => {
    expect(await progress(driver, job, 'on_my_way')).toEqual({
      status: 400,
      error: {
        code: 'P0001',
        message: fillDispatchMessage('stepBackwards', {
          reference: 'BB-100002-CUC',
          current: 'Arrived',
          step: 'On my way',
        }),
        details: 'step',
        hint: null,
      },
      data: null,
    });
    expect((await storedAssignment(service, job))?.progress).toBe('arrived');
  });

  it('refuses an unknown step', async () => {
    for (const step of ['assigned', 'parked']) {
      expect(await progress(driver, job, step)).toEqual({
        status: 400,
        error: {
          code: '22023',
          message: fillDispatchMessage('unknownStep', { step }),
          details: 'step',
          hint: null,
        },
        data: null,
      });
    }
  });

  it("refuses another driver's job and a customer's own booking (42501), changing nothing", async () => {
    const notYours = {
      status: 403,
      error: {
        code: '42501',
        message: DISPATCH_MESSAGES.notYourJob,
        details: 'booking_id',
        hint: null,
      },
      data: null,
    };
    expect(await progress(driver, SEED_BOOKINGS.guestConfirmedVan, 'on_my_way')).toEqual(notYours);
    expect(await progress(customer, job, 'completed')).toEqual(notYours);
    expect(await progress(driver, SEED_BOOKINGS.customerPending, 'on_my_way')).toEqual(notYours);
    expect((await storedAssignment(service, SEED_BOOKINGS.guestConfirmedVan))?.progress).toBe(
      'assigned',
    );
    expect((await storedAssignment(service, job))?.progress).toBe('arrived');
  });

  it('completes the booking on completed (on board may be left out), audited and e-mailed once', async () => {
    expect((await progress(driver, job, 'completed')).data).toMatchObject({
      progress: 'completed',
    });
    expect((await progress(driver, job, 'completed')).error).toBeNull();
    const { data: booking } = await service
      .from('bookings')
      .select('status')
      .eq('id', job)
      .single();
    expect(booking?.status).toBe('completed');
    const { data: events } = await service
      .from('booking_events')
      .select('event_type, old_status, new_status, actor_id')
      .eq('booking_id', job)
      .eq('event_type', 'status_changed');
    expect(events).toEqual([
      {
        event_type: 'status_changed',
        old_status: 'confirmed',
        new_status: 'completed',
        actor_id: SEED_USERS.driver.id,
      },
    ]);
    const { rows } = await t.server.db.query<{ kind: string }>(
      `select kind from private.email_outbox where booking_id = $1 and kind = 'booking_completed'`,
      [job],
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses a step on a cancelled booking', async () => {
    const other = SEED_BOOKINGS.customer2Confirmed;
    await service.from('bookings').update({ status: 'cancelled' }).eq('id', other);
    expect((await progress(driver, other, 'on_my_way')).error).toEqual({
      code: 'P0001',
      message: fillDispatchMessage('tripCancelled', { reference: 'BB-100008-COC' }),
      details: 'booking_id',
      hint: null,
    });
    const { data } = await driver.from('driver_jobs').select('booking_id');
    expect(data).toEqual([{ booking_id: job }]);
  });
});
