// The `/` budget of web-quality-reference.md (P7, P9, P12), checked on a real cold load of the
// production builds: sizes and counts only (deterministic), never times.
import { expect, type Request, test } from '@playwright/test';

import { librariesIn } from '../support/library-markers';

const BUDGET = { scriptBytes: 110 * 1024, requests: 10 };

interface Load {
  url: string;
  type: string;
  encoding: string;
  /** Bytes on the wire (the encoded body). */
  bytes: number;
  libraries: string[];
}

async function describeLoad(request: Request): Promise<Load> {
  const response = await request.response();
  const sizes = await request.sizes();
  const type = request.resourceType();
  const body = type === 'script' && response ? (await response.body()).toString('utf8') : '';
  return {
    url: request.url(),
    type,
    encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
    bytes: sizes.responseBodySize,
    libraries: librariesIn(body),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function listing(loads: readonly Load[]): string {
  const lines = loads.map(
    (load) =>
      `  ${kb(load.bytes).padStart(9)}  ${load.encoding.padEnd(8)} ${load.type.padEnd(8)} ${load.url}` +
      (load.libraries.length > 0 ? `  <- ${load.libraries.join(', ')}` : ''),
  );
  return [`cold load of /, before any interaction (${loads.length} requests):`, ...lines].join(
    '\n',
  );
}

test('a cold visit of / loads at most 110 KB brotli of script in at most 10 requests, and no supabase-js, zod, react-hook-form or maps, before any interaction', async ({
  page,
}) => {
  const pending: Promise<Load>[] = [];
  page.on('requestfinished', (request) => pending.push(describeLoad(request)));
  page.on('requestfailed', (request) => pending.push(describeLoad(request)));

  // A phone (Lighthouse's mobile viewport) that opens / and does nothing: the remotes wait for a
  // scroll or a tap (shell's WhenNeeded), so the shell's own bytes are the whole load.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get an instant price' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loads = (await Promise.all(pending)).filter((load) => !load.url.startsWith('data:'));
  const scripts = loads.filter((load) => load.type === 'script');
  const scriptBytes = scripts.reduce((sum, load) => sum + load.bytes, 0);
  const report = listing(loads);
  console.log(`${report}\n  scripts: ${kb(scriptBytes)} in ${scripts.length} files`);

  expect
    .soft(
      scripts.filter((load) => load.encoding !== 'br').map((load) => load.url),
      `every script is served brotli-compressed\n${report}`,
    )
    .toEqual([]);
  expect
    .soft(scriptBytes, `script bytes (brotli) on / > ${kb(BUDGET.scriptBytes)}\n${report}`)
    .toBeLessThanOrEqual(BUDGET.scriptBytes);
  expect
    .soft(loads.length, `requests on / > ${BUDGET.requests}\n${report}`)
    .toBeLessThanOrEqual(BUDGET.requests);
  expect
    .soft(
      scripts.filter((load) => load.libraries.length > 0).map((load) => load.url),
      `scripts carrying supabase-js, zod, react-hook-form or maps code before any interaction\n${report}`,
    )
    .toEqual([]);
});
