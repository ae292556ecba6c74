import { Route, Routes } from '@bbt/shared/router';
import { preloadable } from '@bbt/shared/ui';

import { MyBookingsPage } from './features/bookings/my-bookings-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { ResetPasswordPage } from './features/password/reset-password-page';
import { AccountSettingsPage } from './features/settings/account-settings-page';

/** The drivers' page is its own chunk: customers' pages do not carry it. */
const DriverPage = preloadable<object>(() =>
  import('./features/driver/driver-page').then((m) => ({ default: m.DriverPage })),
);

/** mfe-account's pages, relative to `/`. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="my-bookings" element={<MyBookingsPage />} />
      <Route path="account-settings" element={<AccountSettingsPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="driver" element={<DriverPage.Component />} />
    </Routes>
  );
}
