// Cumulative Layout Shift as Chrome's web-vitals measure it: every 'layout-shift' entry
// without recent input, observed from before the app's first script. Each shift keeps the elements
// that moved (where from, where to), so a figure comes with its cause. Used by the CLS spec and by
// tools/bench/layout-shifts.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from '@playwright/test';

const OBSERVER_SCRIPT = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'layout-shift-observer.script.js'),
  'utf8',
);

export interface ShiftedNode {
  /** tag.class#id and the start of its text: enough to find it in the source. */
  node: string;
  from: string;
  to: string;
}

export interface LayoutShiftRecord {
  value: number;
  /** Milliseconds since the navigation started. */
  at: number;
  nodes: ShiftedNode[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShiftRecord[];
  }
}

/** Starts recording on every document the page loads; call before page.goto. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript({ content: OBSERVER_SCRIPT });
}

/** The shifts recorded so far on the current document. */
export async function layoutShifts(page: Page): Promise<LayoutShiftRecord[]> {
  return page.evaluate(() => window.__layoutShifts ?? []);
}

/** The sum of the shifts' values (CLS as the lab measures it on one load). */
export function cumulativeLayoutShift(records: readonly LayoutShiftRecord[]): number {
  return records.reduce((sum, record) => sum + record.value, 0);
}

/** One line per shift and one per element it moved, for a failure message or a report. */
export function describeShifts(records: readonly LayoutShiftRecord[]): string[] {
  return records.flatMap((record) => [
    `${record.value.toFixed(4)} at ${record.at} ms`,
    ...record.nodes.map((moved) => `    ${moved.node}: ${moved.from} -> ${moved.to}`),
  ]);
}
