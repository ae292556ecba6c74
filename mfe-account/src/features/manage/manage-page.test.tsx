/** @jest-environment jsdom */
import { businessDate, changeCutoffMessage, MANAGE_LINK_INVALID_MESSAGE } from '@bbt/shared/domain';
import { renderArea } from '@bbt/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as api from '../../data/manage-api';
import { AreaRoutes, preloadAllPages } from '../../routes';

jest.mock('../../data/manage-api', () => {
  const actual = jest.requireActual<typeof api>('../../data/manage-api');
  return {
    ...actual,
    loadManagedBooking: jest.fn(),
    quoteBookingChange: jest.fn(),
    applyBookingChange: jest.fn(),
    cancelManagedBooking: jest.fn(),
  };
});
jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

const mocked = jest.mocked(api);
const DAY_MS = 86_400_000;
const TOKEN = 'k3Y_link-token-of-the-booking-0123456789abc';

function viewJson(overrides: Record<string, unknown> = {}, more: Record<string, unknown> = {}) {
  return {
    booking: {
      id: 'b1',
      reference_number: 'BB-200001-MNG',
      first_name: 'Maya',
      last_name: 'Guest',
      email: 'maya@example.com',
      phone: '+1 246 555 0199',
      pickup_location: 'Grantley Adams International Airport',
      dropoff_location: 'Sandy Lane',
      pickup_date: businessDate(new Date(Date.now() + 10 * DAY_MS)),
      pickup_time: '14:30',
      is_round_trip: false,
      return_date: null,
      return_time: null,
      passengers: 2,
      suitcases: 3,
      vehicle_type: 'premium',
      payment_method: 'cash',
      total_price: 110,
      status: 'pending',
      created_at: '2026-11-20T15:00:00Z',
      trip_type: 'fromAirport',
      flight_details: 'BA2155',
      calendar_sequence: 0,
      ...overrides,
    },
    additional_services: [{ service_type: 'car_seats', quantity: 1, price: 15 }],
    driver: null,
    change_deadline: new Date(Date.now() + 9 * DAY_MS).toISOString(),
    can_change: true,
    can_cancel: true,
    ...more,
  };
}

const ready = (json = viewJson()) => ({ ok: true as const, data: api.manageViewOf(json) });

function renderPage() {
  return renderArea(AreaRoutes, `/manage/${TOKEN}`);
}

beforeEach(() => {
  jest.clearAllMocks();
  mocked.loadManagedBooking.mockResolvedValue(ready());
});

beforeAll(() => preloadAllPages());

