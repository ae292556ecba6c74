// The speed targets for each route, checked against the median figures (printed, not asserted).
import type { Measure } from './run-lighthouse';
import { PUBLIC_PATHS, type WebRoute } from './routes';

export interface Target {
  label: string;
  /** The shortfall in words ("performance 85 < 90"), or null when met. */
  miss(measure: Measure): string | null;
}

const atLeast = (name: string, read: (m: Measure) => number, goal: number): Target => ({
  label: `${name} >= ${goal}`,
  miss: (m) => (read(m) >= goal ? null : `${name} ${read(m)} < ${goal}`),
});

const LCP_TARGET_MS = 2000;
const CLS_TARGET = 0.02;

const lcp: Target = {
  label: `LCP <= ${LCP_TARGET_MS / 1000} s`,
  miss: (m) =>
    m.lcpMs <= LCP_TARGET_MS
      ? null
      : `LCP ${(m.lcpMs / 1000).toFixed(2)} s > ${LCP_TARGET_MS / 1000} s`,
};
const cls: Target = {
  label: `CLS <= ${CLS_TARGET}`,
  miss: (m) => (m.cls <= CLS_TARGET ? null : `CLS ${m.cls.toFixed(3)} > ${CLS_TARGET}`),
};

const INDEXABLE = new Set(PUBLIC_PATHS);

export const TARGETS_TEXT =
  'every route for every visitor: performance >= 95 (/ >= 98), LCP <= 2.0 s, CLS <= 0.02, ' +
  'accessibility 100; best practices and SEO 100 on the public pages.';

/**
 * Every route, whoever visits: performance 95 (`/` 98), LCP 2.0 s, CLS 0.02 and accessibility
 * 100; best practices and SEO 100 on the pages search engines may list.
 */
export function targetsFor(route: WebRoute): Target[] {
  const targets: Target[] = [
    atLeast('performance', (m) => m.scores.performance, route.path === '/' ? 98 : 95),
    lcp,
    cls,
    atLeast('accessibility', (m) => m.scores.accessibility, 100),
  ];
  if (INDEXABLE.has(route.path))
    targets.push(
      atLeast('best practices', (m) => m.scores['best-practices'], 100),
      atLeast('SEO', (m) => m.scores.seo, 100),
    );
  return targets;
}
export function missesOf(route: WebRoute, measure: Measure): string[] {
  return targetsFor(route)
    .map((target) => target.miss(measure))
    .filter((miss): miss is string => miss !== null);
}
