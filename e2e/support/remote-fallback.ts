// The shell's fallback for an area whose remote failed, and a way to make a real remote fail while
// rendering (its entry and chunks load and run; only its components throw), without test hooks in
// the production code.
import { expect, type Locator, type Page } from '@playwright/test';

import { REMOTE_ORIGINS, type RemoteKey } from './e2e-env';
import { REMOTE_AREA_NAMES } from './site-routes';

/** The alert RemoteUnavailable renders in the slot of `remote`. */
export function fallbackAlert(page: Page, remote: RemoteKey): Locator {
  return page
    .getByRole('alert')
    .filter({ hasText: `${REMOTE_AREA_NAMES[remote]} is temporarily unavailable` });
}

/** The fallback RemoteUnavailable renders in the slot of `remote`, with Retry and the phone link. */
export async function expectFallback(page: Page, remote: RemoteKey): Promise<void> {
  // A remote that fails shows its fallback at once; one that hangs, 8 s after the remote started
  // loading (the shell's timeout), and the page itself may take seconds to get there: 20 s.
  const alert = fallbackAlert(page, remote);
  await expect(alert.first()).toBeVisible({ timeout: 20_000 });
  await expect(alert.first().getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(
    alert
      .first()
      .getByRole('link', { name: /\+1 246 269 9288/ })
      .first(),
  ).toBeVisible();
}

/**
 * Appended to the real remoteEntry.js: the container the script defined (`var <name>`) is replaced
 * by one that initialises the real share scope and loads the real exposed modules, but hands the
 * shell a default export that throws when React renders it. Each throw is recorded in
 * `window.__renderFailures`, so a test can tell a render failure from a loading one.
 */
function throwingContainerScript(containerName: string): string {
  return `
;(function (name) {
  var real = self[name];
  self[name] = {
    init: function () { return real.init.apply(real, arguments); },
    get: function (exposed) {
      return Promise.resolve(real.get.apply(real, arguments)).then(function (factory) {
        return function () {
          var exports = factory();
          return Object.assign({}, exports, {
            __esModule: true,
            default: function RenderFailureDrill() {
              self.__renderFailures = (self.__renderFailures || []).concat(name + exposed.slice(1));
              throw new Error(name + ' ' + exposed + ' threw while rendering (drill)');
            },
          });
        };
      });
    },
  };
})(${JSON.stringify(containerName)});
`;
}

/** Serves `remote`'s real remoteEntry.js with the throwing container appended. */
export async function makeRemoteThrowWhileRendering(page: Page, remote: RemoteKey): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/remoteEntry.js*`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      status: response.status(),
      contentType: 'text/javascript; charset=utf-8',
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      body: `${await response.text()}\n${throwingContainerScript(remote)}`,
    });
  });
}

/** The exposed modules (e.g. 'mfe_booking/calculator') that threw while rendering on this page. */
export async function renderFailures(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __renderFailures?: string[] }).__renderFailures ?? [],
  );
}
