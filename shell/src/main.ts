// Entry: read the runtime file, register the remotes, then start the app behind an async boundary
// (shared singletons such as React are negotiated before bootstrap runs; nothing here is eager).
import { watchCarryOver } from '@bbt/shared/ui/first-paint';

import { afterFirstPaint } from './loading/after-first-paint';
import { watchEarlyInteractions } from './loading/early-interactions';
import { watchFocus } from './loading/focus-carry-over';
import { rememberedEndpoint, rememberEndpoint } from './loading/remembered-endpoint';
import { revealPrivatePage } from './loading/reveal-private-page';
import { preloadPageRemote } from './remotes/preload-page-remote';
import { registerRemoteManifest } from './remotes/registry';
import { loadRuntimeFiles } from './remotes/runtime-files';

/**
 * Longest the app waits for a returning staff member's or driver's access check before it starts
 * loading. The check (a CORS preflight and one small read) answers in two round trips; downloading
 * and running the app's 250 KB at the same time would hold back both the answer and the paint of
 * the head it reveals. The app starts at most this much later, and they see their page at once.
 */
const ACCESS_CHECK_HEAD_START_MS = 400;

function startApp(): void {
  // The app's own chunks (bootstrap, framework) download while runtime.json is on its way, rather
  // than after it: one round trip less before the first render.
  const bootstrap = import('./bootstrap');

  void loadRuntimeFiles().then(async ({ remotes, env }) => {
    rememberEndpoint(env);
    void revealPrivatePage(env);
    try {
      registerRemoteManifest(remotes);
      preloadPageRemote(remotes, window.location.pathname);
    } catch (error) {
      console.error('[shell] could not register remotes; their areas will show fallbacks', error);
    }
    const { mount } = await bootstrap;
    mount(env);
  });
}

function startPage(): void {
  // Taps on the prerendered page's buttons, and the phone menu opened, before the app runs; what is
  // typed into the HTML's forms and where the focus is, until the app's own parts replace them.
  watchEarlyInteractions();
  watchCarryOver();
  watchFocus();

  // On a signed-in page, a returning visitor's access check needs only the Supabase address of
  // their last visit: it starts at once and reveals the page's head when it says yes.
  const accessCheck = revealPrivatePage(rememberedEndpoint() ?? {});

  // The prerendered HTML (header, the page's head) paints first; then everything starts at once.
  if (accessCheck) {
    const headStart = new Promise((resolve) => setTimeout(resolve, ACCESS_CHECK_HEAD_START_MS));
    void Promise.race([accessCheck, headStart]).then(() => afterFirstPaint(startApp));
  } else {
    afterFirstPaint(startApp);
  }
}

// A signed-out visitor to a signed-in page never gets here: the page's document sends them home
// first (loading/signed-out-redirect.ts).
startPage();
