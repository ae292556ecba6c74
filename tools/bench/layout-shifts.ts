// Layout shifts (CLS) of every route of the site in Debian chromium, against the production builds
// and a fresh seeded in-memory backend: at 360x740 and 1280x800, unthrottled and (--throttle) on
// DevTools' slow 4G with a CPU four times slower, signed out, as the seeded customer, super admin
// and driver. Each visit records the shifts of the load, then of a scroll to the bottom in
// steps (what a visitor does; `/` fetches its remotes then). Prints a table of the sums and, for
// every visit above 0.005, the elements that moved. Asserts nothing (e2e/tests/layout-shift.spec.ts
// does). Run after a build.
//   --routes=/,/admin   only these paths
//   --throttle=none     the default (about 10 minutes); slow: slow 4G only; both (about 45 minutes)
//   --report-above=0    list what moved in every visit whose CLS is above this (default 0.005)
//   --port-offset=N     serve the site N ports up (default 390; or BENCH_PORT_OFFSET)
import { type Browser, chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import {
  cumulativeLayoutShift,
  describeShifts,
  type LayoutShiftRecord,
  layoutShifts,
  recordLayoutShifts,
} from '../../e2e/support/layout-shifts';
import { benchFlags, benchPortOffset, portOffsetHelp } from './support/bench-flags';
import { type SiteUnderTest, startSiteUnderTest } from './support/site-under-test';
import { MANAGE_PATH, SEED_ACCOUNTS, type Visitor, WEB_ROUTES } from './web/routes';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
/** DevTools' "Slow 4G" and CPU x4, the phone profile the targets are set for. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const flags = benchFlags(
  'tools/bench/layout-shifts.ts',
  'Layout shifts (CLS) of every route, at two viewports, signed out and signed in.',
  {
    routes: 'only these paths, e.g. --routes=/,/admin',
    throttle: 'none (the default), slow (slow 4G only) or both',
    'report-above': 'list what moved in every visit whose CLS is above this (default 0.005)',
    'port-offset': portOffsetHelp(390),
  },
);
const REPORT_ABOVE = Number(flags.value('report-above') ?? 0.005);

type Throttle = 'none' | 'slow 4G';
interface Visit {
  path: string;
  visitor: Visitor;
}
interface Measured {
  load: LayoutShiftRecord[];
  scroll: LayoutShiftRecord[];
}

function throttles(): Throttle[] {
  const flag = flags.value('throttle') ?? 'none';
  if (flag === 'none') return ['none'];
  if (flag === 'slow') return ['slow 4G'];
  if (flag === 'both') return ['none', 'slow 4G'];
  throw new Error('--throttle must be none, slow or both');
}

/** The Lighthouse bench's routes and visitors, but the manage link (it needs a fresh token). */
function visits(): Visit[] {
  const wanted = flags.value('routes')?.split(',');
  const all = WEB_ROUTES.filter((route) => route.path !== MANAGE_PATH);
  return wanted ? all.filter((visit) => wanted.includes(visit.path)) : all;
}

async function sessionOf(site: SiteUnderTest, visitor: Visitor): Promise<string | null> {
  if (visitor === 'signed-out') return null;
  const response = await fetch(`${site.backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: site.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(SEED_ACCOUNTS[visitor]),
  });
  if (!response.ok) throw new Error(`sign-in as ${visitor} failed: ${response.status}`);
  return response.text();
}

async function measure(
  browser: Browser,
  site: SiteUnderTest,
  visit: Visit,
  viewport: (typeof VIEWPORTS)[number],
  throttle: Throttle,
): Promise<Measured> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const session = await sessionOf(site, visit.visitor);
    if (session)
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        `sb-${new URL(site.backendUrl).hostname.split('.')[0]}-auth-token`,
        session,
      ] as const);
    await recordLayoutShifts(page);
    if (throttle === 'slow 4G') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const settle = async () => {
      await page.waitForLoadState('networkidle', { timeout: 90_000 });
      await page.waitForTimeout(1_000);
    };
    await page.goto(`${site.siteUrl}${visit.path}`, { timeout: 90_000 });
    await settle();
    const load = await layoutShifts(page);
    // A visitor reading down the page: wheel steps, each given time to load what it reveals.
    for (let step = 0; step < 30; step += 1) {
      const atBottom = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
      if (atBottom) break;
      await page.mouse.wheel(0, viewport.height * 0.8);
      await page.waitForTimeout(throttle === 'none' ? 300 : 1_200);
    }
    await settle();
    const scroll = (await layoutShifts(page)).slice(load.length);
    return { load, scroll };
  } finally {
    await context.close();
  }
}

const format = (value: number) => value.toFixed(3);
const portOffset = benchPortOffset(flags, 390);
const site = await startSiteUnderTest(portOffset);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const columns = VIEWPORTS.flatMap((viewport) =>
  throttles().map((throttle) => ({ viewport, throttle })),
);
const details: string[] = [];
try {
  console.log(`CLS (load / after scrolling to the bottom), site at ${site.siteUrl}`);
  const header = [
    'route'.padEnd(22),
    'visitor'.padEnd(10),
    ...columns.map(({ viewport, throttle }) =>
      `${viewport.width} ${throttle === 'none' ? 'fast' : 'slow4G'}`.padEnd(14),
    ),
  ].join(' ');
  console.log(header);
  for (const visit of visits()) {
    const cells: string[] = [];
    for (const { viewport, throttle } of columns) {
      const { load, scroll } = await measure(browser, site, visit, viewport, throttle);
      cells.push(
        `${format(cumulativeLayoutShift(load))} / ${format(cumulativeLayoutShift(scroll))}`.padEnd(
          14,
        ),
      );
      for (const [phase, records] of [
        ['load', load],
        ['scroll', scroll],
      ] as const) {
        if (cumulativeLayoutShift(records) <= REPORT_ABOVE) continue;
        details.push(
          `${visit.path} ${visit.visitor} ${viewport.width}px ${throttle} (${phase}):`,
          ...describeShifts(records).map((line) => `  ${line}`),
        );
      }
    }
    const row = [visit.path.padEnd(22), visit.visitor.padEnd(10), ...cells].join(' ');
    console.log(row);
  }
  console.log(`\nVisits above ${REPORT_ABOVE}, and what moved:`);
  for (const line of details) console.log(line);
} finally {
  await browser.close();
  await site.close();
}
