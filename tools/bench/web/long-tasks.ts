// Where a page's Total Blocking Time goes: loads routes against the production builds in Debian
// chromium with 4x CPU throttling (as Lighthouse's mobile preset slows the CPU), records a Chrome
// trace with the JavaScript sampling profiler, and prints every main-thread task over 50 ms with
// what ran in it: the top-level trace events (script evaluation of which file, a timer, a message),
// the original source files that took the time (through the builds' source maps) and the React /
// store functions seen on the stacks (render or commit, sync or concurrent, a store update, a
// Suspense retry). Each visit is prepared as for Lighthouse (prepare-visit.ts). Asserts nothing.
//   npx tsx tools/bench/web/long-tasks.ts --routes=/my-bookings --visitors=customer --runs=5
//   --runs=N            visits per route (default 1); the summary gives the median blocking time
//   --routes, --visitors as for bench:web; --visits=/my-bookings@customer,/admin@admin: pairs
//   --quiet=1           print only the per-run sums and the medians
//   --port-offset=N     serve the site N ports up (default 700; or BENCH_PORT_OFFSET)
import { writeFile } from 'node:fs/promises';

import { benchFlags, benchPortOffset, portOffsetHelp } from '../support/bench-flags';
import { startSiteUnderTest } from '../support/site-under-test';
import { launchDebuggableChromium } from './debuggable-chromium';
import { prepareVisit } from './prepare-visit';
import { appServing, type CpuNode, sourceFrames } from './source-frames';
import { MANAGE_PATH, selectRoutes } from './routes';

const flags = benchFlags(
  'tools/bench/web/long-tasks.ts',
  'Main-thread tasks over 50 ms of each route under 4x CPU throttling, and what runs in them.',
  {
    runs: 'visits per route (default 1)',
    routes: 'only these paths, e.g. --routes=/my-bookings',
    visitors: 'only these visitors, e.g. --visitors=customer',
    visits: 'path@visitor pairs instead, e.g. --visits=/my-bookings@customer,/admin@admin',
    quiet: '1: print only the per-run sums and the medians',
    simulate:
      "1: no throttling; every task is scaled by 4, as Lighthouse's simulated throttling scales them",
    'port-offset': portOffsetHelp(700),
  },
);
const runs = flags.wholeNumber('runs', 1);
const quiet = flags.value('quiet') === '1';
const routes =
  flags
    .value('visits')
    ?.split(',')
    .flatMap((pair) => {
      const [path = '', visitor = ''] = pair.split('@');
      return selectRoutes(path, visitor);
    }) ?? selectRoutes(flags.value('routes'), flags.value('visitors'));
const portOffset = benchPortOffset(flags, 700);
const frameOf = sourceFrames(portOffset);

const CPU_SLOWDOWN = 4;
// Lighthouse's default (simulated) throttling runs the page at full speed and multiplies each
// observed task by the slowdown; real throttling slows the whole browser. They blame different tasks.
const simulate = flags.value('simulate') === '1';
const throttlingRate = simulate ? 1 : CPU_SLOWDOWN;
const scale = simulate ? CPU_SLOWDOWN : 1;
const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);
const LONG_TASK_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

/** React, scheduler and store functions worth naming when they are on a long task's stacks. */
const MARKERS = new Set([
  'renderRootSync',
  'renderRootConcurrent',
  'workLoopSync',
  'workLoopConcurrent',
  'performSyncWorkOnRoot',
  'performConcurrentWorkOnRoot',
  'performWorkOnRoot',
  'flushSyncCallbacks',
  'flushSyncWorkAcrossRoots_impl',
  'commitRoot',
  'commitRootImpl',
  'flushPassiveEffects',
  'forceStoreRerender',
  'subscribeToStore',
  'handleStoreChange',
  'setState',
  'retryTimedOutBoundary',
  'retryDehydratedSuspenseBoundary',
  'pingSuspendedRoot',
  'resolveRetryWakeable',
  'performWorkUntilDeadline',
  'createRoot',
  'hydrateRoot',
  'applySession',
  'initAuth',
  'startAuth',
  'mount',
  'lazyInitializer',
]);

// ---- trace analysis --------------------------------------------------------------------------

interface LongTask {
  startMs: number;
  durationMs: number;
  /** Top-level events inside the task: `EvaluateScript main.js 80`. */
  events: string[];
  /** Self time by original source (package or app file), largest first. */
  sources: string[];
  markers: string[];
}

