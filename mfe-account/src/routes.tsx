import { Route, Routes } from '@bbt/shared/router';
import { lazyPage, pageAtSegment, pageChunks } from '@bbt/shared/ui';

/**
 * Each page is its own chunk: My Bookings and the drivers' page no longer evaluate the settings and
 * password forms (zod, react-hook-form), and customers' pages do not carry the drivers' page.
 */
const AREA = pageChunks(
  {
    dashboard: lazyPage(() =>
      import('./features/dashboard/dashboard-page').then((m) => m.DashboardPage),
    ),
    myBookings: lazyPage(() =>
      import('./features/bookings/my-bookings-page').then((m) => m.MyBookingsPage),
    ),
    accountSettings: lazyPage(() =>
      import('./features/settings/account-settings-page').then((m) => m.AccountSettingsPage),
    ),
    resetPassword: lazyPage(() =>
      import('./features/password/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
    driver: lazyPage(() => import('./features/driver/driver-page').then((m) => m.DriverPage)),
    manage: lazyPage(() => import('./features/manage/manage-page').then((m) => m.ManagePage)),
  },
  pageAtSegment(1, {
    dashboard: 'dashboard',
    'my-bookings': 'myBookings',
    'account-settings': 'accountSettings',
    'reset-password': 'resetPassword',
    driver: 'driver',
    manage: 'manage',
  }),
);
const PAGES = AREA.pages;
export const { preloadPageFor, preloadAllPages } = AREA;

/** mfe-account's pages, relative to `/`. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<PAGES.dashboard.Component />} />
      <Route path="my-bookings" element={<PAGES.myBookings.Component />} />
      <Route path="account-settings" element={<PAGES.accountSettings.Component />} />
      <Route path="reset-password" element={<PAGES.resetPassword.Component />} />
      <Route path="driver" element={<PAGES.driver.Component />} />
      <Route path="manage/:token" element={<PAGES.manage.Component />} />
    </Routes>
  );
}
