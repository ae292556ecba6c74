// Cold load of `/` in Debian chromium against the production builds: every request with its
// transferred (compressed) size, and the totals against the page-weight budgets below.
// Run after a build: `npx tsx tools/bench/home-weight.ts` (--port-offset=N or BENCH_PORT_OFFSET
// moves its ports). The same cold load is asserted by e2e/tests/home-weight.spec.ts.
import { chromium } from '@playwright/test';

import { startFrontEnds } from '../serve/front-end-servers';
import { DEMO_ANON_KEY } from '@bbt/local-supabase';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { benchFlags, benchPortOffset, portOffsetHelp } from './support/bench-flags';

const flags = benchFlags(
  'tools/bench/home-weight.ts',
  'Every request of a cold load of `/`, its transferred size, and the totals against the budgets.',
  { 'port-offset': portOffsetHelp(300) },
);
const PORT_OFFSET = benchPortOffset(flags, 300);
// No backend is started: env.json points where one would run on this offset.
const LOCAL_SUPABASE_URL = `http://127.0.0.1:${54321 + PORT_OFFSET}`;
const BUDGET = { criticalScriptKb: 110, totalKb: 170, requests: 10 };

interface Row {
  url: string;
  type: string;
  encoding: string;
  bytes: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(title: string, all: Row[], budget?: typeof BUDGET): void {
  const sameMachine = all.filter((row) => row.url.startsWith('http://localhost'));
  console.log(`${title} (${sameMachine.length} requests)`);
  for (const row of sameMachine) {
    console.log(
      `  ${kb(row.bytes).padStart(7)} KB  ${row.encoding.padEnd(8)} ${row.type.padEnd(8)} ${row.url}`,
    );
  }
  const scriptBytes = sameMachine
    .filter((row) => row.type === 'script')
    .reduce((sum, row) => sum + row.bytes, 0);
  const totalBytes = sameMachine.reduce((sum, row) => sum + row.bytes, 0);
  const verdict = (value: number, limit: number) =>
    value <= limit ? 'within budget' : 'OVER BUDGET';
  if (!budget) {
    console.log(`  scripts: ${kb(scriptBytes)} KB, total: ${kb(totalBytes)} KB`);
    return;
  }
  console.log(
    `  scripts: ${kb(scriptBytes)} KB (budget ${budget.criticalScriptKb} KB: ${verdict(scriptBytes / 1024, budget.criticalScriptKb)})`,
  );
  console.log(
    `  total:   ${kb(totalBytes)} KB (budget ${budget.totalKb} KB: ${verdict(totalBytes / 1024, budget.totalKb)})`,
  );
  console.log(
    `  requests: ${sameMachine.length} (budget ${budget.requests}: ${verdict(sameMachine.length, budget.requests)})`,
  );
}

const servers = await startFrontEnds({
  portOffset: PORT_OFFSET,
  env: { supabaseUrl: LOCAL_SUPABASE_URL, supabaseAnonKey: DEMO_ANON_KEY },
});
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);

try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } }); // Lighthouse's phone
  const rows: Row[] = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const sizes = await request.sizes();
    rows.push({
      url: request.url(),
      type: request.resourceType(),
      encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
      bytes: sizes.responseBodySize,
    });
  });
  await page.goto(`http://localhost:${4200 + PORT_OFFSET}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) =>
          resolve(list.getEntries().at(-1)?.startTime ?? -1),
        ).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  const beforeInteraction = [...rows];
  report('Cold load of /, before any interaction', beforeInteraction, BUDGET);
  console.log(`  LCP (unthrottled, this machine): ${lcp.toFixed(0)} ms`);

  // The visitor scrolls: the calculator and the home sections load.
  await page.mouse.wheel(0, 600);
  await page.getByRole('heading', { name: 'Our services' }).waitFor();
  await page.getByRole('heading', { name: 'Instant price calculator' }).waitFor();
  await page.waitForLoadState('networkidle');
  report('After the first scroll (calculator and sections)', rows.slice(beforeInteraction.length));
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
