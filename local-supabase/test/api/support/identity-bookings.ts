/** Bookings and extras for the identity and My Bookings suites, written as their tests need them. */
import { type Database } from '@bbt/shared';
import { createClient } from '@supabase/supabase-js';

import { type ApiServer, type Client } from '../../../src/testing/api-server';
import { type BookingRow, validBooking } from '../../../src/testing/booking-args';

/** A booking made by a guest (no account) with `email`, through create_booking. */
export async function guestBooking(t: ApiServer, email: string): Promise<string> {
  const { data, error } = await t.anon().rpc('create_booking', validBooking({ p_email: email }));
  if (error || !data) throw new Error(`guest booking: ${error?.message}`);
  return (data as BookingRow).id;
}

/** One extra on each booking, written with SQL as the owner (create_booking's are optional). */
export async function addExtras(t: ApiServer, bookingIds: string[]): Promise<void> {
  await t.server.db.query(
    `insert into public.additional_services (booking_id, service_type, quantity, price)
     select id::uuid, 'car_seats', 1, 10 from json_array_elements_text($1::json) as id`,
    [JSON.stringify(bookingIds)],
  );
}

export interface AccountBookings {
  /** Three letters ending each reference (BB-000001-<batch>), unique per call. */
  batch: string;
  count: number;
  userId: string;
  email: string;
  status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
}

/** `count` bookings under an account, written with SQL as the owner; their ids in order. */
export async function accountBookings(t: ApiServer, spec: AccountBookings): Promise<string[]> {
  const { rows } = await t.server.db.query<{ id: string }>(
    `insert into public.bookings (
       reference_number, idempotency_key, request_fingerprint, first_name, last_name, email,
       phone, trip_type, pickup_location, dropoff_location, distance_km, pickup_date,
       pickup_time, passengers, suitcases, vehicle_type, payment_method, total_price, status,
       guest_name, guest_phone_number, user_id)
     select 'BB-' || lpad(g::text, 6, '0') || '-' || $4, gen_random_uuid(), md5($4 || g),
            'Many', 'Bookings', $1, '+1 246 555 0100', 'inland', 'Holetown', 'Bridgetown', 12,
            current_date + 2 + g % 60, '10:00', 1, 0, 'economy', 'cash', 40, $5,
            'Many Bookings', '+1 246 555 0100', $2
       from generate_series(1, $3::int) as g
     returning id`,
    [spec.email, spec.userId, spec.count, spec.batch, spec.status ?? 'confirmed'],
  );
  return rows.map((row) => row.id);
}

/** A client acting as `signedIn`'s user that writes down the URL of every request it sends. */
export function recordingClient(t: ApiServer, signedIn: Client, urls: string[]): Client {
  return createClient<Database>(t.url, t.server.anonKey, {
    accessToken: async () => (await signedIn.auth.getSession()).data.session?.access_token ?? '',
    global: {
      fetch: (input, init) => {
        urls.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    },
  });
}
