import {
  authStore,
  getSupabase,
  initAuth,
  type RuntimeConfig,
  setRuntimeConfig,
} from '@bbt/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { createAppRouter } from './routing/router';

/** Only the shell initialises auth; on `/` it waits until the page is idle (supabase-js is ~45 KB). */
function startAuth(): void {
  const start = () => {
    getSupabase()
      .then(initAuth)
      .catch((error: unknown) => {
        console.error('[shell] auth unavailable', error);
        authStore.setState({ status: 'signed-out', session: null, user: null, adminRole: null });
      });
  };
  if (window.location.pathname === '/' && 'requestIdleCallback' in window) {
    window.requestIdleCallback(start, { timeout: 1500 });
  } else {
    start();
  }
}

export function mount(env: Partial<RuntimeConfig>): void {
  setRuntimeConfig(env);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
  startAuth();
}
