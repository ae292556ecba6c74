import { notify } from '@bbt/shared/ui';
import { renderArea } from '@bbt/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';

import type { DispatchBookingRow, DispatchDay } from '../../data/dispatch-api';
import { ApiCallError } from '../../data/supabase-errors';
import { staffAuth } from '../../testing/auth';
import { AdminDispatchPage } from './admin-dispatch-page';

const booking = (id: string, time: string, reference: string): DispatchBookingRow => ({
  id,
  reference_number: reference,
  first_name: 'Ann',
  last_name: 'Lee',
  phone: '+1 246 555 0100',
  guest_name: null,
  guest_phone_number: null,
  pickup_location: 'Grantley Adams International Airport',
  dropoff_location: 'Sandy Lane',
  pickup_date: '2026-12-07',
  pickup_time: time,
  is_round_trip: false,
  return_date: null,
  return_time: null,
  distance_km: 20,
  passengers: 2,
  suitcases: 2,
  vehicle_type: 'economy',
  flight_details: 'BA2155',
  status: 'confirmed',
});

const DAY: DispatchDay = {
  bookings: [booking('b1', '10:00', 'BB-000001-AAA'), booking('b2', '12:00', 'BB-000002-AAA')],
  extras: [],
  assignments: [{ booking_id: 'b2', driver_id: 'd1', vehicle_id: 'v1', progress: 'assigned' }],
  drivers: [{ id: 'd1', full_name: 'Dwayne Driver', phone: '1', active: true }],
  vehicles: [
    { id: 'v1', plate: 'H 1201', vehicle_type: 'economy', seats: 3, luggage: 4, active: true },
  ],
};

let mockDay = DAY;
const assignBooking = jest.fn();
jest.mock('../../data/dispatch-api', () => ({
  fetchDispatchDay: () => Promise.resolve(mockDay),
  assignBooking: (...args: unknown[]) => assignBooking(...args) as unknown,
}));

function Page() {
  return <AdminDispatchPage />;
}

beforeEach(() => {
  mockDay = DAY;
  assignBooking.mockReset();
  jest.spyOn(notify, 'success').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const article = (name: RegExp) => screen.findByRole('article', { name });

describe('AdminDispatchPage', () => {
  it('counts the unassigned jobs and lists them first', async () => {
    renderArea(Page, '/admin/dispatch?date=2026-12-07', { auth: staffAuth('admin') });
    expect(await screen.findByText('1 of 2 jobs unassigned')).toBeInTheDocument();
    const titles = screen
      .getAllByRole('article')
      .map((item) => item.getAttribute('aria-labelledby'));
    expect(titles).toEqual(['job-b1-outbound', 'job-b2-outbound']);
    expect(
      within(await article(/BB-000002-AAA/)).getByText('Dwayne Driver · H 1201'),
    ).toBeVisible();
  });

  it("shows the database's refusal under the job's selects and keeps the choices", async () => {
    assignBooking.mockRejectedValue(
      new ApiCallError({
        code: '23P01',
        message:
          'Driver Dwayne Driver is already on booking BB-000002-AAA from 2026-12-07 12:00 to 13:05',
      }),
    );
    renderArea(Page, '/admin/dispatch?date=2026-12-07', { auth: staffAuth('admin') });
    const job = await article(/BB-000001-AAA/);
    const driver = within(job).getByLabelText('Driver');
    const vehicle = within(job).getByLabelText('Vehicle');
    fireEvent.change(driver, { target: { value: 'd1' } });
    fireEvent.change(vehicle, { target: { value: 'v1' } });
    fireEvent.click(within(job).getByRole('button', { name: 'Assign' }));
    expect(await within(job).findByRole('alert')).toHaveTextContent(
      'Driver Dwayne Driver is already on booking BB-000002-AAA',
    );
    expect(assignBooking).toHaveBeenCalledWith('b1', 'd1', 'v1');
    expect(driver).toHaveValue('d1');
    expect(vehicle).toHaveValue('v1');
    expect(driver).toHaveAccessibleDescription(/already on booking/);
  });

  it("a save marks the driver busy on the other jobs' selects and keeps what they chose", async () => {
    mockDay = {
      ...DAY,
      bookings: [...DAY.bookings, booking('b3', '10:30', 'BB-000003-AAA')],
      drivers: [
        ...DAY.drivers,
        { id: 'd2', full_name: 'Shontelle Best', phone: '2', active: true },
      ],
    };
    assignBooking.mockResolvedValue({
      booking_id: 'b1',
      driver_id: 'd1',
      vehicle_id: 'v1',
      progress: 'assigned',
    });
    renderArea(Page, '/admin/dispatch?date=2026-12-07', { auth: staffAuth('admin') });
    const other = await article(/BB-000003-AAA/);
    const otherDriver = within(other).getByLabelText('Driver');
    fireEvent.change(otherDriver, { target: { value: 'd2' } });
    expect(within(other).getByRole('option', { name: 'Dwayne Driver' })).toBeInTheDocument();

    const job = await article(/BB-000001-AAA/);
    fireEvent.change(within(job).getByLabelText('Driver'), { target: { value: 'd1' } });
    fireEvent.change(within(job).getByLabelText('Vehicle'), { target: { value: 'v1' } });
    fireEvent.click(within(job).getByRole('button', { name: 'Assign' }));

    expect(await within(job).findByText('Dwayne Driver · H 1201')).toBeVisible();
    expect(
      within(other).getByRole('option', { name: /^Dwayne Driver \(busy .*BB-000001-AAA\)$/ }),
    ).toBeInTheDocument();
    expect(otherDriver).toHaveValue('d2');
  });

  it('is read-only for a moderator', async () => {
    renderArea(Page, '/admin/dispatch?date=2026-12-07', { auth: staffAuth('moderator') });
    expect(await screen.findByText('1 of 2 jobs unassigned')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Dwayne Driver · H 1201')).toBeInTheDocument();
  });
});
