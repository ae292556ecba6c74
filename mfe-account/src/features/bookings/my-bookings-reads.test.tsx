/** @jest-environment jsdom */
// My Bookings' reads: the bookings with their extras and drivers, all at once and by function;
// a failed detail read leaves the bookings listed.
import type * as shared from '@bbt/shared';
import { renderArea } from '@bbt/shared/testing';
import { screen } from '@testing-library/react';

import { AreaRoutes, preloadAllPages } from '../../routes';
import { createFakeSupabase } from '../../testing/fake-supabase';
import { signedInAs } from '../../testing/users';
import { answerMyBookings, bookingCard, CAR_SEATS } from '../../testing/my-bookings-page';

const fake = createFakeSupabase();
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return { ...actual, getSupabase: () => Promise.resolve(fake.client) };
});

const renderMyBookings = () => renderArea(AreaRoutes, '/my-bookings', { auth: signedInAs() });

beforeAll(() => preloadAllPages());

describe('My Bookings reads', () => {
  beforeEach(() => {
    answerMyBookings(fake);
  });

  it('still lists the bookings when the drivers cannot be read', async () => {
    fake.answer('my_booking_drivers.rpc', { data: null, error: { message: 'down' } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMyBookings();
    expect(await screen.findByText('4 of 4 bookings')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your driver' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Some booking details could not be loaded',
    );
    expect(logged).toHaveBeenCalledWith('[mfe-account] booking drivers failed to load', {
      message: 'down',
    });
    logged.mockRestore();
  });

  it('still lists the bookings, without extras, when the extras cannot be read', async () => {
    fake.answer('my_booking_extras.rpc', { data: null, error: { message: 'down' } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMyBookings();
    expect(await screen.findByText('4 of 4 bookings')).toBeVisible();
    expect(bookingCard('BB-100001-CUP')).not.toHaveTextContent('Child car seats');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Extras and driver details may be missing from the cards below.',
    );
    expect(logged).toHaveBeenCalledWith('[mfe-account] booking extras failed to load', {
      message: 'down',
    });
    logged.mockRestore();
  });

  it('reads the extras and drivers by function, never by a list of booking ids', async () => {
    renderMyBookings();
    await screen.findByText('4 of 4 bookings');
    const extras = fake.queries.find((q) => q.table === 'my_booking_extras');
    expect(extras).toMatchObject({ operation: 'rpc', values: undefined });
    expect(extras?.calls).toEqual([
      { method: 'select', args: ['booking_id, service_type, quantity, price'] },
      { method: 'order', args: ['booking_id'] },
      { method: 'order', args: ['service_type'] },
      { method: 'range', args: [0, 999] },
    ]);
    expect(fake.queries.find((q) => q.table === 'my_booking_drivers')).toEqual({
      table: 'my_booking_drivers',
      operation: 'rpc',
      values: undefined,
      calls: [
        { method: 'order', args: ['booking_id'] },
        { method: 'range', args: [0, 999] },
      ],
    });
    expect(fake.queries.some((q) => q.calls.some((call) => call.method === 'in'))).toBe(false);
    expect(screen.queryByText('Some booking details could not be loaded')).toBeNull();
  });

  it('reads a list of extras longer than one answer a page at a time', async () => {
    const filler = Array.from({ length: 1000 }, (_, i) => ({
      booking_id: `other-${i}`,
      service_type: 'car_seats',
      quantity: 1,
      price: 15,
    }));
    fake.answer(
      'my_booking_extras.rpc',
      { data: filler, error: null },
      {
        data: [CAR_SEATS],
        error: null,
      },
    );
    renderMyBookings();
    expect(await screen.findByText('4 of 4 bookings')).toBeVisible();
    expect(bookingCard('BB-100001-CUP')).toHaveTextContent('Child car seats × 2');
    const pages = fake.queries.filter((q) => q.table === 'my_booking_extras');
    expect(pages.map((q) => q.calls.find((call) => call.method === 'range')?.args)).toEqual([
      [0, 999],
      [1000, 1999],
    ]);
  });
});
