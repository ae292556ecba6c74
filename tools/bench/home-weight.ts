// Cold load of `/` in Debian chromium against the production builds: every request with its
// transferred (compressed) size, and the totals against the budgets of web-quality-reference.md.
// Run after a build: `npx tsx tools/bench/home-weight.ts` (--port-offset=N or BENCH_PORT_OFFSET
// moves its ports).
import { chromium } from '@playwright/test';

import { startFrontEnds } from '../serve/front-end-servers';
import { DEMO_ANON_KEY } from '@bbt/local-supabase';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { benchPortOffset } from './support/bench-flags';

const PORT_OFFSET = benchPortOffset(300);
// No backend is started: env.json points where one would run on this offset.
const LOCAL_SUPABASE_URL = `http://127.0.0.1:${54321 + PORT_OFFSET}`;
const BUDGET = { criticalScriptKb: 110, totalKb: 170, requests: 10 };

interface Row {
  url: string;
  type: string;
  encoding: string;
  bytes: number;
}

const servers = await startFrontEnds({
  portOffset: PORT_OFFSET,
  env: { supabaseUrl: LOCAL_SUPABASE_URL, supabaseAnonKey: DEMO_ANON_KEY },
});
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);

try {
  const page = await browser.newPage();
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
  const lcp = await page.goto(`http://localhost:${4200 + PORT_OFFSET}/`).then(async () => {
    await page.getByRole('heading', { name: 'Our services' }).waitFor();
    await page.waitForLoadState('networkidle');
    return page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) =>
            resolve(list.getEntries().at(-1)?.startTime ?? -1),
          ).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
  });
  const sameMachine = rows.filter((row) => row.url.startsWith('http://localhost'));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`Cold load of / (${sameMachine.length} requests)`);
  for (const row of sameMachine) {
    console.log(
      `  ${kb(row.bytes).padStart(7)} KB  ${row.encoding.padEnd(8)} ${row.type.padEnd(8)} ${row.url}`,
    );
  }
  const scripts = sameMachine.filter((row) => row.type === 'script');
  const scriptBytes = scripts.reduce((sum, row) => sum + row.bytes, 0);
  const totalBytes = sameMachine.reduce((sum, row) => sum + row.bytes, 0);
  const verdict = (value: number, budget: number) =>
    value <= budget ? 'within budget' : 'OVER BUDGET';
  console.log(
    `  scripts: ${kb(scriptBytes)} KB (budget ${BUDGET.criticalScriptKb} KB: ${verdict(scriptBytes / 1024, BUDGET.criticalScriptKb)})`,
  );
  console.log(
    `  total:   ${kb(totalBytes)} KB (budget ${BUDGET.totalKb} KB: ${verdict(totalBytes / 1024, BUDGET.totalKb)})`,
  );
  console.log(
    `  requests: ${sameMachine.length} (budget ${BUDGET.requests}: ${verdict(sameMachine.length, BUDGET.requests)})`,
  );
  console.log(`  LCP (unthrottled, this machine): ${lcp.toFixed(0)} ms`);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
