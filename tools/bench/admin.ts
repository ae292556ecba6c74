// Admin benchmark (`npm run bench`). With 10,000 bookings seeded (service role, in the
// run itself) on an in-memory local-supabase and the production builds served as in `npm start`:
//   (a) /admin/bookings, signed in as the super admin: first render (navigation start → the
//       table's first row) and JS heap after it, median of 5 cold page loads in Debian chromium
//   (b) the query of a filtered page (status + search, newest first, 25 rows, exact count)
//       through supabase-js as the super admin: median and p95 of 100 runs
//   (c) Export CSV of all 10,000 rows in the browser: click → download, median of 3, and the size
// Prints figures only; never fails on time. Run after a build: `npx tsx tools/bench/admin.ts`.
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

import { chromium, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import type { Database } from '@bbt/shared';
import { startLocalSupabase } from '@bbt/local-supabase';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { E2E_JWT_SECRET } from '../../e2e/support/e2e-env';
import { seedBookings } from '../../e2e/support/seed-bookings';
import { startFrontEnds } from '../serve/front-end-servers';
import { benchFlags } from './support/bench-flags';

if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket });

// No flags of its own: --help prints what it measures.
benchFlags(
  'tools/bench/admin.ts',
  'The admin bookings page, its filtered query and the CSV export, with 10,000 bookings.',
  {},
);

const PORT_OFFSET = 520;
const BOOKINGS = 10_000;
const PAGE_LOADS = 5;
const QUERY_RUNS = 100;
const EXPORTS = 3;
const SUPER_ADMIN = { email: 'superadmin@example.com', password: 'superadmin-demo-2026' };

const median = (values: number[]) => percentile(values, 0.5);
function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// The seeder signs its service-role key with the e2e run's secret: the backend must share it.
const backend = await startLocalSupabase({
  port: 54321 + PORT_OFFSET,
  database: {},
  env: { ...process.env, JWT_SECRET: E2E_JWT_SECRET },
});
const servers = await startFrontEnds({
  portOffset: PORT_OFFSET,
  env: { ...backend.clientConfig() },
});
const site = `http://localhost:${4200 + PORT_OFFSET}`;
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);

try {
  const seedStart = performance.now();
  await seedBookings({
    backendUrl: backend.url,
    count: BOOKINGS - 12,
    batch: 'BEN',
    marker: { lastName: 'Zephyrine', every: 53 },
  });
  console.log(
    `Seeded ${BOOKINGS.toLocaleString('en-US')} bookings (12 demo + ${(BOOKINGS - 12).toLocaleString('en-US')}) in ${ms(performance.now() - seedStart)}`,
  );

  const client = createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data: signedIn, error } = await client.auth.signInWithPassword(SUPER_ADMIN);
  if (error || !signedIn.session) throw error ?? new Error('no session');
  const session = JSON.stringify(signedIn.session);

  async function adminPage(): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      (value) => localStorage.setItem('sb-127-auth-token', value),
      session,
    );
    const page = await context.newPage();
    return { page, close: () => context.close() };
  }

  // (a) first render and memory
  const renders: number[] = [];
  const heaps: number[] = [];
  for (let run = 0; run < PAGE_LOADS; run += 1) {
    const { page, close } = await adminPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${site}/admin/bookings`);
    await page.locator('table tbody tr').first().waitFor();
    renders.push(await page.evaluate(() => performance.now()));
    const { metrics } = await cdp.send('Performance.getMetrics');
    heaps.push(metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? NaN);
    await close();
  }
  console.log(
    `/admin/bookings with ${BOOKINGS.toLocaleString('en-US')} bookings (median of ${PAGE_LOADS} cold loads)`,
  );
  console.log(
    `  first render (navigation → first table row): ${ms(median(renders))}  [${renders.map((v) => v.toFixed(0)).join(', ')}]`,
  );
  console.log(`  JS heap used after render: ${mb(median(heaps))}`);

  // (b) the filtered page query
  const samples: number[] = [];
  let total = 0;
  for (let run = 0; run < QUERY_RUNS + 10; run += 1) {
    const started = performance.now();
    const result = await client
      .from('bookings')
      .select(
        'id, reference_number, first_name, last_name, email, status, total_price, created_at',
        { count: 'exact' },
      )
      .eq('status', 'pending')
      .or(
        'reference_number.ilike."*zephyrine*",first_name.ilike."*zephyrine*",last_name.ilike."*zephyrine*",email.ilike."*zephyrine*"',
      )
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(25, 49);
    if (result.error) throw new Error(result.error.message);
    total = result.count ?? 0;
    if (run >= 10) samples.push(performance.now() - started);
  }
  console.log(
    `Filtered page query (status pending + search, page 2 of 25, exact count ${total}), ${QUERY_RUNS} runs after 10 warm-up`,
  );
  console.log(`  median ${ms(median(samples))}, p95 ${ms(percentile(samples, 0.95))}`);

  // (c) CSV export of every row
  const exports: number[] = [];
  let size = 0;
  let lines = 0;
  for (let run = 0; run < EXPORTS; run += 1) {
    const { page, close } = await adminPage();
    await page.goto(`${site}/admin/bookings`);
    await page.locator('table tbody tr').first().waitFor();
    const started = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const file = await readFile(await download.path());
    exports.push(performance.now() - started);
    size = file.byteLength;
    lines = file.toString('utf8').split('\r\n').length;
    await close();
  }
  console.log(`Export CSV of all bookings in the browser (median of ${EXPORTS})`);
  console.log(
    `  ${ms(median(exports))} for ${(lines - 1).toLocaleString('en-US')} rows, ${mb(size)} (${size.toLocaleString('en-US')} bytes)  [${exports.map((v) => v.toFixed(0)).join(', ')}]`,
  );
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
  await backend.close();
}
