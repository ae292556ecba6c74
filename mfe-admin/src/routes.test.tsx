import { renderArea } from '@bbt/shared/testing';
import { screen } from '@testing-library/react';

import { AreaRoutes } from './routes';

describe('mfe-admin routes (mounted at /admin/*)', () => {
  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/admin/bookings', 'Manage Bookings'],
    ['/admin/testimonials', 'Manage Testimonials'],
    ['/admin/users', 'Admin Users'],
    ['/admin/settings', 'Settings'],
    ['/admin/unknown', 'Page not found'],
  ])('%s shows "%s"', (url, heading) => {
    renderArea(AreaRoutes, url, { mountPath: '/admin/*' });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
