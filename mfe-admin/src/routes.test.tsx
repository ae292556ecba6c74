import { SIGNED_OUT_STATE } from '@bbt/shared';
import { renderArea } from '@bbt/shared/testing';
import { screen } from '@testing-library/react';

import { AreaRoutes, preloadAllPages } from './routes';
import { staffAuth } from './testing/auth';

jest.mock('./data/bookings-api', () => ({
  fetchBookingsPage: () => Promise.resolve({ rows: [], total: 0 }),
  fetchRecentBookings: () => Promise.resolve([]),
}));
jest.mock('./data/dispatch-api', () => ({
  fetchDispatchDay: () =>
    Promise.resolve({ bookings: [], extras: [], assignments: [], drivers: [], vehicles: [] }),
  countUnassignedSoon: () => Promise.resolve(0),
}));
jest.mock('./data/stats-api', () => ({ fetchAdminStats: () => new Promise(() => undefined) }));
jest.mock('./data/testimonials-api', () => ({
  ...jest.requireActual('./data/testimonials-api'),
  fetchTestimonialsPage: () => Promise.resolve({ rows: [], total: 0 }),
  fetchRecentTestimonials: () => Promise.resolve([]),
}));
jest.mock('./data/fleet-api', () => ({
  fetchVehicles: () => Promise.resolve([]),
  fetchDrivers: () => Promise.resolve([]),
}));
jest.mock('./data/staff-api', () => ({ fetchStaff: () => Promise.resolve([]) }));
jest.mock('./data/settings-api', () => ({
  fetchSiteSettingsRow: () => new Promise(() => undefined),
  fetchSiteSettingsChanges: () => Promise.resolve([]),
}));

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeAll(() => preloadAllPages());

describe('mfe-admin routes (mounted at /admin/*)', () => {
  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/admin/bookings', 'Manage Bookings'],
    ['/admin/dispatch', 'Dispatch'],
    ['/admin/testimonials', 'Manage Testimonials'],
    ['/admin/fleet', 'Fleet'],
    ['/admin/users', 'Admin Users'],
    ['/admin/settings', 'Settings'],
    ['/admin/unknown', 'Page not found'],
  ])('a super admin at %s sees "%s"', async (url, name) => {
    renderArea(AreaRoutes, url, { mountPath: '/admin/*', auth: staffAuth('super_admin') });
    expect(await heading(name)).toBeInTheDocument();
  });

  it.each([
    ['moderator', '/admin/users'],
    ['moderator', '/admin/settings'],
    ['admin', '/admin/settings'],
  ] as const)('a %s below the minimum of %s is sent to /admin', async (role, url) => {
    renderArea(AreaRoutes, url, { mountPath: '/admin/*', auth: staffAuth(role) });
    expect(await heading('Admin Dashboard')).toBeInTheDocument();
  });

  it('an admin may open Users', async () => {
    renderArea(AreaRoutes, '/admin/users', { mountPath: '/admin/*', auth: staffAuth('admin') });
    expect(await heading('Admin Users')).toBeInTheDocument();
  });

  it('nothing of a page shows while the session loads', () => {
    renderArea(AreaRoutes, '/admin/bookings', { mountPath: '/admin/*' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('somebody signed out is sent home', async () => {
    renderArea(AreaRoutes, '/admin/bookings', {
      mountPath: '/admin/*',
      auth: SIGNED_OUT_STATE,
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
