/**
 * supabase/seed.sql: demo accounts that the local auth server can sign in (bcrypt hashes bcryptjs
 * verifies, confirmed e-mails, an e-mail identity each), staff records, bookings in every status with
 * future pickups and the prices the site engine would quote, and testimonials in every state.
 */
import { quote, type QuoteInput, type TripType, type VehicleType } from '@bbt/shared/domain';
import bcrypt from 'bcryptjs';

import { type Database } from '../../src/db';
import { barbadosDate } from '../../src/testing/booking-rpc';
import { openSchemaDatabase } from '../support/schema-db';
import {
  SEED_ASSIGNMENTS,
  SEED_BOOKING_COUNT,
  SEED_BOOKINGS,
  SEED_DRIVERS,
  SEED_TESTIMONIALS,
  SEED_USERS,
  SEED_VEHICLES,
} from '../../src/testing/seed-ids';

let db: Database;

beforeAll(async () => {
  db = await openSchemaDatabase();
});

afterAll(async () => {
  await db.close();
});

describe('demo accounts', () => {
  it.each(Object.entries(SEED_USERS))(
    '%s signs in with the documented password',
    async (_name, user) => {
      const { rows } = await db.query<{
        encrypted_password: string;
        email: string;
        confirmed: boolean;
        identities: number;
        first_name: string;
      }>(
        `select u.encrypted_password, u.email, u.email_confirmed_at is not null as confirmed,
              (select count(*)::int from auth.identities i
                where i.user_id = u.id and i.provider = 'email' and i.email = u.email) as identities,
              u.raw_user_meta_data ->> 'first_name' as first_name
         from auth.users u where u.id = $1`,
        [user.id],
      );
      const row = rows[0];
      expect(row).toMatchObject({
        email: user.email,
        confirmed: true,
        identities: 1,
        first_name: user.firstName,
      });
      expect(row?.encrypted_password).toMatch(/^\$2[aby]\$/);
      expect(await bcrypt.compare(user.password, row?.encrypted_password ?? '')).toBe(true);
      expect(await bcrypt.compare('wrong-password', row?.encrypted_password ?? '')).toBe(false);
    },
  );

  it('has one active admin_users record per staff role and an inactive one', async () => {
    const { rows } = await db.query<{ email: string; role: string; is_active: boolean }>(
      'select email, role, is_active from public.admin_users order by email',
    );
    expect(rows).toEqual([
      { email: SEED_USERS.admin.email, role: 'admin', is_active: true },
      { email: SEED_USERS.moderator.email, role: 'moderator', is_active: true },
      { email: 'retired.admin@example.com', role: 'admin', is_active: false },
      { email: SEED_USERS.superAdmin.email, role: 'super_admin', is_active: true },
    ]);
  });
});

describe('fleet', () => {
  it('has one vehicle per class with a hired-car plate, and three drivers', async () => {
    const vehicles = await db.query<{ plate: string; vehicle_type: string }>(
      'select plate, vehicle_type from public.vehicles where active order by plate',
    );
    expect(vehicles.rows).toEqual(
      Object.entries(SEED_VEHICLES).map(([type, v]) => ({ plate: v.plate, vehicle_type: type })),
    );
    const drivers = await db.query<{ id: string; user_id: string | null }>(
      'select id, user_id from public.drivers where active order by id',
    );
    expect(drivers.rows).toEqual([
      { id: SEED_DRIVERS.dwayne.id, user_id: SEED_USERS.driver.id },
      { id: SEED_DRIVERS.kemar.id, user_id: null },
      { id: SEED_DRIVERS.shontelle.id, user_id: null },
    ]);
  });

  it('gives the driver no staff record, and the seeded assignments fit their bookings', async () => {
    const staff = await db.query('select 1 from public.admin_users where lower(email) = $1', [
      SEED_USERS.driver.email,
    ]);
    expect(staff.rows).toEqual([]);
    const { rows } = await db.query<{ booking_id: string; problem: string | null }>(
      `select a.booking_id,
              private.vehicle_fit_problem(v.vehicle_type, v.seats, v.luggage,
                                          b.vehicle_type, b.passengers, b.suitcases) as problem
         from public.booking_assignments a
         join public.bookings b on b.id = a.booking_id
         join public.vehicles v on v.id = a.vehicle_id
        order by a.booking_id`,
    );
    expect(rows).toEqual(SEED_ASSIGNMENTS.map((a) => ({ booking_id: a.booking, problem: null })));
  });
});

