import { createBrowserRouter, Outlet } from 'react-router-dom';

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

export const routes = [
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
