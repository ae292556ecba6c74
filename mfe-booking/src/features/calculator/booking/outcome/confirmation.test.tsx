/** @jest-environment jsdom */
import type { BookingRow } from '@bbt/shared';
import type { CreateBookingArgs } from '@bbt/shared/domain';
import { MemoryRouter } from 'react-router';
import { render, screen } from '@testing-library/react';

import { issueManageLink } from '../../../../data/issue-manage-link';
import type { PendingBooking } from '../pending-bookings';
import { Confirmation } from './confirmation';
import { resetManageLinksForTests } from './use-manage-link';

jest.mock('../../../../data/issue-manage-link', () => ({ issueManageLink: jest.fn() }));
const issue = issueManageLink as jest.MockedFunction<typeof issueManageLink>;

const TOKEN = 'A'.repeat(43);
const args: CreateBookingArgs = {
  p_idempotency_key: '0b7c7b1e-5d1f-4a47-9d0e-2b4c9e3f1a11',
  p_first_name: 'Ada',
  p_last_name: 'Lovelace',
  p_email: 'ada@example.com',
  p_phone: '+12465550100',
  p_trip_type: 'fromAirport',
  p_pickup_location: 'Grantley Adams International Airport',
  p_dropoff_location: 'Sandy Lane',
  p_pickup_date: '2099-03-10',
  p_pickup_time: '14:30',
  p_passengers: 2,
  p_suitcases: 2,
  p_vehicle_type: 'premium',
  p_payment_method: 'cash',
  p_guest_name: 'Ada Lovelace',
  p_guest_phone_number: '+12465550100',
  p_flight_details: 'BA2155',
  p_is_round_trip: false,
  p_car_seats: 0,
  p_supermarket_stop: false,
  p_fast_track_adults: 0,
  p_fast_track_children: 0,
  p_total_price: 86,
};
const booking = {
  id: 'b0000000-0000-4000-8000-000000000001',
  reference_number: 'BB-000001-AAA',
  email: 'ada@example.com',
  payment_method: 'cash',
  pickup_location: args.p_pickup_location,
  dropoff_location: args.p_dropoff_location,
  pickup_date: args.p_pickup_date,
  pickup_time: '14:30',
  is_round_trip: false,
  return_date: null,
  return_time: null,
  vehicle_type: 'premium',
  passengers: 2,
  suitcases: 2,
  total_price: 86,
  status: 'pending',
} as unknown as BookingRow;
const entry: Extract<PendingBooking, { state: 'confirmed' }> = {
  state: 'confirmed',
  booking,
  record: {
    key: args.p_idempotency_key,
    args,
    localReference: 'BB-111111-LOC',
    savedAt: '2099-01-01T00:00:00Z',
    attempts: 1,
  },
};

const show = () =>
  render(
    <MemoryRouter>
      <Confirmation entry={entry} compact={false} />
    </MemoryRouter>,
  );

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  resetManageLinksForTests();
  issue.mockReset();
});

describe('the confirmation', () => {
  it('shows "Manage your booking" once the link is issued for this booking and its key', async () => {
    issue.mockResolvedValue(TOKEN);
    show();
    expect(screen.getByRole('heading', { name: 'Booking received' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Manage your booking' });
    expect(link).toHaveAttribute('href', `/manage/${TOKEN}`);
    expect(
      screen.getByText('Change or cancel online until 24 hours before pickup.'),
    ).toBeInTheDocument();
    expect(issue).toHaveBeenCalledWith(booking.id, args.p_idempotency_key);
  });

  it('shows nothing extra, and keeps the confirmation, when the link cannot be issued', async () => {
    let answer: (token: string | null) => void = () => undefined;
    issue.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('BB-000001-AAA');
    answer(null);
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.queryByRole('link', { name: 'Manage your booking' })).toBeNull();
    expect(screen.queryByText(/Change or cancel online/)).toBeNull();
    expect(screen.getByRole('link', { name: /Add to calendar/ })).toBeInTheDocument();
  });
});