describe('the manage page', () => {
  it('says it is loading until the booking is read', async () => {
    mocked.loadManagedBooking.mockReturnValue(new Promise(() => {}));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage your booking' }),
    ).toBeVisible();
    expect(screen.getByText('Loading your booking…')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('loads the booking of the link and shows it as My Bookings does', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: /BB-200001-MNG/ });
    expect(mocked.loadManagedBooking).toHaveBeenCalledWith(TOKEN);
    for (const text of [
      'Pending',
      'Grantley Adams International Airport',
      'Sandy Lane',
      '2:30 PM',
      'Premium',
      'Child car seats × 1',
      'US$110',
      'Free cancellation until',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    expect(within(card).getByRole('button', { name: 'Change booking' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  });

  it('shows the driver once one is assigned', async () => {
    mocked.loadManagedBooking.mockResolvedValue(
      ready(
        viewJson(
          {},
          {
            driver: {
              first_name: 'Dwayne',
              phone: '+1 246 555 0106',
              vehicle: 'premium',
              plate: 'H 2302',
            },
          },
        ),
      ),
    );
    renderPage();
    const driver = await screen.findByRole('region', { name: 'Your driver' });
    expect(driver).toHaveTextContent('Dwayne');
    expect(driver).toHaveTextContent('H 2302');
  });

  it('an invalid link: the one message, the contact page and the phone, nothing else', async () => {
    mocked.loadManagedBooking.mockResolvedValue({
      ok: false,
      error: {
        status: 400,
        code: 'P0001',
        message: MANAGE_LINK_INVALID_MESSAGE,
        hint: 'manage_link_invalid',
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+/),
    );
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: /Change|Cancel/ })).toBeNull();
  });

  it('within 24 hours of pickup: the call-us message replaces Change', async () => {
    mocked.loadManagedBooking.mockResolvedValue(
      ready(viewJson({ status: 'confirmed' }, { can_change: false })),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: /BB-200001-MNG/ });
    expect(within(card).queryByRole('button', { name: 'Change booking' })).toBeNull();
    expect(card).toHaveTextContent(changeCutoffMessage('+1 246 269 9288'));
    expect(within(card).getByRole('link', { name: 'Call +1 246 269 9288' })).toHaveAttribute(
      'href',
      'tel:+12462699288',
    );
    expect(within(card).getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  });

  it('a cancelled booking offers neither change nor cancel', async () => {
    mocked.loadManagedBooking.mockResolvedValue(
      ready(viewJson({ status: 'cancelled' }, { can_change: false, can_cancel: false })),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: /BB-200001-MNG/ });
    expect(card).toHaveTextContent('Cancelled');
    expect(
      within(card).queryByRole('button', { name: /Change booking|Cancel booking/ }),
    ).toBeNull();
    expect(card).not.toHaveTextContent('Changes are not possible online');
  });

  it('Change: checks the new price, shows old, new and difference, then confirms', async () => {
    const u = userEvent.setup();
    mocked.quoteBookingChange.mockResolvedValue({
      ok: true,
      data: { oldTotal: 110, newTotal: 125, difference: 15 },
    });
    mocked.applyBookingChange.mockResolvedValue(
      ready(viewJson({ pickup_time: '22:30', total_price: 125, calendar_sequence: 1 })),
    );
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Change booking' }));
    const form = screen.getByRole('form', { name: /Change booking BB-200001-MNG/ });
    expect(within(form).getByLabelText('Flight details')).toHaveValue('BA2155');
    fireEvent.change(within(form).getByLabelText('Pickup time'), { target: { value: '22:30' } });
    await u.click(within(form).getByRole('button', { name: 'Check the new price' }));
    const quote = await within(form).findByRole('status');
    expect(mocked.quoteBookingChange).toHaveBeenCalledWith(
      { kind: 'link', token: TOKEN },
      { pickup_time: '22:30' },
    );
    expect(quote).toHaveTextContent('Old total');
    expect(quote).toHaveTextContent('US$110');
    expect(quote).toHaveTextContent('US$125');
    expect(quote).toHaveTextContent('+US$15');
    await u.click(within(form).getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText('We have e-mailed you the updated booking.')).toBeVisible();
    expect(mocked.applyBookingChange).toHaveBeenCalledWith(
      { kind: 'link', token: TOKEN },
      { pickup_time: '22:30' },
    );
    expect(screen.getByRole('article', { name: /BB-200001-MNG/ })).toHaveTextContent('10:30 PM');
  });

  it('Change: a database refusal shows by the field it names and keeps what was typed', async () => {
    const u = userEvent.setup();
    const refusal = 'Too much luggage for the Premium: please choose another vehicle';
    mocked.quoteBookingChange.mockResolvedValue({
      ok: false,
      error: { status: 400, code: '22023', details: 'suitcases', message: refusal },
    });
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Change booking' }));
    const form = screen.getByRole('form', { name: /Change booking/ });
    const suitcases = within(form).getByRole('spinbutton', { name: 'Pieces of luggage' });
    await u.clear(suitcases);
    await u.type(suitcases, '9');
    fireEvent.change(within(form).getByLabelText('Pickup time'), { target: { value: '09:15' } });
    await u.click(within(form).getByRole('button', { name: 'Check the new price' }));
    await waitFor(() => expect(suitcases).toHaveAccessibleDescription(refusal));
    expect(suitcases).toHaveValue(9);
    expect(within(form).getByLabelText('Pickup time')).toHaveValue('09:15');
    expect(within(form).queryByRole('button', { name: 'Confirm the change' })).toBeNull();
  });

  it('Change with nothing changed says so without asking the server', async () => {
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Change booking' }));
    await u.click(screen.getByRole('button', { name: 'Check the new price' }));
    expect(await screen.findByText('Nothing was changed.')).toBeVisible();
    expect(mocked.quoteBookingChange).not.toHaveBeenCalled();
  });

  it('Cancel: the dialog names the refund; Escape keeps the booking; confirming cancels it', async () => {
    const u = userEvent.setup();
    const cancelled = viewJson({ status: 'cancelled' }, { can_change: false, can_cancel: false });
    mocked.cancelManagedBooking.mockResolvedValue({
      ok: true,
      data: {
        view: api.manageViewOf(cancelled),
        refundAmount: 110,
        refundSummary: 'Full refund (100%)',
      },
    });
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel booking BB-200001-MNG?' });
    expect(dialog).toHaveTextContent('Refund if you cancel now: US$110: Full refund (100%).');
    expect(within(dialog).getByRole('button', { name: 'Keep Booking' })).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mocked.cancelManagedBooking).not.toHaveBeenCalled();

    await u.click(screen.getByRole('button', { name: 'Cancel booking' }));
    dialog = screen.getByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(mocked.cancelManagedBooking).toHaveBeenCalledWith(TOKEN);
    const notice = await screen.findByText(/A cancellation e-mail is on its way/);
    expect(notice).toHaveTextContent('Refund: US$110: Full refund (100%).');
    expect(screen.getByRole('article', { name: /BB-200001-MNG/ })).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
