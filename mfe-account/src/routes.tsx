import { Route, Routes } from '@bbt/shared/router';

import { MyBookingsPage } from './features/bookings/my-bookings-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { DriverPage } from './features/driver/driver-page';
import { ResetPasswordPage } from './features/password/reset-password-page';
import { AccountSettingsPage } from './features/settings/account-settings-page';

/** mfe-account's pages, relative to `/`. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="my-bookings" element={<MyBookingsPage />} />
      <Route path="account-settings" element={<AccountSettingsPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="driver" element={<DriverPage />} />
    </Routes>
  );
}
