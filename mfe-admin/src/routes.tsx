import { ROUTES } from '@bbt/shared';
import { Route, Routes } from '@bbt/shared/router';
import { preloadable } from '@bbt/shared/ui';

import { RequireRole } from './lib/require-role';
import { AdminBookingsPage } from './features/bookings/admin-bookings-page';
import { AdminNotFoundPage } from './features/not-found/admin-not-found-page';
import { AdminOverviewPage } from './features/overview/admin-overview-page';
import { AdminSettingsPage } from './features/settings/admin-settings-page';
import { AdminTestimonialsPage } from './features/testimonials/admin-testimonials-page';
import { AdminUsersPage } from './features/users/admin-users-page';

/** Dispatch and Fleet are their own chunks: the pages every staff member opens do not carry them. */
const DispatchPage = preloadable<object>(() =>
  import('./features/dispatch/admin-dispatch-page').then((m) => ({ default: m.AdminDispatchPage })),
);
const FleetPage = preloadable<object>(() =>
  import('./features/fleet/admin-fleet-page').then((m) => ({ default: m.AdminFleetPage })),
);

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
            <AdminOverviewPage />
          </RequireRole>
        }
      />
      <Route
        path="bookings"
        element={
          <RequireRole minimum={ROUTES.adminBookings.minRole}>
            <AdminBookingsPage />
          </RequireRole>
        }
      />
      <Route
        path="dispatch"
        element={
          <RequireRole minimum={ROUTES.adminDispatch.minRole}>
            <DispatchPage.Component />
          </RequireRole>
        }
      />
      <Route
        path="testimonials"
        element={
          <RequireRole minimum={ROUTES.adminTestimonials.minRole}>
            <AdminTestimonialsPage />
          </RequireRole>
        }
      />
      <Route
        path="fleet"
        element={
          <RequireRole minimum={ROUTES.adminFleet.minRole}>
            <FleetPage.Component />
          </RequireRole>
        }
      />
      <Route
        path="users"
        element={
          <RequireRole minimum={ROUTES.adminUsers.minRole}>
            <AdminUsersPage />
          </RequireRole>
        }
      />
      <Route
        path="settings"
        element={
          <RequireRole minimum={ROUTES.adminSettings.minRole}>
            <AdminSettingsPage />
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
