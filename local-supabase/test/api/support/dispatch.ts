/**
 * Dispatch test support: bookings at chosen times (inserted with the service role, as only the
 * booking function and trusted roles can), fresh fleet rows, and the assignment as stored.
 */
import { randomInt, randomUUID } from 'node:crypto';

import { type Client } from '../../../src/testing/api-server';
import { directBooking } from '../../../src/testing/booking-args';

export interface TimedBooking {
  id: string;
  reference: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A reference in the site's format that no seed row or other test uses. */
export function freshReference(): string {
  const letters = Array.from({ length: 3 }, () => LETTERS[randomInt(26)]).join('');
  return `BB-${String(randomInt(200000, 999999))}-${letters}`;
}

/**
 * A confirmed booking with the pickup (and return) of `times`, 17.5 km (30 minutes' drive, so a
 * one-way job occupies exactly one hour), economy for 2 with 1 suitcase unless overridden.
 */
export async function timedBooking(
  service: Client,
  overrides: Record<string, unknown>,
): Promise<TimedBooking> {
  const reference = freshReference();
  const row = directBooking({
    reference_number: reference,
    status: 'confirmed',
    distance_km: 17.5,
    idempotency_key: randomUUID(),
    ...overrides,
  });
  const { error } = await service.from('bookings').insert(row as never);
  if (error) throw new Error(`timed booking: ${error.message}`);
  return { id: row.id, reference };
}

/** A fresh active vehicle (service role). */
export async function freshVehicle(
  service: Client,
  fields: { vehicle_type?: string; seats?: number; luggage?: number; active?: boolean } = {},
): Promise<{ id: string; plate: string }> {
  const plate = `T ${String(randomInt(100000, 999999))}`;
  const { data, error } = await service
    .from('vehicles')
    .insert({ plate, vehicle_type: 'economy', seats: 3, luggage: 4, ...fields })
    .select('id, plate')
    .single();
  if (error || !data) throw new Error(`fresh vehicle: ${error?.message ?? 'no row'}`);
  return data;
}

/** A fresh active driver without an account (service role). */
export async function freshDriver(
  service: Client,
  fields: { full_name?: string; active?: boolean; user_id?: string } = {},
): Promise<{ id: string; full_name: string }> {
  const { data, error } = await service
    .from('drivers')
    .insert({
      full_name: `Test Driver ${String(randomInt(1000, 9999))}`,
      phone: '+1 246 555 0199',
      ...fields,
    })
    .select('id, full_name')
    .single();
  if (error || !data) throw new Error(`fresh driver: ${error?.message ?? 'no row'}`);
  return data;
}

/** The stored assignment of a booking (service role), or null. */
export async function storedAssignment(
  service: Client,
  bookingId: string,
): Promise<{ driver_id: string; vehicle_id: string; progress: string } | null> {
  const { data, error } = await service
    .from('booking_assignments')
    .select('driver_id, vehicle_id, progress')
    .eq('booking_id', bookingId);
  if (error) throw new Error(`stored assignment: ${error.message}`);
  return data[0] ?? null;
}

/** The dispatch events of a booking (service role), oldest first. */
export async function dispatchEvents(
  service: Client,
  bookingId: string,
): Promise<{ event_type: string; details: unknown }[]> {
  const { data, error } = await service
    .from('booking_events')
    .select('event_type, details')
    .eq('booking_id', bookingId)
    .in('event_type', ['assigned', 'unassigned', 'progress'])
    .order('id');
  if (error) throw new Error(`dispatch events: ${error.message}`);
  return data;
}
