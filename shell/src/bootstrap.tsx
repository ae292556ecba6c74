import { loadSiteSettings, type RuntimeConfig, setRuntimeConfig } from '@bbt/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { startAuth } from './auth/start-auth';
import { capturePrerenderedPicture } from './loading/prerendered-picture';
import { AppRouter } from './routing/router';

export function mount(env: Partial<RuntimeConfig>): void {
  setRuntimeConfig(env);
  void loadSiteSettings(); // staff-edited phone, hours, figures...: a plain fetch, built-ins until then
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  capturePrerenderedPicture(container, window.location.pathname);
  createRoot(container).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
  startAuth();
}
