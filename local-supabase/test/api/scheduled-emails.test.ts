/**
 * The reminder the day before and the review request the day after, through the outbox: a reminder
 * is due 24 hours (site setting) before pickup in Barbados time, is not queued for a booking made
 * less than that ahead, moves with the pickup, is dropped on cancel and never queued again once sent;
 * the review request is due at 10:00 Barbados time the day after completion, once. The mailer's claim
 * takes a future-dated row only when it is due (and then names the driver assigned by then).
 */
import { randomUUID } from 'node:crypto';

import { SEED_USERS } from '../../src/testing/seed-ids';
import { type ApiServer, type Client, startApiServer } from '../../src/testing/api-server';
import { freshDriver, freshVehicle, timedBooking } from './support/dispatch';

jest.setTimeout(60_000);

let t: ApiServer;
let service: Client;

beforeAll(async () => {
  t = await startApiServer();
  service = t.service();
});

afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
/** Barbados is UTC-4 all year (no daylight saving). */
const BARBADOS_OFFSET = -4 * HOUR;

/** The Barbados wall-clock date and time `hours` from now, on the whole minute. */
function barbadosSlot(hours: number): { date: string; time: string; at: Date } {
  const at = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
  const local = new Date(at.getTime() + BARBADOS_OFFSET).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16), at };
}

/** The instant of a Barbados wall-clock date and time. */
const barbadosInstant = (date: string, time: string): number =>
  Date.parse(`${date}T${time}:00Z`) - BARBADOS_OFFSET;

interface ScheduledRow {
  id: number;
  kind: string;
  status: string;
  event_key: string;
  recipient: string;
  next_attempt_at: Date;
}

async function scheduled(bookingId: string, kind: string): Promise<ScheduledRow[]> {
  const { rows } = await t.server.db.query<ScheduledRow>(
    `select id, kind, status, event_key, recipient, next_attempt_at
       from private.email_outbox where booking_id = $1 and kind = $2 order by id`,
    [bookingId, kind],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

async function booking(hoursAhead: number, fields: Record<string, unknown> = {}) {
  const slot = barbadosSlot(hoursAhead);
  const made = await timedBooking(service, {
    pickup_date: slot.date,
    pickup_time: slot.time,
    email: 'rider.reminder@example.com',
    ...fields,
  });
  return { ...made, ...slot };
}

async function update(bookingId: string, fields: Record<string, unknown>): Promise<void> {
  const { error } = await service
    .from('bookings')
    .update(fields as never)
    .eq('id', bookingId);
  if (error) throw new Error(`update booking: ${error.message}`);
}

async function markSent(bookingId: string, kind: string): Promise<void> {
  await t.server.db.query(
    `update private.email_outbox set status = 'sent', sent_at = now(), attempts = 1
      where booking_id = $1 and kind = $2`,
    [bookingId, kind],
  );
}

describe('trip reminder', () => {
  it('is queued due 24 hours before pickup, Barbados time, to the customer', async () => {
    const b = await booking(72);
    const rows = await scheduled(b.id, 'trip_reminder');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      event_key: 'scheduled',
      recipient: 'rider.reminder@example.com',
    });
    expect(rows[0]?.next_attempt_at.getTime()).toBe(barbadosInstant(b.date, b.time) - 24 * HOUR);
  });

  it('is not queued for a booking made less than 24 hours ahead', async () => {
    const b = await booking(10);
    expect(await scheduled(b.id, 'trip_reminder')).toEqual([]);
  });

  it('follows the reminder_hours_before site setting', async () => {
    await t.server.db.query('update public.site_settings set reminder_hours_before = 48 where id');
    try {
      const b = await booking(72);
      const [row] = await scheduled(b.id, 'trip_reminder');
      expect(row?.next_attempt_at.getTime()).toBe(barbadosInstant(b.date, b.time) - 48 * HOUR);
    } finally {
      await t.server.db.query(
        'update public.site_settings set reminder_hours_before = null where id',
      );
    }
  });

  it('is set by a super admin through the API, as the settings form does; not by a customer', async () => {
    const superAdmin = await t.signIn(SEED_USERS.superAdmin.email, SEED_USERS.superAdmin.password);
    const customer = await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password);
    try {
      const refused = await customer.client
        .from('site_settings')
        .update({ reminder_hours_before: 36 })
        .eq('id', true)
        .select('reminder_hours_before');
      expect(refused.data ?? []).toEqual([]);
      const saved = await superAdmin.client
        .from('site_settings')
        .update({ reminder_hours_before: 36 })
        .eq('id', true)
        .select('reminder_hours_before');
      expect(saved.error).toBeNull();
      expect(saved.data).toEqual([{ reminder_hours_before: 36 }]);
    } finally {
      await t.server.db.query(
        'update public.site_settings set reminder_hours_before = null where id',
      );
    }
  });

  it('moves with the pickup date and time, and is dropped when the pickup comes too close', async () => {
    const b = await booking(72);
    const later = barbadosSlot(120);
    await update(b.id, { pickup_date: later.date, pickup_time: later.time });
    const rows = await scheduled(b.id, 'trip_reminder');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.next_attempt_at.getTime()).toBe(
      barbadosInstant(later.date, later.time) - 24 * HOUR,
    );

    const soon = barbadosSlot(6);
    await update(b.id, { pickup_date: soon.date, pickup_time: soon.time });
    expect(await scheduled(b.id, 'trip_reminder')).toEqual([]);
  });

  it('is dropped when the booking is cancelled or deleted', async () => {
    const cancelled = await booking(72);
    await update(cancelled.id, { status: 'cancelled' });
    expect(await scheduled(cancelled.id, 'trip_reminder')).toEqual([]);

    const deleted = await booking(72);
    await t.server.db.query('delete from public.bookings where id = $1', [deleted.id]);
    expect(await scheduled(deleted.id, 'trip_reminder')).toEqual([]);
  });

  it('is never queued again once sent, whatever changes after', async () => {
    const b = await booking(72);
    await markSent(b.id, 'trip_reminder');
    const later = barbadosSlot(150);
    await update(b.id, { pickup_date: later.date, pickup_time: later.time });
    await update(b.id, { status: 'pending' });
    const rows = await scheduled(b.id, 'trip_reminder');
    expect(rows.map((row) => row.status)).toEqual(['sent']);
  });
});

