/**
 * Bulk bookings for the admin e2e specs and the admin benchmark, inserted with the service role
 * through the backend's REST API (never in seed.sql: the demo data stays small). Every seeded
 * booking has a guest e-mail `seed.guest.<n>@example.com`, so no demo customer's list changes.
 * Seeding is idempotent per `batch`: a second call with the same batch inserts nothing.
 */
import { E2E_SERVICE_ROLE_KEY } from './api-keys';

export const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

const FIRST_NAMES = ['Ava', 'Ben', 'Chloe', 'Dev', 'Ella', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jack'];
const LAST_NAMES = ['Walcott', 'Brathwaite', 'Clarke', 'Greaves', 'Holder', 'Inniss', 'Jordan'];
const PLACES = [
  ['Grantley Adams International Airport', 'Sandy Lane Hotel'],
  ['Bridgetown Cruise Terminal', 'Oistins Fish Fry'],
  ['Holetown', 'Bathsheba'],
  ['St. Lawrence Gap', 'Grantley Adams International Airport'],
] as const;

export interface SeedOptions {
  backendUrl: string;
  /** How many bookings. */
  count: number;
  /** Three capital letters ending every reference of this batch, e.g. 'EEE'. */
  batch: string;
  /** Every `marker.every`-th booking gets `marker.lastName` (a searchable set spread over pages). */
  marker?: { lastName: string; every: number };
  /** Booking numbers (1-based) whose first name is a spreadsheet formula. */
  formulaNames?: readonly number[];
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A stable 32-hex fingerprint per booking (the column's format; nothing reads it back here). */
const fingerprint = (batch: string, n: number) =>
  `${Buffer.from(`${batch}${pad(n, 6)}`).toString('hex')}`.padEnd(32, '0').slice(0, 32);

function uuid(batch: string, n: number): string {
  const hex = Buffer.from(batch).toString('hex').padStart(8, '0').slice(0, 8);
  return `${hex}-0000-4000-8000-${pad(n, 12)}`;
}

export function seedBookingRow(options: SeedOptions, n: number): Record<string, unknown> {
  const { batch, marker, formulaNames = [] } = options;
  const [pickup, dropoff] = PLACES[n % PLACES.length] ?? PLACES[0];
  const lastName =
    marker && n % marker.every === 0 ? marker.lastName : LAST_NAMES[n % LAST_NAMES.length];
  const firstName = formulaNames.includes(n)
    ? `=HYPERLINK("http://evil.example","Seed ${n}")`
    : FIRST_NAMES[n % FIRST_NAMES.length];
  const createdAt = new Date(Date.UTC(2026, 0, 1) + n * 37 * 60_000).toISOString();
  const pickupDay = new Date(Date.UTC(2026, 11, 1) + (n % 120) * 86_400_000);
  return {
    reference_number: `BB-${pad(n, 6)}-${batch}`,
    idempotency_key: uuid(batch, n),
    request_fingerprint: fingerprint(batch, n),
    first_name: firstName,
    last_name: lastName,
    email: `seed.guest.${n}@example.com`,
    phone: '+1 246 555 0100',
    trip_type: 'inland',
    pickup_location: pickup,
    dropoff_location: dropoff,
    distance_km: 5 + (n % 40),
    pickup_date: pickupDay.toISOString().slice(0, 10),
    pickup_time: `${pad(6 + (n % 14), 2)}:${n % 2 === 0 ? '00' : '30'}`,
    passengers: 1 + (n % 2),
    suitcases: n % 4,
    vehicle_type: 'economy',
    payment_method: n % 3 === 0 ? 'credit' : 'cash',
    total_price: 30 + (n % 90),
    status: STATUSES[n % STATUSES.length],
    created_at: createdAt,
    updated_at: createdAt,
  };
}

async function rest(backendUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${backendUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: E2E_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${E2E_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** How many bookings of `batch` exist. */
export async function seededCount(backendUrl: string, batch: string): Promise<number> {
  const response = await rest(
    backendUrl,
    `bookings?select=id&reference_number=like.BB-*-${batch}`,
    { method: 'HEAD', headers: { Prefer: 'count=exact' } },
  );
  return Number(response.headers.get('content-range')?.split('/')[1] ?? 0);
}

/** Inserts the batch (in chunks of 1,000) unless it is already there; returns the batch size. */
export async function seedBookings(options: SeedOptions): Promise<number> {
  if ((await seededCount(options.backendUrl, options.batch)) >= options.count) return options.count;
  for (let start = 1; start <= options.count; start += 1000) {
    const rows = [];
    for (let n = start; n < Math.min(start + 1000, options.count + 1); n += 1) {
      rows.push(seedBookingRow(options, n));
    }
    await rest(options.backendUrl, 'bookings', {
      method: 'POST',
      body: JSON.stringify(rows),
    });
  }
  return options.count;
}
