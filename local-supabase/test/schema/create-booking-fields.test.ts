/**
 * public.create_booking(), the only way to create a booking: server-owned fields (status, user_id,
 * reference, timestamps), the stored place ids and extras, and the audit row of the creation.
 */
import {
  barbadosDate,
  bookingArgs,
  createBooking,
  createBookingSql,
} from '../../src/testing/booking-rpc';
import { setupBookingRpc } from '../support/create-booking-rpc';
import { ACTORS, asActor, pgError } from '../support/schema-db';

const { db, book } = setupBookingRpc();

describe('server-owned fields', () => {
  it('creates a pending booking for an anonymous caller and returns the row to them', async () => {
    const args = bookingArgs();
    const row = await book(ACTORS.anon, args);
    expect(row).toMatchObject({
      status: 'pending',
      user_id: null,
      email: 'test.booker@example.com',
      vehicle_type: 'economy',
      pickup_place_id: 'airport',
      dropoff_place_id: 'holetown',
      idempotency_key: args.p_idempotency_key,
    });
    expect(row.reference_number).toMatch(/^BB-\d{6}-[A-Z]{3}$/);
    expect(Number(row.total_price)).toBe(args.p_total_price);
    expect(Number(row.distance_km)).toBe(28);
  });

  it("sets user_id from the caller's JWT, and the author can then read the booking", async () => {
    const args = bookingArgs({ p_email: ' Customer2@Example.com ' });
    const visible = await asActor(db(), ACTORS.customer2, async (tx) => {
      const row = await createBooking(tx, args);
      expect(row.user_id).toBe(ACTORS.customer2.id);
      expect(row.email).toBe('customer2@example.com');
      return (await tx.query('select id from public.bookings where id = $1', [row.id])).rows;
    });
    expect(visible).toHaveLength(1);
  });

  it('uses the server clock for created_at', async () => {
    const rows = await asActor(db(), ACTORS.customer, async (tx) => {
      const row = await createBooking(tx, bookingArgs({ p_email: ACTORS.customer.email }));
      return (
        await tx.query<{ fresh: boolean }>(
          `select created_at = now() as fresh from public.bookings where id = $1`,
          [row.id],
        )
      ).rows;
    });
    expect(rows[0]?.fresh).toBe(true);
  });

  it('has no argument for status, user_id, reference or timestamps (PostgREST: unknown function)', async () => {
    for (const extra of ['p_status', 'p_user_id', 'p_reference_number', 'p_created_at']) {
      const { sql, params } = createBookingSql(bookingArgs());
      const tampered = sql.replace(/\)$/, `, ${extra} => 'x')`);
      const error = await pgError(asActor(db(), ACTORS.anon, (tx) => tx.query(tampered, params)));
      expect(error.code).toBe('42883');
    }
  });

  it('names a fixed endpoint itself, and stores the place ids the price was computed from', async () => {
    const row = await book(
      ACTORS.anon,
      bookingArgs({
        p_pickup_location: 'Somewhere I made up',
        p_pickup_place_id: 'holetown',
        p_dropoff_place_id: 'no-such-place',
        p_dropoff_location: 'A villa in St. James',
      }),
    );
    expect(row).toMatchObject({
      pickup_location: 'Grantley Adams International Airport',
      pickup_place_id: 'airport',
      dropoff_location: 'A villa in St. James',
      dropoff_place_id: null,
    });
    // A free-typed drop-off from the airport: the 27 km fallback.
    expect(Number(row.distance_km)).toBe(27);
  });

  it('stores the extras as additional_services with the server prices, atomically', async () => {
    const args = bookingArgs({
      p_email: ACTORS.customer.email,
      p_is_round_trip: true,
      p_return_date: barbadosDate(9),
      p_return_time: '04:15',
      p_car_seats: 2,
      p_supermarket_stop: true,
      p_fast_track_adults: 1,
      p_payment_method: 'credit',
    });
    const lines = await asActor(db(), ACTORS.customer, async (tx) => {
      const row = await createBooking(tx, args);
      expect(row.return_after_hours).toBe(true);
      expect(row.pickup_after_hours).toBe(false);
      return (
        await tx.query<{ service_type: string; quantity: number; price: string }>(
          `select service_type, quantity, price from public.additional_services
            where booking_id = $1 order by service_type`,
          [row.id],
        )
      ).rows;
    });
    expect(lines.map((l) => [l.service_type, l.quantity, Number(l.price)])).toEqual([
      ['car_seats', 2, 60],
      ['fast_track_adults', 1, 65],
      ['supermarket_stop', 1, 20],
    ]);
  });

  it('writes exactly one "created" audit event with the author', async () => {
    const events = await asActor(db(), ACTORS.customer, async (tx) => {
      const row = await createBooking(tx, bookingArgs({ p_email: ACTORS.customer.email }));
      await tx.query(`select set_config('role', 'postgres', true)`);
      return (
        await tx.query(
          `select event_type, old_status, new_status, actor_id, actor_email, actor_role
             from public.booking_events where booking_id = $1`,
          [row.id],
        )
      ).rows;
    });
    expect(events).toEqual([
      {
        event_type: 'created',
        old_status: null,
        new_status: 'pending',
        actor_id: ACTORS.customer.id,
        actor_email: ACTORS.customer.email,
        actor_role: 'authenticated',
      },
    ]);
  });
});
