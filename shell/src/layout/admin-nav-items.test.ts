import { adminNavItemsFor } from './admin-nav-items';

const labels = (role: Parameters<typeof adminNavItemsFor>[0]) =>
  adminNavItemsFor(role).map((item) => item.label);

describe('admin navigation per role', () => {
  it('without a checked staff role there is nothing to open', () => {
    expect(labels(null)).toEqual([]);
  });
  it('moderators see Dashboard, Bookings, Dispatch, Testimonials and Fleet', () => {
    expect(labels('moderator')).toEqual([
      'Dashboard',
      'Bookings',
      'Dispatch',
      'Testimonials',
      'Fleet',
    ]);
  });
  it('admins also see Users', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Bookings',
      'Dispatch',
      'Testimonials',
      'Fleet',
      'Users',
    ]);
  });
  it('super admins also see Settings', () => {
    expect(labels('super_admin')).toEqual([
      'Dashboard',
      'Bookings',
      'Dispatch',
      'Testimonials',
      'Fleet',
      'Users',
      'Settings',
    ]);
  });
});
