/** @jest-environment jsdom */
import { renderArea } from '@bbt/shared/testing';
import { formatInstant, notify } from '@bbt/shared/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingRow } from '@bbt/shared';

import type { BookingEmail } from '../../data/booking-emails-api';
import type { BookingDetail } from '../../data/bookings-api';
import { ApiCallError } from '../../data/supabase-errors';
import { staffAuth } from '../../testing/auth';
import { BookingDetailDialog } from './booking-detail-dialog';

const booking = {
  id: 'b1',
  reference_number: 'BB-123456-ABC',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '+1 246 555 0100',
  guest_name: 'Ann Lee',
  guest_phone_number: '+1 246 555 0100',
  user_id: null,
  trip_type: 'fromAirport',
  pickup_location: 'Grantley Adams International Airport',
  dropoff_location: 'Sandy Lane',
  pickup_date: '2026-12-02',
  pickup_time: '16:45',
  pickup_after_hours: false,
  is_round_trip: false,
  return_date: null,
  return_time: null,
  return_after_hours: false,
  distance_km: 21.4,
  flight_details: 'BA2155',
  passengers: 2,
  suitcases: 3,
  vehicle_type: 'luxury',
  payment_method: 'cash',
  total_price: 110,
  status: 'pending',
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
} as unknown as BookingRow;

const email = (overrides: Partial<BookingEmail>): BookingEmail => ({
  id: 1,
  kind: 'booking_confirmation',
  recipient: 'ann@example.com',
  status: 'sent',
  attempts: 1,
  created_at: '2026-11-20T12:00:00Z',
  last_attempt_at: '2026-11-20T12:00:02Z',
  next_attempt_at: null,
  sent_at: '2026-11-20T12:00:02Z',
  last_error: null,
  requested_by: null,
  ...overrides,
});

const DELIVERED = email({});
const FAILED = email({
  id: 2,
  kind: 'company_new_booking',
  recipient: 'bookings@example.com',
  status: 'failed',
  attempts: 10,
  sent_at: null,
  last_error: '550 mailbox unavailable',
});
const WAITING = email({
  id: 3,
  status: 'pending',
  attempts: 0,
  sent_at: null,
  last_attempt_at: null,
  created_at: '2026-11-21T15:30:00Z',
  requested_by: 'admin@example.com',
});

const NO_FLEET = { drivers: new Map<string, string>(), vehicles: new Map<string, string>() };
const fetchBookingDetail = jest.fn<Promise<BookingDetail>, [string]>();
jest.mock('../../data/bookings-api', () => ({
  fetchBookingDetail: (id: string) => fetchBookingDetail(id),
}));
const listBookingEmails = jest.fn<Promise<BookingEmail[]>, [string]>();
const resendBookingConfirmation = jest.fn<Promise<BookingEmail>, [string]>();
jest.mock('../../data/booking-emails-api', () => ({
  listBookingEmails: (id: string) => listBookingEmails(id),
  resendBookingConfirmation: (id: string) => resendBookingConfirmation(id),
}));

function Dialog() {
  return <BookingDetailDialog bookingId="b1" reference="BB-123456-ABC" onClose={jest.fn()} />;
}

const open = (role: 'moderator' | 'admin' | 'super_admin') =>
  renderArea(Dialog, '/admin/bookings', { mountPath: '/admin/bookings', auth: staffAuth(role) });

async function emailsSection() {
  const dialog = await screen.findByRole('dialog', { name: 'Booking BB-123456-ABC' });
  const section = await within(dialog).findByRole('region', { name: 'E-mails' });
  return section;
}