interface VisitResult {
  tasks: LongTask[];
  blockingMs: number;
  blockingAfterFcpMs: number;
  fcpMs: number | null;
}

/** Which app served a file: `main.js (mfe-account)`. */
function portOf(url: unknown): string {
  const app = appServing(String(url ?? ''), portOffset);
  return app ? ` (${app.project})` : '';
}

const fileOf = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+\//, '') || '?';

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const ms = (((event.dur ?? 0) / 1000) * scale).toFixed(0);
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
      return `${event.name} ${fileOf(data.url)}${portOf(data.url)} ${ms}`;
    case 'FunctionCall':
      return `FunctionCall ${fileOf(data.url)}:${String(data.lineNumber ?? '')} ${ms}`;
    case 'EventDispatch':
      return `Event ${String(data.type ?? '')} ${ms}`;
    case 'TimerFire':
      return `TimerFire ${ms}`;
    default:
      return `${event.name} ${ms}`;
  }
}

async function analyse(events: TraceEvent[], visited: string): Promise<VisitResult> {
  // The renderer that ran the site: the main thread with the most of the site's scripts. Time zero
  // is its navigation to the URL (or, when tracing attached to a new renderer too late to see it,
  // the first HTML it parsed).
  const origin = new URL(visited).origin;
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const scriptsOn = (main: TraceEvent) =>
    events.filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        (e.name === 'EvaluateScript' || e.name === 'FunctionCall') &&
        String(e.args?.data?.url ?? '').startsWith(origin),
    ).length;
  const main = mains
    .map((thread) => ({ thread, scripts: scriptsOn(thread) }))
    .sort((a, b) => b.scripts - a.scripts)[0];
  if (!main || main.scripts === 0) throw new Error(`no renderer ran ${origin}'s scripts`);
  const { pid, tid } = main.thread;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const byTime = (a: TraceEvent, b: TraceEvent) => a.ts - b.ts;
  const navigation =
    onMain
      .filter(
        (e) =>
          e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '') === visited,
      )
      .sort(byTime)[0] ?? onMain.filter((e) => e.name === 'ParseHTML').sort(byTime)[0];
  if (!navigation) throw new Error(`the trace has no navigation to ${visited}`);
  const t0 = navigation.ts;
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= t0)
    .sort((a, b) => a.ts - b.ts)[0];
  const fcpMs = fcp ? (fcp.ts - t0) / 1000 : null;

  // CPU profile samples on the main thread: time → stack (node ids).
  const nodes = new Map<number, CpuNode>();
  const samples: { ts: number; node: number }[] = [];
  const profiles = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || e.ph !== 'P') continue;
    if (e.name === 'Profile') profiles.set(String(e.id), Number(e.args?.data?.startTime ?? e.ts));
  }
  const clock = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
    const data = e.args?.data as
      { cpuProfile?: { nodes?: CpuNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let time = clock.get(String(e.id)) ?? profiles.get(String(e.id)) ?? e.ts;
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, index) => {
      time += data?.timeDeltas?.[index] ?? 0;
      samples.push({ ts: time, node: id });
    });
    clock.set(String(e.id), time);
  }
  samples.sort((a, b) => a.ts - b.ts);

  // A task is a top-level scheduler event (as Lighthouse reads them); its parts are what it holds.
  const wrappers = onMain.filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name));
  const contained = (inner: TraceEvent, outer: TraceEvent) =>
    outer !== inner &&
    outer.ts <= inner.ts &&
    outer.ts + (outer.dur ?? 0) >= inner.ts + (inner.dur ?? 0);
  const runTasks = wrappers.filter(
    (e) =>
      e.ts >= t0 &&
      (e.dur ?? 0) * scale > LONG_TASK_MS * 1000 &&
      !wrappers.some((outer) => contained(e, outer) && (outer.dur ?? 0) > (e.dur ?? 0)),
  );
  const tasks: LongTask[] = [];
  for (const task of runTasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (e) =>
        e.ph === 'X' &&
        !TASK_NAMES.has(e.name) &&
        !e.name.startsWith('BlinkScheduler') &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= end &&
        (e.dur ?? 0) * scale >= 3000,
    );
    // Top-level children: not contained in another child.
    const top = inside.filter(
      (e) =>
        !inside.some(
          (o) =>
            o !== e &&
            o.ts <= e.ts &&
            o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
            (o.dur ?? 0) > (e.dur ?? 0),
        ),
    );
    const bySource = new Map<string, number>();
    const markers = new Map<string, number>();
    let previous = task.ts;
    for (const sample of samples) {
      if (sample.ts < task.ts) continue;
      if (sample.ts > end) break;
      const weight = ((sample.ts - previous) / 1000) * scale;
      previous = sample.ts;
      const leaf = nodes.get(sample.node);
      if (!leaf) continue;
      const leafFrame = await frameOf(leaf);
      bySource.set(leafFrame.source, (bySource.get(leafFrame.source) ?? 0) + weight);
      const seen = new Set<string>();
      for (
        let node: CpuNode | undefined = leaf;
        node;
        node = node.parent ? nodes.get(node.parent) : undefined
      ) {
        const { name } = await frameOf(node);
        if (MARKERS.has(name)) seen.add(name);
      }
      for (const name of seen) markers.set(name, (markers.get(name) ?? 0) + weight);
    }
    tasks.push({
      startMs: (task.ts - t0) / 1000,
      durationMs: ((task.dur ?? 0) / 1000) * scale,
      events: top
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 4)
        .map(describe),
      sources: [...bySource]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([source, ms]) => `${source} ${ms.toFixed(0)}`),
      markers: [...markers]
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`),
    });
  }
  const blocking = (list: LongTask[]) =>
    list.reduce((sum, t) => sum + t.durationMs - LONG_TASK_MS, 0);
  return {
    tasks,
    fcpMs,
    blockingMs: blocking(tasks),
    blockingAfterFcpMs: blocking(tasks.filter((t) => fcpMs === null || t.startMs >= fcpMs)),
  };
}

// ---- visits ----------------------------------------------------------------------------------

const site = await startSiteUnderTest(portOffset);
const chrome = await launchDebuggableChromium();

async function tracedVisit(url: string): Promise<TraceEvent[]> {
  let events: TraceEvent[] = [];
  await chrome.withPage(async (page) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttlingRate });
    const collected: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      collected.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES.split(',') },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await complete;
    events = collected;
  });
  return events;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

const summary: string[] = [];
try {
  const how = simulate ? 'full speed, tasks scaled' : 'CPU slowdown';
  console.log(`Long tasks at ${CPU_SLOWDOWN}x (${how}), site at ${site.siteUrl}`);
  for (const route of routes) {
    const sums: number[] = [];
    const afterFcp: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await prepareVisit(chrome, site, route.visitor);
      const pathname =
        route.path === MANAGE_PATH ? `/manage/${await site.manageToken()}` : route.path;
      const url = `${site.siteUrl}${pathname}`;
      let result: VisitResult;
      try {
        const events = await tracedVisit(url);
        if (process.env.LONG_TASKS_TRACE)
          await writeFile(process.env.LONG_TASKS_TRACE, JSON.stringify({ traceEvents: events }));
        result = await analyse(events, url);
      } catch (error) {
        console.log(
          `\n${route.path} (${route.visitor}) run ${run + 1}: ${(error as Error).message}`,
        );
        continue;
      }
      sums.push(result.blockingMs);
      afterFcp.push(result.blockingAfterFcpMs);
      console.log(
        `\n${route.path} (${route.visitor}) run ${run + 1}: blocking ${result.blockingMs.toFixed(0)} ms ` +
          `(after FCP ${result.blockingAfterFcpMs.toFixed(0)}), FCP ${result.fcpMs?.toFixed(0) ?? '?'} ms, ` +
          `${result.tasks.length} long task(s)`,
      );
      if (quiet) continue;
      for (const task of result.tasks) {
        console.log(
          `  @${task.startMs.toFixed(0).padStart(5)} ms ${task.durationMs.toFixed(0).padStart(4)} ms  ${task.events.join(' | ')}`,
        );
        console.log(`          sources: ${task.sources.join(', ')}`);
        if (task.markers.length > 0) console.log(`          stacks:  ${task.markers.join(', ')}`);
      }
    }
    summary.push(
      `${route.path} (${route.visitor}): median blocking ${median(sums).toFixed(0)} ms ` +
        `(after FCP ${median(afterFcp).toFixed(0)}) over ${runs} run(s): ${sums.map((s) => s.toFixed(0)).join('/')}`,
    );
  }
  console.log(
    `\nΣ(task − ${LONG_TASK_MS} ms) at ${CPU_SLOWDOWN}x (${simulate ? 'scaled' : 'slowed'}):`,
  );
  for (const line of summary) console.log(`  ${line}`);
} finally {
  await chrome.close();
  await site.close();
}
