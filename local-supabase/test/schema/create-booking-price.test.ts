/**
 * public.create_booking(), the only way to create a booking: the price check (P0001), the route
 * distance and the 24-hour lead time (Barbados time).
 */
import { businessClockTime, businessDate } from '@bbt/shared/domain';

import { barbadosDate, bookingArgs, quoteFor } from '../../src/testing/booking-rpc';
import { setupBookingRpc } from '../support/create-booking-rpc';
import { ACTORS } from '../support/schema-db';

const { book, bookingError } = setupBookingRpc();

describe('price', () => {
  it('accepts the total quoted by the site engine and stores the server price', async () => {
    const args = bookingArgs({ p_vehicle_type: 'luxury', p_payment_method: 'credit' });
    const row = await book(ACTORS.anon, args);
    // Luxury from the airport to Holetown (west coast): the fixed price.
    expect(Number(row.total_price)).toBe(110);
  });

  it.each([
    ['a lower total', -1],
    ['a higher total', +1],
    ['a few cents off', 0.01],
  ])('refuses %s with P0001, total_price and the expected total', async (_label, delta) => {
    const honest = bookingArgs();
    const total = Number(honest.p_total_price) + delta;
    const error = await bookingError(ACTORS.anon, { ...honest, p_total_price: total });
    expect(error).toMatchObject({
      code: 'P0001',
      detail: 'total_price',
      hint: `expected_total=${honest.p_total_price}`,
    });
    expect(error.message).toMatch(/^The price of this trip is \d+ USD/);
  });

  it('refuses a zero or negative total', async () => {
    for (const total of [0, -78]) {
      const error = await bookingError(ACTORS.anon, bookingArgs({ p_total_price: total }));
      expect(error.code).toBe('P0001');
    }
  });

  it('uses a plausible maps distance, rounded to whole metres', async () => {
    const args = bookingArgs({ p_distance_km: 30.1234 });
    const row = await book(ACTORS.anon, args);
    expect(Number(row.distance_km)).toBe(30.123);
    expect(Number(row.total_price)).toBe(quoteFor(args));
  });

  it.each([
    ['far too short for the places', 2],
    ['far too long for the places', 150],
  ])('refuses a maps distance %s (22023 distance_km)', async (_label, km) => {
    const error = await bookingError(ACTORS.anon, bookingArgs({ p_distance_km: km }));
    expect(error).toMatchObject({ code: '22023', detail: 'distance_km' });
  });

  it('bounds the distance of a free-typed trip by the island', async () => {
    const freeTyped = {
      p_trip_type: 'inland',
      p_pickup_place_id: null,
      p_dropoff_place_id: null,
      p_pickup_location: 'A villa',
      p_dropoff_location: 'A beach bar',
      p_flight_details: null,
    };
    expect(await book(ACTORS.anon, bookingArgs({ ...freeTyped, p_distance_km: 40 }))).toBeTruthy();
    const error = await bookingError(ACTORS.anon, bookingArgs({ ...freeTyped, p_distance_km: 90 }));
    expect(error).toMatchObject({ code: '22023', detail: 'distance_km' });
  });

  it('ignores a distance the site engine ignores too (above 200 km or not positive)', async () => {
    for (const km of [0, -5, 250]) {
      const row = await book(ACTORS.anon, bookingArgs({ p_distance_km: km }));
      expect(Number(row.distance_km)).toBe(28);
    }
  });
});

describe('24-hour lead time (Barbados time)', () => {
  const inHours = (hours: number) => {
    const at = new Date(Date.now() + hours * 3_600_000);
    return { p_pickup_date: businessDate(at), p_pickup_time: businessClockTime(at) };
  };

  it('refuses a pickup 23 hours away with P0001 and the 24-hour lead-time message', async () => {
    const error = await bookingError(ACTORS.anon, bookingArgs(inHours(23)));
    expect(error).toMatchObject({
      code: 'P0001',
      detail: 'pickup_date',
      message:
        'Bookings must be made at least 24 hours in advance. For urgent bookings, please call the support phone.',
    });
  });

  it('refuses a pickup in the past', async () => {
    const error = await bookingError(ACTORS.anon, bookingArgs({ p_pickup_date: barbadosDate(-2) }));
    expect(error.code).toBe('P0001');
  });

  it('accepts a pickup 25 hours away', async () => {
    expect(await book(ACTORS.anon, bookingArgs(inHours(25)))).toBeTruthy();
  });
});
