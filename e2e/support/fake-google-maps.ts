import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

import { E2E_BASE_URL } from './e2e-env';

const here = path.dirname(fileURLToPath(import.meta.url));
const FAKE_SCRIPT = readFileSync(path.join(here, 'fake-google-maps.script.js'), 'utf8');
export const MAPS_SCRIPT_PATTERN = 'https://maps.googleapis.com/maps/api/js**';

export interface FakeMapsOptions {
  /** Serve the fake script (default), make the script request fail, or block it. */
  script?: 'fake' | 'fail';
  directionsStatus?: string;
  routeKm?: number;
  mapThrows?: boolean;
  /** The script loads but its 'maps' library has no Map (the API is not usable). */
  missingMap?: boolean;
}

/** Gives the page a Google Maps key (runtime config) without touching the server's runtime.json. */
export async function withMapsKey(page: Page, key = 'e2e-fake-key'): Promise<void> {
  await page.route(`${E2E_BASE_URL}/runtime.json`, async (route) => {
    const response = await route.fetch();
    const file = (await response.json()) as { env?: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...file, env: { ...file.env, googleMapsApiKey: key } },
    });
  });
}

/** A key in runtime config and the stand-in script in place of Google's; returns the script hits. */
export async function installFakeGoogleMaps(
  page: Page,
  options: FakeMapsOptions = {},
): Promise<{ scriptRequests: () => number }> {
  let requests = 0;
  await withMapsKey(page);
  await page.addInitScript((config) => {
    (window as unknown as { __FAKE_MAPS__: unknown }).__FAKE_MAPS__ = config;
  }, options);
  await page.route(MAPS_SCRIPT_PATTERN, async (route) => {
    requests += 1;
    if (options.script === 'fail') await route.abort('connectionrefused');
    else await route.fulfill({ contentType: 'text/javascript', body: FAKE_SCRIPT });
  });
  return { scriptRequests: () => requests };
}

/** Every maps request fails: no script reaches the page. */
export async function blockGoogleMaps(page: Page): Promise<void> {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort('blockedbyclient'));
}
