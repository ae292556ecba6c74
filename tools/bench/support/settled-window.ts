// A new browser window for one cold page load, opened and then left until the machine is quiet.
// Full Chromium builds each new window's own interface right after it opens (the address bar's
// WebUI popup: a renderer and some 350 internal files, 0.5-1.5 CPU-s on two cores). A visitor's
// browser did that long before they navigated; a page loaded the moment its window opens would be
// charged with it (measured here: /admin/bookings' first row 1.74-2.03 s, against 1.32-1.54 s in a
// window opened two seconds earlier).
import { readFile } from 'node:fs/promises';
import os from 'node:os';

import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/** The machine counts as quiet while fewer than this many cores' worth of time is busy. */
const QUIET_BUSY_CORES = 0.5;
const SAMPLE_MS = 200;
/** Quiet samples in a row that end the wait. */
const QUIET_SAMPLES = 2;
/** Never waits longer than this: on a busy shared machine the quiet may not come. */
const MAX_WAIT_MS = 5_000;
/** Where /proc/stat is missing (not Linux), a fixed wait long enough for the window's interface. */
const FALLBACK_WAIT_MS = 2_000;

/** Busy and total CPU ticks of the whole machine, or undefined where /proc/stat is missing. */
async function cpuTicks(): Promise<{ busy: number; total: number } | undefined> {
  try {
    const [line = ''] = (await readFile('/proc/stat', 'utf8')).split('\n');
    // user nice system idle iowait irq softirq steal (guest time is already in user and nice):
    // idle and iowait are the idle ones.
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the whole machine has been quiet for QUIET_SAMPLES samples in a row: true, or
 * false when MAX_WAIT_MS ran out first.
 */
async function machineQuiet(): Promise<boolean> {
  let before = await cpuTicks();
  if (!before) {
    await sleep(FALLBACK_WAIT_MS);
    return true;
  }
  const cores = os.availableParallelism();
  const deadline = Date.now() + MAX_WAIT_MS;
  let quiet = 0;
  while (quiet < QUIET_SAMPLES) {
    if (Date.now() >= deadline) return false;
    await sleep(SAMPLE_MS);
    const after = await cpuTicks();
    if (!after) return true;
    const total = after.total - before.total;
    const busyCores = total > 0 ? ((after.busy - before.busy) / total) * cores : cores;
    quiet = busyCores < QUIET_BUSY_CORES ? quiet + 1 : 0;
    before = after;
  }
  return true;
}

/** A fresh context (empty cache and storage) and its tab, in a window that has finished opening. */
export async function openSettledWindow(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  if (!(await machineQuiet()))
    console.warn(
      `(the machine stayed busy for ${MAX_WAIT_MS / 1000} s after a window opened: the next load is measured anyway)`,
    );
  return { context, page };
}
