// Admin benchmark (`npm run bench`). With 10,000 bookings seeded (service role, in the run itself)
// on local-supabase over in-memory PGlite and over PostgreSQL 15 (skipped with the reason when no
// PostgreSQL 15 can be started here), and the production builds served as in `npm start`:
//   (a) /admin/bookings, signed in as the super admin: first render (navigation start → the
//       table's first row) and JS heap after it, median of 5 cold page loads in Debian chromium
//       (each in a new window that has finished opening: support/settled-window.ts)
//   (b) the query of a filtered page (status + search, newest first, 25 rows, exact count), the
//       search as the page sends it (mfe-admin/src/data: one LIKE on bookings.search_text)
//       through supabase-js as the super admin: median and p95 of 100 runs
//   (c) Export CSV of all 10,000 rows in the browser: click → download, median of 3, and the size
//   (d) the dispatch board of a day with 200 jobs (a third of the open ones assigned to 20 drivers
//       and 20 vehicles): navigation start → the 200th job visible, median of 5 cold page loads
// Ends with one table of every figure beside its target (issue 24). Prints figures only; never
// fails on time. Run after a build: `npx tsx tools/bench/admin.ts [--port-offset 520]`.
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

import { chromium, type Browser, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import type { Database } from '@bbt/shared';
import { type LocalSupabase, startLocalSupabase } from '@bbt/local-supabase';

import { startPostgres15Server } from '../../local-supabase/src/testing/postgres15-server';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { E2E_JWT_SECRET } from '../../e2e/support/e2e-env';
import { seedBookings } from '../../e2e/support/seed-bookings';
import {
  BOOKING_SEARCH_COLUMN,
  loweredSearchFilters,
} from '../../mfe-admin/src/data/search-filter';
import { startFrontEnds } from '../serve/front-end-servers';
import { benchFlags } from './support/bench-flags';
import { openSettledWindow } from './support/settled-window';
import { visibleAt } from './support/visible-at';

if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket });

const flags = benchFlags(
  'tools/bench/admin.ts',
  'The admin bookings page, its filtered query, the CSV export and the dispatch board, with 10,000 bookings.',
  {
    'port-offset':
      'port offset of the PGlite run (backend 54321+, front ends 4200+); the PostgreSQL 15 run uses it + 10 (default 520)',
  },
);
const PORT_OFFSET = flags.wholeNumber('port-offset', 520);
const BOOKINGS = 10_000;
const PAGE_LOADS = 5;
const QUERY_RUNS = 100;
const EXPORTS = 3;
const DISPATCH_LOADS = 5;
const DISPATCH_JOBS = 200;
/** A day inside the seeded bookings' pickup dates (about 83 of them fall on it). */
const DISPATCH_DATE = '2026-12-10';
const DISPATCH_DRIVERS = 20;
/** The search of the filtered page query, as the admin bookings page sends it (one word). */
const [SEARCH = ''] = loweredSearchFilters('zephyrine', BOOKING_SEARCH_COLUMN);
const SUPER_ADMIN = { email: 'superadmin@example.com', password: 'superadmin-demo-2026' };

/** Issue 24's targets. */
const TARGETS = {
  filteredP95: 10,
  firstRow: 1_500,
  csv: 2_000,
  dispatch: 1_000,
};

const median = (values: number[]) => percentile(values, 0.5);
function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const list = (values: number[]) => `[${values.map((v) => v.toFixed(0)).join(', ')}]`;

interface Figures {
  filteredP95: number;
  firstRow: number;
  csv: number;
  dispatch: number;
}

/**
 * The day's remaining jobs (pickups on DISPATCH_DATE up to DISPATCH_JOBS), 20 drivers and 20
 * economy vehicles, and every third open job of the day assigned to them in turn. SQL as the
 * database owner: fast, and the same on PGlite and PostgreSQL.
 */
