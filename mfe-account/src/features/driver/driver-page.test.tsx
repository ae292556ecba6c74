/** @jest-environment jsdom */
import type * as shared from '@bbt/shared';
import { businessDate } from '@bbt/shared/domain';
import { renderArea } from '@bbt/shared/testing';
import { screen, within } from '@testing-library/react';

import { AreaRoutes, preloadAllPages } from '../../routes';
import { createFakeSupabase } from '../../testing/fake-supabase';
import { signedInAs } from '../../testing/users';

const fake = createFakeSupabase();
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return { ...actual, getSupabase: () => Promise.resolve(fake.client) };
});

const job = (id: string, time: string, progress: string, extra: Record<string, unknown> = {}) => ({
  booking_id: id,
  reference_number: `BB-10000${id}-ABC`,
  pickup_date: businessDate(new Date()),
  pickup_time: time,
  is_round_trip: false,
  return_date: null,
  return_time: null,
  passenger_name: 'Nadia Prescod',
  passenger_phone: '+1 246 555 0177',
  passengers: 2,
  suitcases: 3,
  child_seats: 1,
  supermarket_stop: true,
  trip_type: 'fromAirport',
  flight_details: 'BA2155 from London Gatwick',
  pickup_location: 'Grantley Adams International Airport',
  dropoff_location: 'Holetown',
  vehicle_plate: 'H 2302',
  progress,
  on_my_way_at: null,
  arrived_at: null,
  on_board_at: null,
  completed_at: null,
  ...extra,
});

beforeAll(() => preloadAllPages());

describe('/driver', () => {
  it('sends a signed-in user without a driver record to /', async () => {
    fake.answer('drivers.select', { data: null, error: null });
    renderArea(AreaRoutes, '/driver', { auth: signedInAs() });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /', () => {
    renderArea(AreaRoutes, '/driver', { auth: { status: 'signed-out' } });
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it("shows a driver's jobs with call links, no prices, and the next step on the next job", async () => {
    fake.answer('driver_jobs.select', {
      data: [
        job('1', '00:00', 'completed', { completed_at: '2026-12-01T05:00:00Z' }),
        job('2', '23:59', 'on_my_way', { on_my_way_at: '2026-12-01T12:05:00Z' }),
      ],
      error: null,
    });
    renderArea(AreaRoutes, '/driver', { auth: { ...signedInAs(), isDriver: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My jobs' })).toBeInTheDocument();
    const [done, next] = await screen.findAllByRole('article');
    expect(within(done!).queryByRole('button')).toBeNull();
    expect(within(next!).getByRole('button', { name: 'Arrived' })).toBeInTheDocument();
    expect(within(next!).getByText('On my way').closest('li')).toHaveTextContent('8:05 AM');
    expect(within(next!).getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      'tel:+12465550177',
    );
    expect(within(next!).getByText(/Child car seats: 1/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('$');
    expect(fake.queries.some((q) => q.table === 'bookings')).toBe(false);
  });
});
