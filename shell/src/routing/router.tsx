import { BrowserRouter, Outlet, type RouteObject, useRoutes } from '@bbt/shared/router';

import { AdminLayout } from '../layout/admin-layout';
import { ToastHost } from '../layout/toast-host';
import { PublicLayout } from '../layout/public-layout';
import { HomePage } from '../pages/home-page';
import { PublicAreaRoute } from './public-area-route';
import { ScrollManager } from './scroll-manager';

function Root() {
  return (
    <>
      <ScrollManager />
      <Outlet />
      <ToastHost />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: 'admin/*', element: <AdminLayout /> },
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '*', element: <PublicAreaRoute /> },
        ],
      },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * A declarative BrowserRouter rather than createBrowserRouter: nothing here uses loaders or
 * actions, and the data router would add about 15 KB brotli to every page.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
