/**
 * Valid `create_booking` arguments for supabase-js, typed by the generated `Database`, with the total
 * quoted by the site's own price engine (shared/src/domain quote()), as the booking page sends it.
 */
import { randomUUID } from 'node:crypto';

import { type BookingRow, type Database } from '@bbt/shared';

import { quoteFor, validBookingFields } from './booking-rpc';

export type CreateBookingArgs = Database['public']['Functions']['create_booking']['Args'];
export type { BookingRow };

/**
 * Airport to Holetown, economy, 2 passengers, cash, five days ahead (Barbados time), a fresh
 * idempotency key; `overrides` applied, then the total quoted unless p_total_price is overridden.
 */
export function validBooking(overrides: Partial<CreateBookingArgs> = {}): CreateBookingArgs {
  const args: CreateBookingArgs = { ...validBookingFields('Api'), p_total_price: 0, ...overrides };
  if (overrides.p_total_price === undefined) args.p_total_price = quoteFor(args);
  return args;
}

/** A booking row as a direct insert would send it (complete and valid, so only the grant refuses);
 * `overrides` replace any column. */
export function directBooking(overrides: Record<string, unknown>) {
  return {
    id: randomUUID(),
    reference_number: 'BB-999998-ZZZ',
    idempotency_key: randomUUID(),
    request_fingerprint: 'f'.repeat(32),
    first_name: 'Direct',
    last_name: 'Insert',
    email: 'direct.insert@example.com',
    phone: '+1 246 555 0100',
    trip_type: 'inland',
    pickup_location: 'Holetown',
    dropoff_location: 'Bridgetown',
    distance_km: 10,
    pickup_date: '2030-01-01',
    pickup_time: '10:00',
    passengers: 2,
    suitcases: 1,
    vehicle_type: 'economy',
    payment_method: 'cash',
    total_price: 1,
    ...overrides,
  };
}