beforeEach(() => {
  fetchBookingDetail.mockResolvedValue({ booking, extras: [], events: [], fleet: NO_FLEET });
  listBookingEmails.mockReset().mockResolvedValue([DELIVERED, FAILED]);
  resendBookingConfirmation.mockReset();
  jest.spyOn(notify, 'error').mockImplementation(() => undefined);
  jest.spyOn(notify, 'success').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('BookingDetailDialog: the booking’s e-mails', () => {
  it('lists each e-mail with its kind, time, and delivered or failed with the error', async () => {
    open('moderator');
    const section = await emailsSection();
    const items = await within(section).findAllByRole('listitem');
    expect(listBookingEmails).toHaveBeenCalledWith('b1');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Booking confirmation');
    expect(items[0]).toHaveTextContent('Delivered');
    expect(items[0]).toHaveTextContent('To ann@example.com');
    expect(items[0]).toHaveTextContent(`Delivered ${formatInstant('2026-11-20T12:00:02Z')}`);
    expect(items[1]).toHaveTextContent('New booking notice to the company');
    expect(items[1]).toHaveTextContent('Failed');
    expect(items[1]).toHaveTextContent('10 attempts');
    expect(items[1]).toHaveTextContent('Error: 550 mailbox unavailable');
  });

  it('a moderator sees the e-mails but no Resend confirmation', async () => {
    open('moderator');
    const section = await emailsSection();
    await within(section).findAllByRole('listitem');
    expect(
      within(section).queryByRole('button', { name: 'Resend confirmation' }),
    ).not.toBeInTheDocument();
  });

  it('an admin resends: a success toast and the list is read again with the waiting e-mail', async () => {
    resendBookingConfirmation.mockResolvedValue(WAITING);
    open('admin');
    const section = await emailsSection();
    await within(section).findAllByRole('listitem');
    listBookingEmails.mockResolvedValue([DELIVERED, FAILED, WAITING]);
    fireEvent.click(within(section).getByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
    expect(resendBookingConfirmation).toHaveBeenCalledWith('b1');
    expect(notify.success).toHaveBeenCalledWith(
      'The confirmation of booking BB-123456-ABC will be sent again to ann@example.com.',
    );
    const waiting = within(section).getAllByRole('listitem')[2];
    expect(waiting).toHaveTextContent('Waiting');
    expect(waiting).toHaveTextContent('resent by admin@example.com');
    expect(waiting).toHaveTextContent(`Queued ${formatInstant('2026-11-21T15:30:00Z')}`);
    expect(listBookingEmails).toHaveBeenCalledTimes(2);
  });

  it('a second click while the confirmation still waits says so', async () => {
    listBookingEmails.mockResolvedValue([DELIVERED, WAITING]);
    resendBookingConfirmation.mockResolvedValue(WAITING);
    open('super_admin');
    const section = await emailsSection();
    await within(section).findAllByRole('listitem');
    fireEvent.click(within(section).getByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'The confirmation of booking BB-123456-ABC is already waiting to go to ann@example.com.',
      ),
    );
  });

  it('a refused or failed resend is an error toast', async () => {
    resendBookingConfirmation.mockRejectedValueOnce(
      new ApiCallError({ code: '42501', message: 'permission denied: admins only' }),
    );
    open('admin');
    const section = await emailsSection();
    await within(section).findAllByRole('listitem');
    const button = within(section).getByRole('button', { name: 'Resend confirmation' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        "You don't have permission to resend the confirmation of booking BB-123456-ABC.",
      ),
    );
    resendBookingConfirmation.mockRejectedValueOnce(new ApiCallError({ message: 'boom' }));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(button);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Could not resend the confirmation of booking BB-123456-ABC. Please try again.',
      ),
    );
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('a cancelled booking offers no resend, and says why', async () => {
    fetchBookingDetail.mockResolvedValue({
      booking: { ...booking, status: 'cancelled' },
      extras: [],
      events: [],
      fleet: NO_FLEET,
    });
    open('admin');
    const section = await emailsSection();
    expect(
      await within(section).findByText('A cancelled booking has no confirmation to resend.'),
    ).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Resend confirmation' }),
    ).not.toBeInTheDocument();
  });

  it('no e-mails, and a list that fails to load, are both said', async () => {
    listBookingEmails.mockResolvedValueOnce([]);
    const { unmount } = open('moderator');
    const section = await emailsSection();
    expect(await within(section).findByText('No e-mails for this booking.')).toBeInTheDocument();
    unmount();
    listBookingEmails.mockRejectedValueOnce(new ApiCallError({ message: 'boom' }));
    open('moderator');
    const failed = await emailsSection();
    expect(
      await within(failed).findByText('The e-mails of this booking could not be loaded.'),
    ).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Could not load the e-mails of this booking.');
  });
});
