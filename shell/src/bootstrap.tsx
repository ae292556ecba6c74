import { loadSiteSettings, type RuntimeConfig, setRuntimeConfig } from '@bbt/shared';
import { keepPrerenderedServicePictures } from '@bbt/shared/ui/first-paint';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { startAuth } from './auth/start-auth';
import { watchFirstInteraction } from './loading/first-interaction';
import { capturePrerenderedPicture } from './loading/prerendered-picture';
import { capturePrerenderedSections } from './loading/prerendered-sections';
import { AppRouter } from './routing/router';

export function mount(env: Partial<RuntimeConfig>): void {
  setRuntimeConfig(env);
  watchFirstInteraction();
  void loadSiteSettings(); // staff-edited phone, hours, figures...: a plain fetch, built-ins until then
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  capturePrerenderedPicture(container, window.location.pathname);
  capturePrerenderedSections(container);
  keepPrerenderedServicePictures(container);
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: taps and scrolls on the prerendered page are not
  // kept waiting, and nothing changes on screen until React commits what the HTML already shows.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppRouter />
      </StrictMode>,
    );
  });
  startAuth();
}
