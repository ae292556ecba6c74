/**
 * The real local-supabase (in-memory PGlite, the real supabase/migrations and seed) for the mailer's
 * tests: bookings made through create_booking with supabase-js, the outbox read on the server's own
 * database, and a queue emptied before each test so every test sees only its own e-mails.
 */
import { randomUUID } from 'node:crypto';

import {
  startLocalSupabase,
  TEST_SUITE_AUTH_LIMITS,
  type LocalSupabase,
} from '@bbt/local-supabase';
import { type BookingRow, type Database } from '@bbt/shared';
import { businessDate, quote, type VehicleType } from '@bbt/shared/domain';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export type Client = SupabaseClient<Database>;
type BookingArgs = Database['public']['Functions']['create_booking']['Args'];
export type { BookingRow };

export interface Backend {
  server: LocalSupabase;
  url: string;
  serviceRoleKey: string;
  anon(): Client;
  signIn(email: string, password: string): Promise<Client>;
  book(overrides?: Partial<BookingArgs>): Promise<BookingRow>;
  /** The outbox rows of a booking due now, oldest first (not its future-dated reminder). */
  outbox(bookingId: string): Promise<OutboxRow[]>;
  /** Marks every due e-mail sent, so a test starts from an empty queue (reminders wait). */
  emptyQueue(): Promise<void>;
  /** E-mails due or being sent (a reminder waiting for its due time is not counted). */
  pendingCount(): Promise<number>;
}

export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent: boolean;
  provider_message_id: string | null;
}

const CLIENT_AUTH = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** Airport to Holetown, economy, 2 passengers, card, five days ahead; the total quoted by quote(). */
export function bookingArgs(overrides: Partial<BookingArgs> = {}): BookingArgs {
  const args: BookingArgs = {
    p_idempotency_key: randomUUID(),
    p_first_name: 'Mara',
    p_last_name: 'Mailer',
    p_email: `mara.${randomUUID().slice(0, 8)}@example.com`,
    p_phone: '+1 246 555 0142',
    p_trip_type: 'fromAirport',
    p_pickup_location: 'Grantley Adams International Airport',
    p_dropoff_location: 'Holetown',
    p_pickup_place_id: 'airport',
    p_dropoff_place_id: 'holetown',
    p_pickup_date: businessDate(new Date(), 5),
    p_pickup_time: '14:30',
    p_passengers: 2,
    p_suitcases: 2,
    p_vehicle_type: 'premium',
    p_payment_method: 'credit',
    p_guest_name: 'Mara Mailer',
    p_guest_phone_number: '+1 246 555 0142',
    p_flight_details: 'BA2155',
    p_total_price: 0,
    ...overrides,
  };
  args.p_total_price = quote({
    vehicleType: args.p_vehicle_type as VehicleType,
    passengers: args.p_passengers,
    suitcases: args.p_suitcases,
    tripType: 'fromAirport',
    pickupPlaceId: 'airport',
    dropoffPlaceId: 'holetown',
    isRoundTrip: false,
    pickupTime: args.p_pickup_time,
    returnTime: null,
    extras: { carSeats: args.p_car_seats ?? 0 },
  }).total;
  return args;
}

export async function startBackend(): Promise<Backend> {
  const server = await startLocalSupabase({
    port: 0,
    // The tests book many times from one client, often to one address.
    // The driver e-mail's one-minute hold is tested in local-supabase; here it goes at once.
    env: {
      BOOKING_LIMIT_PER_RECIPIENT: '999999',
      BOOKING_LIMIT_PER_CLIENT: '999999',
      DRIVER_EMAIL_HOLD_SECONDS: '0',
    },
    database: {},
    config: { passwordHashCost: 4, ...TEST_SUITE_AUTH_LIMITS },
  });
  const make = (key: string) =>
    createClient<Database>(server.url, key, {
      auth: CLIENT_AUTH,
      realtime: { transport: WebSocket as never },
    });
  const anon = () => make(server.anonKey);
  return {
    server,
    url: server.url,
    serviceRoleKey: server.serviceRoleKey,
    anon,
    async signIn(email, password) {
      const client = anon();
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return client;
    },
    async book(overrides = {}) {
      const { data, error } = await anon().rpc('create_booking', bookingArgs(overrides));
      if (error || !data) throw new Error(`create_booking: ${error?.message ?? 'no data'}`);
      return data;
    },
    async outbox(bookingId) {
      const { rows } = await server.db.query<OutboxRow>(
        `select id, kind, recipient, status, attempts, last_error, sent_at is not null as sent,
                provider_message_id
           from private.email_outbox
          where booking_id = $1 and event_key <> 'scheduled'
          order by id`,
        [bookingId],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
    async emptyQueue() {
      await server.db.query(
        `update private.email_outbox
            set status = 'sent', sent_at = now(), claim_token = null, claimed_until = null
          where status = 'sending' or (status = 'pending' and next_attempt_at <= now())`,
      );
    },
    async pendingCount() {
      const { rows } = await server.db.query<{ n: number }>(
        `select count(*)::int as n from private.email_outbox
          where (status = 'pending' and next_attempt_at <= now()) or status = 'sending'`,
      );
      return rows[0]?.n ?? -1;
    },
  };
}
