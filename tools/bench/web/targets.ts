// The speed targets for each route, checked against the median figures (printed, not asserted).
import type { Measure } from './run-lighthouse';
import type { WebRoute } from './routes';

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

/**
 * `/`: performance 98; every other public route and /admin/bookings: performance 90 and LCP 2.0 s;
 * accessibility, best practices and SEO 100 on public routes; CLS 0.02 everywhere.
 */
export function targetsFor(route: WebRoute): Target[] {
  const isPublic = route.visitor === 'signed-out';
  const targets: Target[] = [];
  if (route.path === '/') targets.push(atLeast('performance', (m) => m.scores.performance, 98));
  else if (isPublic || route.path === '/admin/bookings')
    targets.push(
      atLeast('performance', (m) => m.scores.performance, 90),
      lcp,
    );
  if (isPublic)
    targets.push(
      atLeast('accessibility', (m) => m.scores.accessibility, 100),
      atLeast('best practices', (m) => m.scores['best-practices'], 100),
      atLeast('SEO', (m) => m.scores.seo, 100),
    );
  targets.push(cls);
  return targets;
}

export function missesOf(route: WebRoute, measure: Measure): string[] {
  return targetsFor(route)
    .map((target) => target.miss(measure))
    .filter((miss): miss is string => miss !== null);
}
