// `npm run bench:web`: Lighthouse (mobile preset, simulated throttling) over every route of the
// site in Debian chromium (CHROMIUM_PATH overrides /usr/bin/chromium), against the production
// builds and a fresh seeded in-memory backend: every route signed out, every public route as each
// seeded account, the customer area as the seeded customer, /driver as the seeded driver, the admin
// area as the seeded super admin (routes.ts). Prints the median of the runs per route and the
// targets each one misses; asserts nothing. Run after a build.
//   --runs=N            runs per route (default 3; --runs=1 for a quick look)
//   --routes=/,/contact only these paths
//   --visitors=customer only these visitors (signed-out, customer, admin, driver)
//   --port-offset=N     serve the site N ports up (default 380; or BENCH_PORT_OFFSET)
// The JSON report of each route's median-performance run goes to lighthouse-reports/ (gitignored).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { benchFlags, benchPortOffset, portOffsetHelp } from './support/bench-flags';
import { startSiteUnderTest } from './support/site-under-test';
import { launchDebuggableChromium } from './web/debuggable-chromium';
import { prepareVisit } from './web/prepare-visit';
import { MANAGE_PATH, selectRoutes } from './web/routes';
import { type LighthouseRun, type Measure, runLighthouse } from './web/run-lighthouse';
import { formatTable, formatTargets, medianMeasure, type RouteResult } from './web/summary';
import { TARGETS_TEXT } from './web/targets';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reportsDir = path.join(workspaceRoot, 'lighthouse-reports');

const flags = benchFlags(
  'tools/bench/web-lighthouse.ts',
  'Lighthouse (mobile, simulated) over every route; the median of the runs per route.',
  {
    runs: 'runs per route (default 3; --runs=1 for a quick look)',
    routes: 'only these paths, e.g. --routes=/,/contact',
    visitors: 'only these visitors, e.g. --visitors=customer,driver',
    'port-offset': portOffsetHelp(380),
  },
);
const runs = flags.wholeNumber('runs', 3);
const routes = selectRoutes(flags.value('routes'), flags.value('visitors'));
const portOffset = benchPortOffset(flags, 380);

function reportName({ path: routePath, visitor }: (typeof routes)[number]): string {
  const name = routePath === '/' ? 'home' : routePath.slice(1).replaceAll(/[/:]/g, '-');
  return `${name}.${visitor}.json`;
}

/** The run with the median performance score: the one whose report is worth opening. */
function medianRun(routeRuns: readonly LighthouseRun[]): LighthouseRun {
  const sorted = [...routeRuns].sort(
    (a, b) => a.measure.scores.performance - b.measure.scores.performance,
  );
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) throw new Error('no Lighthouse runs');
  return run;
}

const site = await startSiteUnderTest(portOffset);
const chrome = await launchDebuggableChromium();

/** Tries a visit again, up to twice, when Lighthouse loses the trace (NO_NAVSTART on a busy machine). */
async function measuredVisit(route: (typeof routes)[number], attempt = 1): Promise<LighthouseRun> {
  await prepareVisit(chrome, site, route.visitor);
  try {
    const pathname =
      route.path === MANAGE_PATH ? `/manage/${await site.manageToken()}` : route.path;
    return await runLighthouse(`${site.siteUrl}${pathname}`, chrome.port);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  ${route.path}: ${(error as Error).message}; trying again`);
    return measuredVisit(route, attempt + 1);
  }
}
const results: RouteResult[] = [];
try {
  await mkdir(reportsDir, { recursive: true });
  console.log(
    `Lighthouse ${runs} run(s) per route, mobile preset, simulated throttling, site at ${site.siteUrl}`,
  );
  for (const route of routes) {
    const routeRuns: LighthouseRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      routeRuns.push(await measuredVisit(route));
    }
    const measures = routeRuns.map((run) => run.measure);
    results.push({ route, runs: measures, median: medianMeasure(measures) });
    await writeFile(
      path.join(reportsDir, reportName(route)),
      JSON.stringify(medianRun(routeRuns).lhr),
    );
    const each = (read: (m: Measure) => string) => measures.map(read).join('/');
    console.log(
      `  ${route.path} (${route.visitor}): performance ${each((m) => String(m.scores.performance))}, ` +
        `LCP ${each((m) => (m.lcpMs / 1000).toFixed(2))} s, ` +
        `${each((m) => (m.bytes / 1024).toFixed(0))} KB`,
    );
  }
  console.log(`\nMedian of ${runs} run(s) per route:`);
  for (const line of formatTable(results)) console.log(`  ${line}`);
  console.log(`\nTargets: ${TARGETS_TEXT}`);
  for (const line of formatTargets(results)) console.log(line);
  console.log(`\nReports (median-performance run of each route): ${reportsDir}`);
} finally {
  await chrome.close();
  await site.close();
}
