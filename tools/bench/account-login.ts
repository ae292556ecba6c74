// The account remote's cost on the home page and the speed of a sign-in, in Debian chromium against
// the production builds and an in-memory local-supabase:
//   1. brotli bytes mfe-account loads on `/` before Login is pressed (target: none), and after;
//   2. time from the login dialog's 'Log in' click to the dashboard rendered (cold, then warm);
//   3. time from the header's Login click to the dialog ready to type in (cold).
// Run after a build: `npx tsx tools/bench/account-login.ts` (BENCH_PORT_OFFSET moves its ports).
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, type Page } from '@playwright/test';

import { startLocalSupabase } from '@bbt/local-supabase';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { findApp } from '../apps';
import { startFrontEnds } from '../serve/front-end-servers';
import { benchFlags } from './support/bench-flags';
import { openSettledWindow } from './support/settled-window';
import { visibleAt } from './support/visible-at';

// No flags of its own: BENCH_PORT_OFFSET moves its ports.
benchFlags(
  'tools/bench/account-login.ts',
  "The account remote's bytes on `/` and the time of a sign-in, cold and warm.",
  {},
);
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 350);
const RUNS = 5;
const CUSTOMER = { email: 'customer@example.com', password: 'customer-demo-2026' };
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const account = findApp('mfe-account');
const accountOrigin = `http://localhost:${account.port + PORT_OFFSET}`;

/** The precompressed .br size of a file the account remote served (what a CDN would send). */
function brotliBytes(url: string): number {
  const file = path.join(workspaceRoot, 'mfe-account/dist', new URL(url).pathname);
  try {
    return statSync(`${file}.br`).size;
  } catch {
    return statSync(file).size;
  }
}

const backend = await startLocalSupabase({ port: 54321 + PORT_OFFSET, database: {} });
const servers = await startFrontEnds({
  portOffset: PORT_OFFSET,
  env: { ...backend.clientConfig() },
});
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const site = `http://localhost:${4200 + PORT_OFFSET}`;

/** Clicks the header's Login once React runs it; returns the click's time in the page. */
async function clickLoginInHeader(page: Page): Promise<number> {
  const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
  // The prerendered header is plain HTML until React renders it.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('header button')).some((node) =>
      Object.keys(node).some((key) => key.startsWith('__react')),
    ),
  );
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => ((window as unknown as { __loginClickAt: number }).__loginClickAt = performance.now()),
      { capture: true, once: true },
    );
  });
  await login.click();
  const clickedAt = await page.evaluate(
    () => (window as unknown as { __loginClickAt?: number }).__loginClickAt,
  );
  if (typeof clickedAt !== 'number') throw new Error('the Login click was not seen in the page');
  return clickedAt;
}

/** Marks, inside the page, the 'Log in' click and the moment the dashboard heading exists. */
async function watchSignIn(page: Page): Promise<void> {
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: Record<string, number> }).__marks = marks;
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest('button[type="submit"]');
        if (button?.textContent?.includes('Log in')) marks.submit = performance.now();
      },
      true,
    );
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('h1');
      if (marks.submit && heading?.textContent === 'Dashboard') {
        marks.dashboard = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function signInOnce(page: Page): Promise<{ dialogMs: number; signInMs: number }> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const clickedAt = await clickLoginInHeader(page);
  // A warm dialog (the same tab again) may show before the watch starts; only the cold one is printed.
  const shownAt = await visibleAt(page, '[role="dialog"] input[type="email"]', {
    mayAlreadyShow: true,
  });
  const dialogMs = shownAt - clickedAt;
  await watchSignIn(page);
  await dialog.getByLabel('Email').fill(CUSTOMER.email);
  await dialog.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  // A person types for longer than the dialog's preloads (client, account pages) take.
  await page.waitForLoadState('networkidle');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const marks = await page.evaluate(
    () => (window as unknown as { __marks: Record<string, number> }).__marks,
  );
  return { dialogMs, signInMs: (marks.dashboard ?? NaN) - (marks.submit ?? NaN) };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

try {
  const coldDialog: number[] = [];
  const coldSignIn: number[] = [];
  const warmSignIn: number[] = [];
  let beforeLogin = 0;
  let afterLogin = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page } = await openSettledWindow(browser);
    const accountFiles: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(accountOrigin)) accountFiles.push(request.url());
    });
    await page.goto(`${site}/`);
    await page.getByRole('heading', { name: 'Our services' }).waitFor();
    await page.waitForLoadState('networkidle');
    const before = accountFiles.reduce((sum, url) => sum + brotliBytes(url), 0);
    const cold = await signInOnce(page);
    await page.waitForLoadState('networkidle');
    if (run === 0) {
      beforeLogin = before;
      afterLogin = accountFiles.reduce((sum, url) => sum + brotliBytes(url), 0);
    }
    coldDialog.push(cold.dialogMs);
    coldSignIn.push(cold.signInMs);
    // Warm: sign out and in again in the same tab (code cached, client loaded).
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Our services' }).waitFor();
    const warm = await signInOnce(page);
    warmSignIn.push(warm.signInMs);
    await context.close();
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `mfe-account on / before Login is pressed: ${beforeLogin} bytes brotli (target: none)`,
  );
  console.log(
    `mfe-account after the dialog opened and the dashboard rendered: ${kb(afterLogin)} brotli`,
  );
  console.log(
    `Header Login click -> dialog ready (cold, ${RUNS} runs): median ${median(coldDialog).toFixed(0)} ms [${coldDialog.map((v) => v.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `'Log in' click -> dashboard rendered (first sign-in of the visit): median ${median(coldSignIn).toFixed(0)} ms [${coldSignIn.map((v) => v.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `'Log in' click -> dashboard rendered (again, same tab): median ${median(warmSignIn).toFixed(0)} ms [${warmSignIn.map((v) => v.toFixed(0)).join(', ')}]`,
  );
  console.log('(unthrottled, this machine; password hashing on the local server is part of it)');
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
  await backend.close();
}
