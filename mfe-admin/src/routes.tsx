import { ROUTES } from '@bbt/shared';
import { Route, Routes } from '@bbt/shared/router';
import { lazyPage, pageAtSegment, pageChunks } from '@bbt/shared/ui';

import { RequireRole } from './lib/require-role';
import { AdminNotFoundPage } from './features/not-found/admin-not-found-page';

/**
 * Each page is its own chunk: the overview no longer evaluates the bookings export (papaparse) or
 * any form (zod, react-hook-form), and no page carries Dispatch or Fleet.
 */
const AREA = pageChunks(
  {
    overview: lazyPage(() =>
      import('./features/overview/admin-overview-page').then((m) => m.AdminOverviewPage),
    ),
    bookings: lazyPage(() =>
      import('./features/bookings/admin-bookings-page').then((m) => m.AdminBookingsPage),
    ),
    dispatch: lazyPage(() =>
      import('./features/dispatch/admin-dispatch-page').then((m) => m.AdminDispatchPage),
    ),
    testimonials: lazyPage(() =>
      import('./features/testimonials/admin-testimonials-page').then(
        (m) => m.AdminTestimonialsPage,
      ),
    ),
    fleet: lazyPage(() =>
      import('./features/fleet/admin-fleet-page').then((m) => m.AdminFleetPage),
    ),
    users: lazyPage(() =>
      import('./features/users/admin-users-page').then((m) => m.AdminUsersPage),
    ),
    settings: lazyPage(() =>
      import('./features/settings/admin-settings-page').then((m) => m.AdminSettingsPage),
    ),
  },
  // The area is mounted at /admin: the page is the second segment, the overview its index.
  pageAtSegment(2, {
    '': 'overview',
    bookings: 'bookings',
    dispatch: 'dispatch',
    testimonials: 'testimonials',
    fleet: 'fleet',
    users: 'users',
    settings: 'settings',
  }),
);
const PAGES = AREA.pages;
export const { preloadPageFor, preloadAllPages } = AREA;

/**
 * mfe-admin's pages, relative to `/admin` (the shell mounts this area at /admin/*), each behind its
 * minimum role (kept in ROUTES): every staff role for the overview, bookings, dispatch and
 * testimonials, admin for Users, super_admin for Settings.
 */
export function AreaRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <RequireRole minimum={ROUTES.adminOverview.minRole}>
            <PAGES.overview.Component />
          </RequireRole>
        }
      />
      <Route
        path="bookings"
        element={
          <RequireRole minimum={ROUTES.adminBookings.minRole}>
            <PAGES.bookings.Component />
          </RequireRole>
        }
      />
      <Route
        path="dispatch"
        element={
          <RequireRole minimum={ROUTES.adminDispatch.minRole}>
            <PAGES.dispatch.Component />
          </RequireRole>
        }
      />
      <Route
        path="testimonials"
        element={
          <RequireRole minimum={ROUTES.adminTestimonials.minRole}>
            <PAGES.testimonials.Component />
          </RequireRole>
        }
      />
      <Route
        path="fleet"
        element={
          <RequireRole minimum={ROUTES.adminFleet.minRole}>
            <PAGES.fleet.Component />
          </RequireRole>
        }
      />
      <Route
        path="users"
        element={
          <RequireRole minimum={ROUTES.adminUsers.minRole}>
            <PAGES.users.Component />
          </RequireRole>
        }
      />
      <Route
        path="settings"
        element={
          <RequireRole minimum={ROUTES.adminSettings.minRole}>
            <PAGES.settings.Component />
          </RequireRole>
        }
      />
      <Route
        path="*"
        element={
          <RequireRole minimum="moderator">
            <AdminNotFoundPage />
          </RequireRole>
        }
      />
    </Routes>
  );
}
