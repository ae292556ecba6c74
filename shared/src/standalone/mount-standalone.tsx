import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@bbt/shared/router';

// Through the package name, not relative paths: the remote must use the same (shared) module
// instance as its exposed pages, or the harness would create a second auth store.
import {
  authStore,
  getSupabase,
  initAuth,
  loadRuntimeConfig,
  loadSiteSettings,
  SIGNED_OUT_STATE,
  SITE,
} from '@bbt/shared';

export interface StandaloneOptions {
  /** Display name of the area, shown in the harness banner. */
  area: string;
  /** Where the remote's routes are mounted, e.g. '/*' or '/admin/*'. */
  mountPath: string;
  routes: ComponentType;
}

/**
 * Dev harness for one remote running alone (`nx serve mfe-admin`). In the composed site the shell
 * is the host and does all of this; here the remote plays host for its own pages.
 */
export async function mountStandalone({ area, mountPath, routes: AreaRoutes }: StandaloneOptions) {
  await loadRuntimeConfig();
  void loadSiteSettings();
  getSupabase()
    .then(initAuth)
    .catch(() => authStore.setState(SIGNED_OUT_STATE));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <header className="site-header">
          <div className="container site-header__inner">
            <Link className="brand" to="/">
              {SITE.businessName}
              <small>{area} (standalone)</small>
            </Link>
          </div>
        </header>
        <main id="main-content" className="app-main" tabIndex={-1}>
          <Routes>
            <Route path={mountPath} element={<AreaRoutes />} />
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