describe('bookings', () => {
  interface SeedBooking {
    id: string;
    status: string;
    pickup_date: string;
    vehicle_type: VehicleType;
    passengers: number;
    suitcases: number;
    trip_type: TripType;
    pickup_place_id: string | null;
    dropoff_place_id: string | null;
    is_round_trip: boolean;
    pickup_time: string;
    return_time: string | null;
    total_price: string;
    extras: Record<string, number> | null;
  }

  let bookings: SeedBooking[];

  beforeAll(async () => {
    bookings = (
      await db.query<SeedBooking>(
        `select b.id, b.status, to_char(b.pickup_date, 'YYYY-MM-DD') as pickup_date, b.vehicle_type,
                b.passengers, b.suitcases, b.trip_type, b.pickup_place_id, b.dropoff_place_id,
                b.is_round_trip, b.pickup_time, b.return_time, b.total_price,
                (select jsonb_object_agg(a.service_type, a.quantity)
                   from public.additional_services a where a.booking_id = b.id) as extras
           from public.bookings b order by b.id`,
      )
    ).rows;
  });

  it('has the fixed ids, a few in every status, all with pickups in the future', () => {
    expect(bookings.map((b) => b.id)).toEqual(Object.values(SEED_BOOKINGS).sort());
    expect(bookings).toHaveLength(SEED_BOOKING_COUNT);
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled']) {
      expect(bookings.filter((b) => b.status === status).length).toBeGreaterThanOrEqual(2);
    }
    for (const booking of bookings) expect(booking.pickup_date > barbadosDate(1)).toBe(true);
    expect(bookings.filter((b) => b.extras !== null).length).toBeGreaterThanOrEqual(4);
  });

  it('are priced as the site engine quotes them', () => {
    for (const b of bookings) {
      const input: QuoteInput = {
        vehicleType: b.vehicle_type,
        passengers: b.passengers,
        suitcases: b.suitcases,
        tripType: b.trip_type,
        pickupPlaceId: b.pickup_place_id,
        dropoffPlaceId: b.dropoff_place_id,
        calculatedKm: null,
        isRoundTrip: b.is_round_trip,
        pickupTime: b.pickup_time,
        returnTime: b.return_time,
        extras: {
          carSeats: b.extras?.car_seats ?? 0,
          supermarketStop: (b.extras?.supermarket_stop ?? 0) > 0,
          fastTrackAdults: b.extras?.fast_track_adults ?? 0,
          fastTrackChildren: b.extras?.fast_track_children ?? 0,
        },
      };
      expect([b.id, Number(b.total_price)]).toEqual([b.id, quote(input).total]);
    }
  });
});

describe('testimonials', () => {
  it('are approved, featured and pending', async () => {
    const { rows } = await db.query<{ id: string; is_approved: boolean; is_featured: boolean }>(
      'select id, is_approved, is_featured from public.customer_testimonials order by id',
    );
    expect(rows).toEqual([
      { id: SEED_TESTIMONIALS.approvedFeatured, is_approved: true, is_featured: true },
      { id: SEED_TESTIMONIALS.approved, is_approved: true, is_featured: false },
      { id: SEED_TESTIMONIALS.approvedFeatured2, is_approved: true, is_featured: true },
      { id: SEED_TESTIMONIALS.approved2, is_approved: true, is_featured: false },
      { id: SEED_TESTIMONIALS.pending, is_approved: false, is_featured: false },
      { id: SEED_TESTIMONIALS.pending2, is_approved: false, is_featured: false },
    ]);
  });
});
