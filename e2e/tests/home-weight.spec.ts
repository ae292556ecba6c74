// The `/` budget (at most 110 KB brotli of script, 10 requests, no heavy library), checked on a
// real cold load of the production builds: sizes and counts only (deterministic), never times.
import { expect, test } from '@playwright/test';

import { listing, recordLoads } from '../support/script-loads';

const BUDGET = { scriptBytes: 110 * 1024, requests: 10 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('a cold visit of / loads at most 110 KB brotli of script in at most 10 requests, and no supabase-js, zod, react-hook-form or maps, before any interaction', async ({
  page,
}) => {
  const recorded = recordLoads(page);

  // A phone (Lighthouse's mobile viewport) that opens / and does nothing: the remotes wait for a
  // scroll or a tap (shell's WhenNeeded), so the shell's own bytes are the whole load.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get an instant price' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loads = await recorded.loads();
  const scripts = loads.filter((load) => load.type === 'script');
  const scriptBytes = scripts.reduce((sum, load) => sum + load.bytes, 0);
  const report = listing('cold load of /, before any interaction', loads);
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
