/**
 * "Your driver for BB-…" through the outbox: assigning a driver queues one e-mail to the customer
 * with the driver's first name and phone and the vehicle's class and plate, held a minute; a change
 * within that minute replaces the held e-mail in place and holds it again; once it was sent (or
 * when its minute passed unsent) a change queues a new one; unassigning sends nothing and
 * withdraws a pending driver e-mail.
 */
import { SEED_USERS } from '../../src/testing/seed-ids';
import { type ApiServer, type Client, startApiServer } from '../../src/testing/api-server';
import { freshDriver, freshVehicle, timedBooking } from './support/dispatch';

jest.setTimeout(60_000);

let t: ApiServer;
let service: Client;
let admin: Client;

beforeAll(async () => {
  t = await startApiServer();
  service = t.service();
  admin = (await t.signIn(SEED_USERS.admin.email, SEED_USERS.admin.password)).client;
});

afterAll(async () => {
  await t.close();
});

interface DriverEmailRow {
  recipient: string;
  reply_to: string;
  status: string;
  event_key: string;
  booking_event_id: number;
  payload: {
    booking: { reference_number: string };
    event: { type: string; by: string };
    driver: { first_name: string; phone: string };
    vehicle: { vehicle_type: string; plate: string };
    support_email: string;
  };
}

async function driverEmails(bookingId: string): Promise<DriverEmailRow[]> {
  const { rows } = await t.server.db.query<DriverEmailRow>(
    `select recipient, reply_to, status, event_key, booking_event_id, payload
       from private.email_outbox
      where booking_id = $1 and kind = 'driver_assigned'
      order by id`,
    [bookingId],
  );
  return rows.map((row) => ({ ...row, booking_event_id: Number(row.booking_event_id) }));
}

async function lastEventId(bookingId: string): Promise<number> {
  const { rows } = await t.server.db.query<{ id: number }>(
    'select max(id) as id from public.booking_events where booking_id = $1',
    [bookingId],
  );
  return Number(rows[0]?.id);
}

async function assign(bookingId: string, driverId: string | null, vehicleId: string | null) {
  const { error } = await admin.rpc('assign_booking', {
    p_booking_id: bookingId,
    ...(driverId ? { p_driver_id: driverId } : {}),
    ...(vehicleId ? { p_vehicle_id: vehicleId } : {}),
  });
  if (error) throw new Error(`assign_booking: ${error.message}`);
}

/** Every outbox row of every booking. */
async function outboxSize(): Promise<number> {
  const { rows } = await t.server.db.query<{ n: number }>(
    'select count(*)::int as n from private.email_outbox',
  );
  return Number(rows[0]?.n);
}

/** The mailer sent every driver e-mail of the booking. */
async function markSent(bookingId: string): Promise<void> {
  await t.server.db.query(
    `update private.email_outbox set status = 'sent', sent_at = now()
      where booking_id = $1 and kind = 'driver_assigned'`,
    [bookingId],
  );
}

/** A customer's airport pickup, far enough ahead that no other test's job clashes. */
async function airportJob(date: string) {
  return timedBooking(service, {
    trip_type: 'fromAirport',
    pickup_location: 'Grantley Adams International Airport',
    email: 'rider.driver-email@example.com',
    pickup_date: date,
    pickup_time: '10:00',
  });
}

async function fleet() {
  const [first, second] = [
    await freshDriver(service, { full_name: 'Rohan Alleyne' }),
    await freshDriver(service, { full_name: 'Tricia  Mae Boyce' }),
  ];
  const vehicle = await freshVehicle(service);
  return { first, second, vehicle };
}

it('queues one e-mail to the customer with the first name, phone, class and plate', async () => {
  const job = await airportJob('2032-03-01');
  const { first, vehicle } = await fleet();
  await assign(job.id, first.id, vehicle.id);

  const rows = await driverEmails(job.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    recipient: 'rider.driver-email@example.com',
    reply_to: 'bookings@example.com',
    status: 'pending',
    event_key: `event:${await lastEventId(job.id)}`,
    payload: {
      booking: { reference_number: job.reference },
      event: { type: 'assigned', by: 'staff' },
      driver: { first_name: 'Rohan', phone: '+1 246 555 0199' },
      vehicle: { vehicle_type: 'economy', plate: vehicle.plate },
      support_email: 'bookings@example.com',
    },
  });
  expect(JSON.stringify(rows[0]?.payload)).not.toContain('Alleyne');

  // The same pair again is no change: nothing more is queued.
  await assign(job.id, first.id, vehicle.id);
  expect(await driverEmails(job.id)).toHaveLength(1);
});