function dispatchSeedSql(onDay: number): string {
  const extra = Math.max(0, DISPATCH_JOBS - onDay);
  return `
    insert into public.bookings (
      reference_number, idempotency_key, request_fingerprint, first_name, last_name, email, phone,
      trip_type, pickup_location, dropoff_location, distance_km, pickup_date, pickup_time,
      passengers, suitcases, vehicle_type, payment_method, total_price, status, created_at, updated_at)
    select 'BB-' || lpad(g::text, 6, '0') || '-DSP', gen_random_uuid(), md5('dispatch:' || g),
           'Dana', 'Dispatch', 'dispatch.guest.' || g || '@example.com', '+1 246 555 0100',
           'inland', 'Grantley Adams International Airport', 'Sandy Lane Hotel', 5 + g % 40,
           date '${DISPATCH_DATE}', lpad((5 + g % 18)::text, 2, '0') || ':' || lpad(((g * 5) % 60)::text, 2, '0'), 1 + g % 2, g % 4,
           'economy', 'cash', 30 + g % 90,
           (array['pending', 'confirmed', 'completed', 'cancelled'])[1 + g % 4],
           now(), now()
      from generate_series(1, ${extra}) as g;
    insert into public.drivers (full_name, phone)
    select 'Bench Driver ' || g, '+1 246 555 ' || lpad((2000 + g)::text, 4, '0')
      from generate_series(1, ${DISPATCH_DRIVERS}) as g;
    insert into public.vehicles (plate, vehicle_type, seats, luggage)
    select 'BEN ' || g, 'economy', 3, 4 from generate_series(1, ${DISPATCH_DRIVERS}) as g;
    with open as (
      select b.id, row_number() over (order by b.pickup_time, b.id) as n
        from public.bookings b
       where b.pickup_date = date '${DISPATCH_DATE}' and b.status in ('pending', 'confirmed')
    ), drivers as (
      select id, row_number() over (order by full_name) - 1 as k
        from public.drivers where full_name like 'Bench Driver %'
    ), vehicles as (
      select id, row_number() over (order by plate) - 1 as k
        from public.vehicles where plate like 'BEN %'
    )
    insert into public.booking_assignments (booking_id, driver_id, vehicle_id)
    select open.id, d.id, v.id
      from open
      join drivers d on d.k = (open.n / 3) % ${DISPATCH_DRIVERS}
      join vehicles v on v.k = (open.n / 3) % ${DISPATCH_DRIVERS}
     where open.n % 3 = 0;
    analyze public.bookings;
    analyze public.booking_assignments;`;
}

