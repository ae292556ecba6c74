// The median of several Lighthouse runs of one route, and the printed table.
import { CATEGORIES, type Measure } from './run-lighthouse';
import type { WebRoute } from './routes';
import { missesOf } from './targets';

export interface RouteResult {
  route: WebRoute;
  runs: Measure[];
  median: Measure;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Each figure is the median of its own runs (Lighthouse's scores and metrics vary independently). */
export function medianMeasure(runs: readonly Measure[]): Measure {
  const of = (read: (m: Measure) => number) => median(runs.map(read));
  const lost = new Map<string, number>();
  for (const run of runs) for (const id of run.lostPoints) lost.set(id, (lost.get(id) ?? 0) + 1);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((m) => m.scores[category])]),
    ) as Measure['scores'],
    lcpMs: of((m) => m.lcpMs),
    cls: of((m) => m.cls),
    tbtMs: of((m) => m.tbtMs),
    bytes: of((m) => m.bytes),
    requests: of((m) => m.requests),
    lostPoints: [...lost].map(([id, count]) => `${id} (${count}/${runs.length} runs)`),
  };
}

const COLUMNS = [
  ['route', 24],
  ['visitor', 10],
  ['perf', 5],
  ['a11y', 5],
  ['BP', 4],
  ['SEO', 4],
  ['LCP s', 6],
  ['CLS', 6],
  ['TBT ms', 7],
  ['KB', 7],
  ['req', 4],
] as const;

/** The first two columns (route, visitor) are text, aligned left; the figures align right. */
function row(cells: readonly string[]): string {
  return COLUMNS.map(([, width], index) => {
    const cell = cells[index] ?? '';
    return index < 2 ? cell.padEnd(width) : cell.padStart(width);
  }).join(' ');
}

export function formatTable(results: readonly RouteResult[]): string[] {
  const lines = [row(COLUMNS.map(([name]) => name))];
  for (const { route, median: m } of results) {
    lines.push(
      row([
        route.path,
        route.visitor,
        Math.round(m.scores.performance).toString(),
        Math.round(m.scores.accessibility).toString(),
        Math.round(m.scores['best-practices']).toString(),
        Math.round(m.scores.seo).toString(),
        (m.lcpMs / 1000).toFixed(2),
        m.cls.toFixed(3),
        m.tbtMs.toFixed(0),
        (m.bytes / 1024).toFixed(0),
        m.requests.toFixed(0),
      ]),
    );
  }
  return lines;
}

export function formatTargets(results: readonly RouteResult[]): string[] {
  const lines: string[] = [];
  let met = 0;
  for (const { route, median: m } of results) {
    const misses = missesOf(route, m);
    if (misses.length === 0) {
      met += 1;
      continue;
    }
    lines.push(`  MISS ${route.path} (${route.visitor}): ${misses.join('; ')}`);
    // Signed-in pages are noindex: SEO's is-crawlable is expected there, not a miss.
    for (const lost of m.lostPoints)
      if (!lost.startsWith('seo: is-crawlable')) lines.push(`         points lost to ${lost}`);
  }
  lines.unshift(`${met} of ${results.length} routes meet every target.`);
  return lines;
}
