import { Route, Routes } from 'react-router-dom';

import { AdminNotFoundPage } from './features/not-found/admin-not-found-page';
import { AdminBookingsPage } from './features/bookings/admin-bookings-page';
import { AdminOverviewPage } from './features/overview/admin-overview-page';
import { AdminSettingsPage } from './features/settings/admin-settings-page';
import { AdminTestimonialsPage } from './features/testimonials/admin-testimonials-page';
import { AdminUsersPage } from './features/users/admin-users-page';

/** mfe-admin's pages, relative to `/admin` (the shell mounts this area at /admin/*). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route index element={<AdminOverviewPage />} />
      <Route path="bookings" element={<AdminBookingsPage />} />
      <Route path="testimonials" element={<AdminTestimonialsPage />} />
      <Route path="users" element={<AdminUsersPage />} />
      <Route path="settings" element={<AdminSettingsPage />} />
      <Route path="*" element={<AdminNotFoundPage />} />
    </Routes>
  );
}
