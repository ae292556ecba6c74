import type * as shared from '@bbt/shared';

import { BOOKINGS } from '../testing/customer-bookings';
import { createFakeSupabase } from '../testing/fake-supabase';
import { loadBookings } from './my-bookings-api';

const fake = createFakeSupabase();
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return { ...actual, getSupabase: () => Promise.resolve(fake.client) };
});

const user = { id: '00000000-0000-4000-a000-000000000001', email: 'Desk@Example.com' };
const ranges = (table: string) =>
  fake.queries
    .filter((q) => q.table === table)
    .map((q) => q.calls.find((call) => call.method === 'range')?.args);

/** n bookings like the first fixture, each with its own id. */
const manyBookings = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ ...BOOKINGS[0], id: `desk-${from + i}` }));

describe('loadBookings', () => {
  beforeEach(() => {
    fake.queries.length = 0;
    fake.answer('my_booking_extras.rpc', { data: [], error: null });
    fake.answer('my_booking_drivers.rpc', { data: [], error: null });
  });

  it('reads the bookings newest first, ties broken by id, with the list filter', async () => {
    fake.answer('bookings.select', { data: BOOKINGS, error: null });
    const { bookings } = await loadBookings(user);
    expect(bookings.map((b) => b.id)).toEqual(['b1', 'b2', 'b3', 'b4']);
    const read = fake.queries.find((q) => q.table === 'bookings');
    expect(read?.calls.slice(1)).toEqual([
      {
        method: 'or',
        args: [
          'user_id.eq.00000000-0000-4000-a000-000000000001,and(user_id.is.null,email.eq."desk@example.com")',
        ],
      },
      { method: 'order', args: ['created_at', { ascending: false }] },
      { method: 'order', args: ['id'] },
      { method: 'range', args: [0, 999] },
    ]);
  });

  it('reads more bookings than one answer holds a page at a time, and drops none', async () => {
    fake.answer(
      'bookings.select',
      { data: manyBookings(1000), error: null },
      { data: manyBookings(1, 1000), error: null },
    );
    const { bookings } = await loadBookings(user);
    expect(bookings).toHaveLength(1001);
    expect(bookings.at(-1)?.id).toBe('desk-1000');
    expect(ranges('bookings')).toEqual([
      [0, 999],
      [1000, 1999],
    ]);
  });

  it('gives each of more than 1,000 drivers to its own booking', async () => {
    const drivers = (ids: string[]) =>
      ids.map((id) => ({
        booking_id: id,
        driver_first_name: 'Dana',
        driver_phone: '+1 246 555 0199',
        vehicle_type: 'economy',
        plate: `P ${id}`,
      }));
    const ids = manyBookings(1001).map((b) => b.id);
    fake.answer(
      'bookings.select',
      { data: manyBookings(1000), error: null },
      { data: manyBookings(1, 1000), error: null },
    );
    fake.answer(
      'my_booking_drivers.rpc',
      { data: drivers(ids.slice(0, 1000)), error: null },
      { data: drivers(ids.slice(1000)), error: null },
    );
    const { bookings, detailsMissing } = await loadBookings(user);
    expect(detailsMissing).toBe(false);
    expect(bookings.at(-1)?.driver?.plate).toBe('P desk-1000');
    expect(bookings[0]?.driver?.plate).toBe('P desk-0');
    expect(ranges('my_booking_drivers')).toEqual([
      [0, 999],
      [1000, 1999],
    ]);
  });

  it('fails when a later page of bookings cannot be read, rather than list part of them', async () => {
    fake.answer(
      'bookings.select',
      { data: manyBookings(1000), error: null },
      { data: null, error: { code: '08006', message: 'Failed to fetch' } },
    );
    await expect(loadBookings(user)).rejects.toEqual({ code: '08006', message: 'Failed to fetch' });
  });
});
