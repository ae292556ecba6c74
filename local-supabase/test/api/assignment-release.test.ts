/**
 * A trip changed after it was assigned: the assignment stays while it still holds; it is released
 * (an 'unassigned' event with the reason) when the booking no longer fits the vehicle or now
 * overlaps another job of the driver or vehicle, whether the change comes through the customer's
 * manage link or a staff edit.
 */
import { SEED_USERS } from '../../src/testing/seed-ids';
import { type ApiServer, type Client, startApiServer } from '../../src/testing/api-server';
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

beforeAll(async () => {
  t = await startApiServer();
  service = t.service();
  admin = (await t.signIn(SEED_USERS.admin.email, SEED_USERS.admin.password)).client;
});

afterAll(async () => {
  await t.close();
});

async function assign(bookingId: string, driverId: string, vehicleId: string): Promise<void> {
  const { error } = await admin.rpc('assign_booking', {
    p_booking_id: bookingId,
    p_driver_id: driverId,
    p_vehicle_id: vehicleId,
  });
  if (error) throw new Error(`assign_booking: ${error.message}`);
}

async function edit(
  bookingId: string,
  fields: { pickup_time?: string; passengers?: number },
): Promise<void> {
  const { error } = await service.from('bookings').update(fields).eq('id', bookingId);
  if (error) throw new Error(`edit: ${error.message}`);
}

const lastDispatchEvent = async (bookingId: string) =>
  (await dispatchEvents(service, bookingId)).at(-1);

it('keeps an assignment that still holds after the change', async () => {
  const job = await timedBooking(service, { pickup_date: '2033-01-10', pickup_time: '09:00' });
  const [driver, car] = [await freshDriver(service), await freshVehicle(service, { seats: 4 })];
  await assign(job.id, driver.id, car.id);
  await edit(job.id, { pickup_time: '10:00', passengers: 3 });
  expect(await storedAssignment(service, job.id)).toMatchObject({ driver_id: driver.id });
  expect((await lastDispatchEvent(job.id))?.event_type).toBe('assigned');
});

it('releases it when the party no longer fits the vehicle', async () => {
  const job = await timedBooking(service, { pickup_date: '2033-01-11', pickup_time: '09:00' });
  const [driver, car] = [await freshDriver(service), await freshVehicle(service, { seats: 3 })];
  await assign(job.id, driver.id, car.id);
  await edit(job.id, { passengers: 4 });
  expect(await storedAssignment(service, job.id)).toBeNull();
  expect(await lastDispatchEvent(job.id)).toEqual({
    event_type: 'unassigned',
    details: {
      from: { driver_id: driver.id, vehicle_id: car.id },
      to: null,
      reason: 'vehicle_fit',
    },
  });
});

it("releases it when the new time overlaps the driver's other job, and not the other job", async () => {
  const [driver, car, other] = [
    await freshDriver(service),
    await freshVehicle(service),
    await freshVehicle(service),
  ];
  const early = await timedBooking(service, { pickup_date: '2033-01-12', pickup_time: '09:00' });
  const late = await timedBooking(service, { pickup_date: '2033-01-12', pickup_time: '14:00' });
  await assign(early.id, driver.id, car.id);
  await assign(late.id, driver.id, other.id);
  await edit(late.id, { pickup_time: '09:30' });
  expect(await storedAssignment(service, late.id)).toBeNull();
  expect((await lastDispatchEvent(late.id))?.details).toMatchObject({ reason: 'driver_clash' });
  expect(await storedAssignment(service, early.id)).toMatchObject({ driver_id: driver.id });
});

it("releases it through the customer's own change on the manage link", async () => {
  const [driver, car, other] = [
    await freshDriver(service),
    await freshVehicle(service),
    await freshVehicle(service),
  ];
  const theirs = await timedBooking(service, { pickup_date: '2033-01-13', pickup_time: '09:00' });
  const mine = await timedBooking(service, { pickup_date: '2033-01-13', pickup_time: '15:00' });
  await assign(theirs.id, driver.id, car.id);
  await assign(mine.id, driver.id, other.id);
  const token = await service.rpc('issue_manage_token', { p_booking_id: mine.id });
  expect(token.error).toBeNull();
  const changed = await t.anon().rpc('change_booking', {
    p_token: token.data as string,
    p_change: { pickup_time: '09:15' },
  });
  expect(changed.error).toBeNull();
  expect(await storedAssignment(service, mine.id)).toBeNull();
  expect((await lastDispatchEvent(mine.id))?.details).toMatchObject({ reason: 'driver_clash' });
});
