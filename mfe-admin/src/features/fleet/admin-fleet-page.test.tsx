import { vehicleTitle } from '@bbt/shared/domain';
import { notify } from '@bbt/shared/ui';
import { renderArea } from '@bbt/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import type { FleetDriver, FleetVehicle } from '../../data/fleet-api';
import { ApiCallError } from '../../data/supabase-errors';
import { staffAuth } from '../../testing/auth';
import { AdminFleetPage } from './admin-fleet-page';

const vehicle: FleetVehicle = {
  id: 'v1',
  plate: 'H 1234',
  vehicle_type: 'luxury',
  seats: 3,
  luggage: 4,
  active: true,
  notes: 'Leather seats',
};
const driver: FleetDriver = {
  id: 'd1',
  full_name: 'Ann Lee',
  phone: '+1 246 555 0100',
  active: true,
  user_id: 'u1',
  accountEmail: 'ann@example.com',
  openJobs: 2,
};

const deleteVehicle = jest.fn();
const fetchVehicles = jest.fn(() => Promise.resolve([vehicle]));
jest.mock('../../data/fleet-api', () => ({
  fetchVehicles: () => fetchVehicles(),
  fetchDrivers: () => Promise.resolve([driver]),
  deleteVehicle: (id: string) => deleteVehicle(id) as unknown,
  addVehicle: jest.fn(),
  updateVehicle: jest.fn(),
  addDriver: jest.fn(),
  updateDriver: jest.fn(),
  deleteDriver: jest.fn(),
  linkDriverAccount: jest.fn(),
}));

const render = (role: 'moderator' | 'admin') =>
  renderArea(() => <AdminFleetPage />, '/admin/fleet', {
    mountPath: '/admin/fleet',
    auth: staffAuth(role),
  });

afterEach(() => jest.clearAllMocks());

describe('AdminFleetPage', () => {
  it('shows the drivers under the vehicles, even when the vehicles could not load', async () => {
    fetchVehicles.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 'id');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render('moderator');
    const drivers = await screen.findByRole('table', { name: 'Drivers' });
    expect(within(drivers).getByText('ann@example.com')).toBeVisible();
    expect(error).toHaveBeenCalledWith('Could not load the vehicles. Please try again.');
    error.mockRestore();
    logged.mockRestore();
  });

  it('shows the vehicles and drivers to a moderator, read-only', async () => {
    render('moderator');
    const vehicles = await screen.findByRole('table', { name: 'Vehicles' });
    expect(within(vehicles).getByRole('rowheader', { name: 'H 1234' })).toBeInTheDocument();
    expect(within(vehicles).getByText(vehicleTitle('luxury'))).toBeInTheDocument();
    const drivers = await screen.findByRole('table', { name: 'Drivers' });
    expect(within(drivers).getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add vehicle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit H 1234' })).not.toBeInTheDocument();
    expect(screen.getByText('Only an admin can change the fleet.')).toBeInTheDocument();
  });

  it('tells an admin to deactivate a vehicle that is on a booking', async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 'id');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    deleteVehicle.mockRejectedValue(new ApiCallError({ code: '23001', message: 'restrict' }));
    render('admin');
    fireEvent.click(
      await screen.findAllByRole('button', { name: 'Delete H 1234' }).then((b) => b[0]!),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('This vehicle is on a booking; deactivate it instead.'),
    );
    expect(deleteVehicle).toHaveBeenCalledWith('v1');
  });
});
