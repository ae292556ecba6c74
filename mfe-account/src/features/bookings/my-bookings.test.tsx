/** @jest-environment jsdom */
import type * as shared from '@bbt/shared';
import { renderArea } from '@bbt/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { openMail } from './open-mail';
import { AreaRoutes, preloadAllPages } from '../../routes';
import { createFakeSupabase } from '../../testing/fake-supabase';
import { signedInAs } from '../../testing/users';

const fake = createFakeSupabase();
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return { ...actual, getSupabase: () => Promise.resolve(fake.client) };
});
jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock('./open-mail', () => ({ openMail: jest.fn() }));

import type { CustomerBookingRow } from '../../data/customer-booking';
import { BOOKINGS, row } from '../../testing/customer-bookings';
import { answerMyBookings, bookingCard } from '../../testing/my-bookings-page';

const renderMyBookings = () => renderArea(AreaRoutes, '/my-bookings', { auth: signedInAs() });

beforeAll(() => preloadAllPages());

describe('My Bookings', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    answerMyBookings(fake);
  });

  it("loads the customer's own rows, newest first, with counts, tiles and every card field", async () => {
    renderMyBookings();
    expect(await screen.findByText('4 of 4 bookings')).toBeVisible();
    const query = fake.queries.find((q) => q.table === 'bookings');
    expect(query?.calls).toEqual(
      expect.arrayContaining([
        {
          method: 'or',
          args: [
            'user_id.eq.00000000-0000-4000-a000-000000000001,and(user_id.is.null,email.eq."customer@example.com")',
          ],
        },
        { method: 'order', args: ['created_at', { ascending: false }] },
      ]),
    );
    const totals = screen.getByRole('region', { name: 'Booking totals' });
    expect(within(totals).getByText('Total bookings').nextSibling).toHaveTextContent('4');
    expect(within(totals).getByText('Completed').nextSibling).toHaveTextContent('1');
    const first = bookingCard('BB-100001-CUP');
    for (const text of [
      'Pending',
      'Carla Customer',
      'Booked on',
      'Grantley Adams International Airport',
      'Sandy Lane',
      '2:30 PM',
      'Luxury (Mercedes or BMW)',
      'US$110',
      'customer@example.com',
      '+1 246 555 0101',
      'Child car seats × 2',
      'Free cancellation until',
    ]) {
      expect(first).toHaveTextContent(text);
    }
    expect(within(first).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/12462699288?text=${encodeURIComponent('Hello! I have a question about my booking BB-100001-CUP')}`,
    );
    expect(within(first).getByRole('button', { name: /Add to calendar/ })).toBeVisible();
    expect(bookingCard('BB-100002-CUC')).toHaveTextContent(
      'Cancelling now: no refund (less than 24 hours before pickup)',
    );
    expect(
      within(bookingCard('BB-100004-CUX')).queryByRole('button', { name: /Cancel booking/ }),
    ).toBeNull();
  });

  it('shows the assigned driver on the card: first name, call and WhatsApp, vehicle, plate, where to meet', async () => {
    const driver = (booking_id: string) => ({
      booking_id,
      driver_first_name: 'Dwayne',
      driver_phone: '+1 246 555 0106',
      vehicle_type: 'premium',
      plate: 'H 2302',
    });
    fake.answer('my_booking_drivers.rpc', { data: [driver('b1'), driver('b4')], error: null });
    renderMyBookings();
    const first = await screen.findByRole('article', { name: /BB-100001-CUP/ });
    const details = await within(first).findByRole('region', { name: 'Your driver' });
    for (const text of ['Dwayne', 'Premium', 'H 2302', 'The arrivals hall of Grantley Adams']) {
      expect(details).toHaveTextContent(text);
    }
    expect(details).toHaveTextContent('60 minutes after your flight lands, free of charge.');
    expect(within(details).getByRole('link', { name: '+1 246 555 0106' })).toHaveAttribute(
      'href',
      'tel:+12465550106',
    );
    expect(within(details).getByRole('link', { name: 'Message Dwayne' })).toHaveAttribute(
      'href',
      `https://wa.me/12465550106?text=${encodeURIComponent('Hello! I am your passenger for booking BB-100001-CUP.')}`,
    );
    // Not yet assigned, or cancelled: no driver block.
    expect(
      within(bookingCard('BB-100002-CUC')).queryByRole('region', { name: 'Your driver' }),
    ).toBeNull();
    expect(
      within(bookingCard('BB-100004-CUX')).queryByRole('region', { name: 'Your driver' }),
    ).toBeNull();
  });

  it('searches and filters with the count text, and clears', async () => {
    const u = userEvent.setup();
    renderMyBookings();
    await screen.findByText('4 of 4 bookings');
    await u.type(screen.getByLabelText('Search bookings'), 'holetown');
    expect(screen.getByText('2 of 4 bookings (filtered)')).toBeVisible();
    await u.selectOptions(screen.getByLabelText('Status'), 'completed');
    expect(screen.getByText('1 of 4 bookings (filtered)')).toBeVisible();
    await u.type(screen.getByLabelText('Search bookings'), 'zzz');
    expect(screen.getByRole('heading', { name: 'No bookings match your criteria' })).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('4 of 4 bookings')).toBeVisible();
    expect(screen.getByLabelText('Search bookings')).toHaveValue('');
  });

  it("a customer without bookings sees 'No bookings yet' and 'Book a Ride'", async () => {
    fake.answer('bookings.select', { data: [], error: null });
    renderMyBookings();
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a Ride' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Clear All/ })).toBeNull();
  });

  it("'Failed to load bookings' with a retry that loads them", async () => {
    const u = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.answer(
      'bookings.select',
      { data: null, error: { code: '08006', message: 'connection failure' } },
      { data: BOOKINGS, error: null },
    );
    renderMyBookings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load bookings');
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4 of 4 bookings')).toBeVisible();
  });

  it('cancel: warnings, Keep Booking, then the status update and the prepared e-mail', async () => {
    const u = userEvent.setup();
    fake.answer('bookings.update', { data: [{ id: 'b2' }], error: null });
    renderMyBookings();
    await screen.findByText('4 of 4 bookings');
    const confirmed = bookingCard('BB-100002-CUC');
    await u.click(within(confirmed).getByRole('button', { name: 'Cancel booking BB-100002-CUC' }));
    const group = within(confirmed).getByRole('group', { name: 'Cancel booking BB-100002-CUC?' });
    expect(group).toHaveTextContent('This booking is confirmed. Cancellation may incur charges.');
    expect(group).toHaveTextContent(
      'This booking is within 24 hours. Cancellation charges may apply.',
    );
    expect(within(group).getByRole('button', { name: 'Keep Booking' })).toHaveFocus();
    await u.click(within(group).getByRole('button', { name: 'Keep Booking' }));
    expect(within(confirmed).queryByRole('group')).toBeNull();

    await u.click(within(confirmed).getByRole('button', { name: 'Cancel booking BB-100002-CUC' }));
    await u.click(within(confirmed).getByRole('button', { name: 'Yes, Cancel Booking' }));
    await waitFor(() =>
      expect(within(bookingCard('BB-100002-CUC')).getByText('Cancelled')).toBeVisible(),
    );
    const update = fake.queries.find((q) => q.operation === 'update');
    expect(update?.values).toEqual({ status: 'cancelled' });
    expect(update?.calls).toEqual([
      { method: 'eq', args: ['id', 'b2'] },
      { method: 'select', args: ['id'] },
    ]);
    expect(openMail).toHaveBeenCalledWith(
      expect.stringContaining('Booking%20Cancellation%20-%20BB-100002-CUC'),
    );
    expect(screen.getByText('4 of 4 bookings')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear All (1)' })).toBeVisible();
  });

  it('a refusal by the database shows the permission message with phone and e-mail', async () => {
    const u = userEvent.setup();
    fake.answer('bookings.update', {
      data: null,
      error: {
        code: '42501',
        message: 'permission denied: only a pending or confirmed booking can be cancelled',
      },
    });
    renderMyBookings();
    await screen.findByText('4 of 4 bookings');
    const completed = bookingCard('BB-100003-CUD');
    await u.click(within(completed).getByRole('button', { name: 'Cancel booking BB-100003-CUD' }));
    expect(completed).toHaveTextContent(
      'This booking is completed. Cancellation may not be possible.',
    );
    await u.click(within(completed).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await within(completed).findByRole('alert')).toHaveTextContent(
      "You don't have permission to delete booking BB-100003-CUD. This booking can only be cancelled by contacting our support team directly. Please call +1 246 269 9288 or email bookings@example.com for assistance.",
    );
    expect(openMail).not.toHaveBeenCalled();
  });

  it('other failures say the booking could not be cancelled', async () => {
    const u = userEvent.setup();
    fake.answer('bookings.update', {
      data: null,
      error: { code: '08006', message: 'Failed to fetch' },
    });
    renderMyBookings();
    await screen.findByText('4 of 4 bookings');
    const pending = bookingCard('BB-100001-CUP');
    await u.click(within(pending).getByRole('button', { name: 'Cancel booking BB-100001-CUP' }));
    await u.click(within(pending).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(await within(pending).findByRole('alert')).toHaveTextContent(
      'Failed to delete booking BB-100001-CUP. Please try again or contact support.',
    );
  });

  it('Clear All cancels every open booking after its dialog and prepares the bulk e-mail', async () => {
    const u = userEvent.setup();
    fake.answer('cancel_my_bookings.rpc', { data: ['b1', 'b2'], error: null });
    renderMyBookings();
    await u.click(await screen.findByRole('button', { name: 'Clear All (2)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel all 2 open bookings?' });
    expect(dialog).toHaveTextContent('BB-100001-CUP');
    expect(dialog).toHaveTextContent('BB-100002-CUC');
    await u.click(within(dialog).getByRole('button', { name: 'Yes, Cancel All' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // One call names the listed open bookings by id, in the request body (never the URL).
    expect(fake.queries.filter((q) => q.operation === 'update')).toEqual([]);
    expect(fake.queries.find((q) => q.table === 'cancel_my_bookings')).toEqual({
      table: 'cancel_my_bookings',
      operation: 'rpc',
      values: { p_ids: ['b1', 'b2'] },
      calls: [],
    });
    expect(openMail).toHaveBeenCalledWith(
      expect.stringContaining('Bulk%20Booking%20Cancellation%20-%202%20Bookings'),
    );
    expect(screen.queryByRole('button', { name: /Clear All/ })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Booking totals' })).getByText('Cancelled')
        .nextSibling,
    ).toHaveTextContent('3');
  });

  it('Clear All with many open bookings: their references scroll in a named list', async () => {
    const u = userEvent.setup();
    const many = Array.from({ length: 13 }, (_, i) =>
      row({ id: `d${i}`, reference_number: `BB-2000${String(i).padStart(2, '0')}-DSK` }),
    );
    fake.answer('bookings.select', { data: many, error: null });
    renderMyBookings();
    await u.click(await screen.findByRole('button', { name: 'Clear All (13)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel all 13 open bookings?' });
    const list = within(dialog).getByRole('list', { name: 'Bookings to cancel' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(13);
    // A tab stop, so a keyboard can scroll it (that it scrolls is seen in the browser tests).
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('Clear All refused: the dialog stays open with the message', async () => {
    const u = userEvent.setup();
    fake.answer('cancel_my_bookings.rpc', { data: null, error: { code: '500', message: 'boom' } });
    renderMyBookings();
    await u.click(await screen.findByRole('button', { name: 'Clear All (2)' }));
    const dialog = screen.getByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Yes, Cancel All' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to clear all bookings. Please try again or contact support.',
    );
  });

  it('Change booking on a changeable card: the signed-in quote and change, the card updated', async () => {
    const u = userEvent.setup();
    const before = BOOKINGS[0] as CustomerBookingRow;
    fake.answer('quote_my_booking_change.rpc', {
      data: { old_total: 110, new_total: 100, difference: -10 },
      error: null,
    });
    fake.answer('change_my_booking.rpc', {
      data: {
        booking: { ...before, passengers: 3, total_price: 100, calendar_sequence: 1 },
        additional_services: [],
        driver: null,
        change_deadline: null,
        can_change: true,
        can_cancel: true,
      },
      error: null,
    });
    renderMyBookings();
    const first = await screen.findByRole('article', { name: /BB-100001-CUP/ });
    // Within 24 hours of pickup, completed or cancelled: no Change.
    for (const reference of ['BB-100002-CUC', 'BB-100003-CUD', 'BB-100004-CUX']) {
      expect(
        within(bookingCard(reference)).queryByRole('button', { name: /Change booking/ }),
      ).toBeNull();
    }
    await u.click(within(first).getByRole('button', { name: 'Change booking BB-100001-CUP' }));
    const form = within(first).getByRole('form', { name: 'Change booking BB-100001-CUP' });
    await u.click(within(form).getByRole('button', { name: 'Increase Passengers' }));
    await u.click(within(form).getByRole('button', { name: 'Check the new price' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('−US$10');
    const quoteCall = fake.queries.find((q) => q.table === 'quote_my_booking_change');
    expect(quoteCall?.values).toEqual({ p_booking_id: 'b1', p_change: { passengers: 3 } });
    await u.click(within(form).getByRole('button', { name: 'Confirm the change' }));
    expect(
      await within(first).findByText('Booking changed. We have e-mailed you the updated booking.'),
    ).toBeVisible();
    expect(first).toHaveTextContent('US$100');
    expect(within(first).queryByRole('form')).toBeNull();
  });
});