async function measure(
  label: string,
  backend: LocalSupabase,
  portOffset: number,
  browser: Browser,
): Promise<Figures> {
  console.log(`\n--- ${label} ---`);
  const servers = await startFrontEnds({ portOffset, env: { ...backend.clientConfig() } });
  const site = `http://localhost:${4200 + portOffset}`;
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
    // supabase-js's storage key for the site's backend URL (sb-<first label of the host>-auth-token).
    const storageKey = `sb-${new URL(backend.clientConfig().supabaseUrl).hostname.split('.')[0]}-auth-token`;

    async function adminPage(): Promise<{ page: Page; close: () => Promise<void> }> {
      const { context, page } = await openSettledWindow(browser, {
        viewport: { width: 1280, height: 900 },
      });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        storageKey,
        session,
      ] as const);
      return { page, close: () => context.close() };
    }

    // (a) first render and memory
    const renders: number[] = [];
    const heaps: number[] = [];
    for (let run = 0; run < PAGE_LOADS; run += 1) {
      const { page, close } = await adminPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${site}/admin/bookings`, { waitUntil: 'commit' });
      renders.push(await visibleAt(page, 'table tbody tr'));
      const { metrics } = await cdp.send('Performance.getMetrics');
      heaps.push(metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? NaN);
      await close();
    }
    console.log(
      `/admin/bookings with ${BOOKINGS.toLocaleString('en-US')} bookings (median of ${PAGE_LOADS} cold loads)`,
    );
    console.log(
      `  first render (navigation → first table row): ${ms(median(renders))}  ${list(renders)}`,
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
        .or(SEARCH)
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
      `  ${ms(median(exports))} for ${(lines - 1).toLocaleString('en-US')} rows, ${mb(size)} (${size.toLocaleString('en-US')} bytes)  ${list(exports)}`,
    );

    // (d) the dispatch board of a day with 200 jobs (seeded after the export: it stays 10,000 rows)
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.bookings where pickup_date = date '${DISPATCH_DATE}'`,
    );
    await backend.db.exec(dispatchSeedSql(rows[0]?.n ?? 0));
    const boards: number[] = [];
    for (let run = 0; run < DISPATCH_LOADS; run += 1) {
      const { page, close } = await adminPage();
      await page.goto(`${site}/admin/dispatch?date=${DISPATCH_DATE}`, { waitUntil: 'commit' });
      boards.push(await visibleAt(page, 'ol > li article', { nth: DISPATCH_JOBS }));
      const jobs = page.getByRole('list').filter({ has: page.getByRole('article') });
      await jobs
        .getByRole('article')
        .nth(DISPATCH_JOBS - 1)
        .waitFor();
      const shown = await jobs.getByRole('article').count();
      if (shown !== DISPATCH_JOBS) throw new Error(`dispatch board shows ${shown} jobs`);
      await close();
    }
    console.log(
      `/admin/dispatch?date=${DISPATCH_DATE} with ${DISPATCH_JOBS} jobs (median of ${DISPATCH_LOADS} cold loads)`,
    );
    console.log(
      `  navigation → ${DISPATCH_JOBS}th job visible: ${ms(median(boards))}  ${list(boards)}`,
    );

    return {
      filteredP95: percentile(samples, 0.95),
      firstRow: median(renders),
      csv: median(exports),
      dispatch: median(boards),
    };
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

function printTable(pglite: Figures | string, pg15: Figures | string): void {
  const cell = (figures: Figures | string, key: keyof Figures) =>
    typeof figures === 'string' ? 'not run' : ms(figures[key]);
  const rows: [string, keyof Figures][] = [
    ['filtered page query p95 (status + search, 25 rows, exact count)', 'filteredP95'],
    [`/admin/bookings first row (median of ${PAGE_LOADS})`, 'firstRow'],
    [`Export CSV of ${BOOKINGS.toLocaleString('en-US')} rows (median of ${EXPORTS})`, 'csv'],
    [
      `dispatch board, ${DISPATCH_JOBS} jobs: ${DISPATCH_JOBS}th job visible (median of ${DISPATCH_LOADS})`,
      'dispatch',
    ],
  ];
  const lines = [
    ['measure', 'PGlite', 'PG15', 'target'],
    ...rows.map(([name, key]) => [
      name,
      cell(pglite, key),
      cell(pg15, key),
      `≤ ${ms(TARGETS[key])}`,
    ]),
  ];
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\nIssue 24 targets, ${BOOKINGS.toLocaleString('en-US')} bookings:`);
  console.log(format(lines[0]!));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines.slice(1)) console.log(format(line));
  if (typeof pg15 === 'string') console.log(`PostgreSQL 15 not run: ${pg15}`);
}

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
let pglite: Figures | string = 'not run';
let pg15: Figures | string = 'not run';
try {
  // The seeder signs its service-role key with the e2e run's secret: the backend must share it.
  const backend = await startLocalSupabase({
    port: 54321 + PORT_OFFSET,
    database: {},
    env: { ...process.env, JWT_SECRET: E2E_JWT_SECRET },
  });
  try {
    pglite = await measure('PGlite (in memory)', backend, PORT_OFFSET, browser);
  } finally {
    await backend.close();
  }

  const server = await startPostgres15Server({ JWT_SECRET: E2E_JWT_SECRET });
  if ('reason' in server) {
    pg15 = server.reason;
  } else {
    try {
      const label = `PostgreSQL ${server.cluster.version.split(' ')[0]}`;
      pg15 = await measure(label, server.api.server, PORT_OFFSET + 10, browser);
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
printTable(pglite, pg15);
