// A customer's fixture bookings, written and read through local-supabase's REST API.
import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext } from '@playwright/test';

import { E2E_ANON_KEY, E2E_SERVICE_ROLE_KEY } from './api-keys';
import { type Customer } from './customers';
import { E2E_BACKEND_URL } from './e2e-env';

let referenceCounter = 0;
/** 'BB-######-XXX', unique within and across runs (the table's format and unique key). */
function fixtureReference(): string {
  referenceCounter += 1;
  const digits = String((Date.now() + referenceCounter) % 1_000_000).padStart(6, '0');
  const letters = Array.from({ length: 3 }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join('');
  return `BB-${digits}-${letters}`;
}

const HOUR_MS = 3_600_000;

/** Barbados (UTC-4, no daylight saving) date and time `hours` from now. */
export function barbadosDateTime(hoursFromNow: number): { date: string; time: string } {
  const local = new Date(Date.now() + hoursFromNow * HOUR_MS - 4 * HOUR_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

export interface FixtureBooking {
  status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  hoursAhead?: number;
  vehicle?: 'economy' | 'premium' | 'luxury' | 'executive' | 'hiace';
  total?: number;
  /** null: made without an account, with the customer's e-mail. */
  userId?: string | null;
  pickup?: string;
  dropoff?: string;
}

export interface StoredBooking {
  id: string;
  reference_number: string;
  status: string;
}

/**
 * Inserts bookings for a customer with the service role (as the business's back office could):
 * the public API creates bookings only through create_booking, which forces 'pending'.
 */
export async function insertBookings(
  request: APIRequestContext,
  customer: Customer,
  bookings: readonly FixtureBooking[],
): Promise<StoredBooking[]> {
  const rows = bookings.map((booking) => {
    const { date, time } = barbadosDateTime(booking.hoursAhead ?? 24 * 10);
    return {
      reference_number: fixtureReference(),
      user_id: booking.userId === undefined ? customer.id : booking.userId,
      idempotency_key: randomUUID(),
      request_fingerprint: randomUUID().replace(/-/g, ''),
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone: '+1 246 555 0177',
      trip_type: 'fromAirport',
      pickup_location: booking.pickup ?? 'Grantley Adams International Airport',
      dropoff_location: booking.dropoff ?? 'Sandy Lane',
      distance_km: 27,
      pickup_date: date,
      pickup_time: time,
      passengers: 2,
      suitcases: 2,
      vehicle_type: booking.vehicle ?? 'premium',
      payment_method: 'credit',
      total_price: booking.total ?? 100,
      status: booking.status ?? 'pending',
    };
  });
  const response = await request.post(`${E2E_BACKEND_URL}/rest/v1/bookings`, {
    headers: {
      apikey: E2E_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${E2E_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    data: rows,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as StoredBooking[];
}

/** A booking's status as staff read it (RLS: admins read every booking). */
export async function statusSeenByStaff(
  request: APIRequestContext,
  staffToken: string,
  id: string,
): Promise<string> {
  const response = await request.get(
    `${E2E_BACKEND_URL}/rest/v1/bookings?id=eq.${id}&select=status`,
    { headers: { apikey: E2E_ANON_KEY, Authorization: `Bearer ${staffToken}` } },
  );
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { status: string }[];
  return rows[0]?.status ?? 'missing';
}
