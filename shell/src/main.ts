// Entry: read the runtime file, register the remotes, then start the app behind an async boundary
// (shared singletons such as React are negotiated before bootstrap runs; nothing here is eager).
import { afterFirstPaint } from './loading/after-first-paint';
import { preloadPageRemote } from './remotes/preload-page-remote';
import { registerRemoteManifest } from './remotes/registry';
import { loadRuntimeFiles } from './remotes/runtime-files';

// The prerendered HTML (header, the page's head) paints first; then everything starts at once.
afterFirstPaint(() => {
  // The app's own chunks (bootstrap, framework) download while runtime.json is on its way, rather
  // than after it: one round trip less before the first render.
  const bootstrap = import('./bootstrap');

  void loadRuntimeFiles().then(async ({ remotes, env }) => {
    try {
      registerRemoteManifest(remotes);
      preloadPageRemote(remotes, window.location.pathname);
    } catch (error) {
      console.error('[shell] could not register remotes; their areas will show fallbacks', error);
    }
    const { mount } = await bootstrap;
    mount(env);
  });
});
