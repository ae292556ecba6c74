import { ROUTES } from '@bbt/shared';
import { Route, Routes } from '@bbt/shared/router';

import { RequireRole } from './lib/require-role';
import { AdminBookingsPage } from './features/bookings/admin-bookings-page';
import { AdminDispatchPage } from './features/dispatch/admin-dispatch-page';
import { AdminFleetPage } from './features/fleet/admin-fleet-page';
import { AdminNotFoundPage } from './features/not-found/admin-not-found-page';
import { AdminOverviewPage } from './features/overview/admin-overview-page';
import { AdminSettingsPage } from './features/settings/admin-settings-page';
import { AdminTestimonialsPage } from './features/testimonials/admin-testimonials-page';
import { AdminUsersPage } from './features/users/admin-users-page';

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
            <AdminDispatchPage />
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
            <AdminFleetPage />
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
