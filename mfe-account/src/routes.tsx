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

/** The manage-link page is its own chunk too: only a link from a confirmation opens it. */
const ManagePage = preloadable<object>(() =>
  import('./features/manage/manage-page').then((m) => ({ default: m.ManagePage })),
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
      <Route path="manage/:token" element={<ManagePage.Component />} />
    </Routes>
  );
}
