import { notify } from '@bbt/shared/ui';
import { renderArea } from '@bbt/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import type { BookingListRow, BookingsPage } from '../../data/bookings-api';
import { ApiCallError } from '../../data/supabase-errors';
import { staffAuth } from '../../testing/auth';
import { AdminBookingsPage } from './admin-bookings-page';

const booking: BookingListRow = {
  id: 'b1',
  reference_number: 'BB-123456-ABC',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '+1 246 555 0100',
  pickup_location: 'Grantley Adams International Airport',
  dropoff_location: 'Sandy Lane',
  pickup_date: '2026-12-02',
  pickup_time: '16:45',
  is_round_trip: false,
  return_date: null,
  return_time: null,
  passengers: 2,
  suitcases: 3,
  vehicle_type: 'luxury',
  payment_method: 'cash',
  total_price: 110,
  status: 'pending',
  created_at: '2026-11-20T12:00:00Z',
};

const fetchBookingsPage = jest.fn<Promise<BookingsPage>, [unknown]>();
const updateBookingStatus = jest.fn();
jest.mock('../../data/bookings-api', () => ({
  fetchBookingsPage: (query: unknown) => fetchBookingsPage(query),
  updateBookingStatus: (...args: unknown[]) => updateBookingStatus(...args) as unknown,
  deleteBooking: jest.fn(),
  fetchBookingDetail: jest.fn(() => new Promise(() => undefined)),
  fetchAllMatchingBookings: jest.fn(),
}));

function Page() {
  return <AdminBookingsPage />;
}

beforeEach(() => {
  fetchBookingsPage.mockResolvedValue({ rows: [booking], total: 1234 });
  updateBookingStatus.mockReset();
  jest.spyOn(notify, 'error').mockImplementation(() => undefined);
  jest.spyOn(notify, 'success').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('AdminBookingsPage', () => {
  it('reads its view from the URL and shows the total from the server', async () => {
    renderArea(Page, '/admin/bookings?q=lee&status=pending&page=3', {
      mountPath: '/admin/bookings',
      auth: staffAuth('moderator'),
    });
    expect(
      await screen.findByText('Showing 51–75 of 1,234 bookings (filtered)'),
    ).toBeInTheDocument();
    expect(fetchBookingsPage).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'lee', status: 'pending', page: 3, pageSize: 25 }),
    );
    const row = screen.getByRole('row', { name: /BB-123456-ABC/ });
    expect(within(row).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(row).getByText('2 passengers, 3 suitcases')).toBeInTheDocument();
  });

  it('a moderator gets no delete; an admin does', async () => {
    const { unmount } = renderArea(Page, '/admin/bookings', {
      mountPath: '/admin/bookings',
      auth: staffAuth('moderator'),
    });
    await screen.findByRole('row', { name: /BB-123456-ABC/ });
    expect(screen.queryByRole('button', { name: /Delete booking/ })).not.toBeInTheDocument();
    unmount();
    renderArea(Page, '/admin/bookings', { mountPath: '/admin/bookings', auth: staffAuth('admin') });
    expect(
      await screen.findByRole('button', { name: 'Delete booking BB-123456-ABC' }),
    ).toBeInTheDocument();
  });

  it('a saved status change updates the row and says so', async () => {
    updateBookingStatus.mockResolvedValue({ id: 'b1', status: 'confirmed' });
    renderArea(Page, '/admin/bookings', { mountPath: '/admin/bookings', auth: staffAuth('admin') });
    const select = await screen.findByRole('combobox', { name: 'Status of booking BB-123456-ABC' });
    fireEvent.change(select, { target: { value: 'confirmed' } });
    await waitFor(() => expect(select).toHaveValue('confirmed'));
    expect(updateBookingStatus).toHaveBeenCalledWith('b1', 'confirmed');
    expect(notify.success).toHaveBeenCalledWith('Booking BB-123456-ABC is now Confirmed.');
  });

  it('a refused status change is a toast and the row keeps its status', async () => {
    updateBookingStatus.mockRejectedValue(new ApiCallError({ code: '42501', message: 'denied' }));
    renderArea(Page, '/admin/bookings', { mountPath: '/admin/bookings', auth: staffAuth('admin') });
    const select = await screen.findByRole('combobox', { name: 'Status of booking BB-123456-ABC' });
    fireEvent.change(select, { target: { value: 'completed' } });
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        "You don't have permission to change booking BB-123456-ABC.",
      ),
    );
    expect(select).toHaveValue('pending');
  });

  it('an empty search result offers Clear Filters', async () => {
    fetchBookingsPage.mockResolvedValue({ rows: [], total: 0 });
    renderArea(Page, '/admin/bookings?q=nobody', {
      mountPath: '/admin/bookings',
      auth: staffAuth('admin'),
    });
    expect(
      await screen.findByRole('heading', { name: 'No bookings match your criteria' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() =>
      expect(fetchBookingsPage).toHaveBeenLastCalledWith(expect.objectContaining({ search: '' })),
    );
  });
});
