import { BrowserRouter, Outlet, type RouteObject, useRoutes } from '@bbt/shared/router';
import { useEffect, useLayoutEffect, useState } from 'react';

import { AdminLayout } from '../layout/admin-layout';
import { ToastHost } from '../layout/toast-host';
import { PublicLayout } from '../layout/public-layout';
import { markAppStarted } from '../loading/app-started';
import { carryOverEarlyInteractions } from '../loading/early-interactions';
import { HomePage } from '../pages/home-page';
import { catchUpWithHistory, currentHistoryEntry } from './catch-up-with-history';
import { PublicAreaRoute } from './public-area-route';
import { ScrollManager } from './scroll-manager';

function Root() {
  // Effects run children first: by now every page listener is in place. Tests wait for this to tell
  // the running app from the prerendered HTML, which looks the same; what the visitor did on that
  // HTML (a tap on Login, the phone menu opened) is carried over now.
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
    markAppStarted();
    carryOverEarlyInteractions();
  }, []);
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
  const [rendered] = useState(() => currentHistoryEntry());
  // A parent's layout effect runs after its children's: BrowserRouter listens by now, and no page
  // has navigated yet (those navigations are passive effects).
  useLayoutEffect(() => catchUpWithHistory(rendered), [rendered]);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