describe('review request', () => {
  it('is due at 10:00 Barbados time the day after completion, once', async () => {
    const b = await booking(48);
    const before = Date.now();
    await update(b.id, { status: 'completed' });
    const rows = await scheduled(b.id, 'review_request');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', event_key: 'scheduled' });
    const today = new Date(before + BARBADOS_OFFSET).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * HOUR)
      .toISOString()
      .slice(0, 10);
    expect(rows[0]?.next_attempt_at.getTime()).toBe(barbadosInstant(tomorrow, '10:00'));
    // The completed trip needs no reminder any more.
    expect(await scheduled(b.id, 'trip_reminder')).toEqual([]);

    await markSent(b.id, 'review_request');
    await update(b.id, { status: 'confirmed' });
    await update(b.id, { status: 'completed' });
    expect((await scheduled(b.id, 'review_request')).map((row) => row.status)).toEqual(['sent']);
  });

  it('a review sent with the booking’s e-mail after completion is a verified ride', async () => {
    const driver = SEED_USERS.driver;
    const { client } = await t.signIn(driver.email, driver.password);
    const send = async () => {
      const text = `A smooth ride to the airport, thank you. ${randomUUID()}`;
      const { error } = await client.from('customer_testimonials').insert({
        customer_name: 'Dwayne Rider',
        customer_email: driver.email,
        rating: 5,
        testimonial_text: text,
      });
      if (error) throw new Error(error.message);
      const { rows } = await t.server.db.query<{ verified_booking: boolean }>(
        'select verified_booking from public.customer_testimonials where testimonial_text = $1',
        [text],
      );
      return rows[0]?.verified_booking;
    };
    expect(await send()).toBe(false);
    const b = await booking(30, { email: driver.email });
    await update(b.id, { status: 'completed' });
    expect(await send()).toBe(true);
  });
});

describe('the mailer’s claim', () => {
  it('takes a future-dated e-mail only once it is due, with the driver assigned by then', async () => {
    const b = await booking(72, { trip_type: 'fromAirport' });
    const [reminder] = await scheduled(b.id, 'trip_reminder');
    const claimAll = async () => {
      const { data, error } = await service.rpc('claim_booking_emails', { p_limit: 500 });
      if (error) throw new Error(error.message);
      return data;
    };
    expect((await claimAll()).map((row) => row.id)).not.toContain(reminder?.id);

    const vehicle = await freshVehicle(service);
    const driver = await freshDriver(service, { full_name: 'Rohan Alleyne' });
    const { error } = await service
      .from('booking_assignments')
      .insert({ booking_id: b.id, driver_id: driver.id, vehicle_id: vehicle.id });
    if (error) throw new Error(error.message);
    await t.server.db.query(
      `update private.email_outbox set next_attempt_at = now() - interval '1 second' where id = $1`,
      [reminder?.id],
    );

    const claimed = (await claimAll()).find((row) => row.id === reminder?.id);
    expect(claimed).toMatchObject({
      kind: 'trip_reminder',
      booking_id: b.id,
      payload: {
        booking: { reference_number: b.reference },
        driver: { first_name: 'Rohan' },
        vehicle: { plate: vehicle.plate },
      },
    });
  });
});