it('replaces the pending e-mail when the driver changes within a minute', async () => {
  const job = await airportJob('2032-03-02');
  const { first, second, vehicle } = await fleet();
  await assign(job.id, first.id, vehicle.id);
  await assign(job.id, second.id, vehicle.id);

  const rows = await driverEmails(job.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    status: 'pending',
    booking_event_id: await lastEventId(job.id),
    payload: { driver: { first_name: 'Tricia' } },
  });
});

it('queues a second e-mail once the first was sent', async () => {
  const job = await airportJob('2032-03-03');
  const { first, second, vehicle } = await fleet();
  await assign(job.id, first.id, vehicle.id);
  await markSent(job.id);
  await assign(job.id, second.id, vehicle.id);

  const rows = await driverEmails(job.id);
  expect(rows.map((r) => [r.status, r.payload.driver.first_name])).toEqual([
    ['sent', 'Rohan'],
    ['pending', 'Tricia'],
  ]);
});

it('queues a second e-mail when the pending one is past its minute (the mailer was slow)', async () => {
  const job = await airportJob('2032-03-04');
  const { first, second, vehicle } = await fleet();
  await assign(job.id, first.id, vehicle.id);
  await t.server.db.query(
    `update private.email_outbox set next_attempt_at = now() - interval '1 second'
      where booking_id = $1 and kind = 'driver_assigned'`,
    [job.id],
  );
  await assign(job.id, second.id, vehicle.id);

  const rows = await driverEmails(job.id);
  expect(rows.map((r) => [r.status, r.payload.driver.first_name])).toEqual([
    ['pending', 'Rohan'],
    ['pending', 'Tricia'],
  ]);
});

/** Seconds from now until the booking's driver e-mail may be sent. */
async function secondsUntilDue(bookingId: string): Promise<number> {
  const { rows } = await t.server.db.query<{ s: number }>(
    `select extract(epoch from next_attempt_at - now())::float8 as s
       from private.email_outbox where booking_id = $1 and kind = 'driver_assigned'`,
    [bookingId],
  );
  return Number(rows[0]?.s);
}

it('holds the e-mail a minute, and a change within it holds it a minute again', async () => {
  const job = await airportJob('2032-03-07');
  const { first, second, vehicle } = await fleet();
  await assign(job.id, first.id, vehicle.id);
  expect(await secondsUntilDue(job.id)).toBeGreaterThan(55);
  expect(await secondsUntilDue(job.id)).toBeLessThanOrEqual(60);

  // The mailer claims only e-mails that are due: the held one stays pending.
  const { error } = await service.rpc('claim_booking_emails', {
    p_limit: 1000,
    p_lease_seconds: 60,
    p_max_attempts: 5,
  });
  expect(error).toBeNull();
  expect((await driverEmails(job.id)).map((r) => r.status)).toEqual(['pending']);

  await t.server.db.query(
    `update private.email_outbox set next_attempt_at = now() + interval '5 seconds'
      where booking_id = $1 and kind = 'driver_assigned'`,
    [job.id],
  );
  await assign(job.id, second.id, vehicle.id);
  const rows = await driverEmails(job.id);
  expect(rows.map((r) => [r.status, r.payload.driver.first_name])).toEqual([['pending', 'Tricia']]);
  expect(await secondsUntilDue(job.id)).toBeGreaterThan(55);
});

it('sends nothing on unassigning, and withdraws a driver e-mail not yet sent', async () => {
  const pending = await airportJob('2032-03-05');
  const sent = await airportJob('2032-03-06');
  const { first, vehicle } = await fleet();
  await assign(pending.id, first.id, vehicle.id);
  await assign(sent.id, first.id, vehicle.id);
  await markSent(sent.id);
  const before = await outboxSize();

  await assign(pending.id, null, null);
  await assign(sent.id, null, null);

  expect(await driverEmails(pending.id)).toEqual([]);
  expect((await driverEmails(sent.id)).map((r) => r.status)).toEqual(['sent']);
  expect(await outboxSize()).toBe(before - 1);
});
