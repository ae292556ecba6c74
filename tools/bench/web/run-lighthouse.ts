// One Lighthouse navigation (mobile preset, simulated throttling: Lighthouse's defaults) on the
// browser behind `port`, reduced to the figures the table prints.
import lighthouse, { type Result } from 'lighthouse';

import { withoutRedirectNoise } from './quiet-redirect-noise';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Measure {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  requests: number;
  /** The audits that cost points in accessibility, best practices or SEO: "category: audit id". */
  lostPoints: string[];
}

export interface LighthouseRun {
  measure: Measure;
  lhr: Result;
}

function numericValue(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined)
    throw new Error(`Lighthouse reported no ${audit} for ${lhr.finalDisplayedUrl}`);
  return value;
}

function categoryOf(lhr: Result, id: Category) {
  const category = lhr.categories[id];
  if (!category) throw new Error(`Lighthouse reported no ${id} for ${lhr.finalDisplayedUrl}`);
  return category;
}

function requestCount(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  return details && details.type === 'table' ? details.items.length : 0;
}

function lostPoints(lhr: Result): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    categoryOf(lhr, category)
      .auditRefs.filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return score !== null && score !== undefined && score < 1;
      })
      .map((ref) => `${category}: ${ref.id}`),
  );
}

export function measureOf(lhr: Result): Measure {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((categoryOf(lhr, category).score ?? 0) * 100),
    ]),
  ) as Record<Category, number>;
  return {
    scores,
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    bytes: numericValue(lhr, 'total-byte-weight'),
    requests: requestCount(lhr),
    lostPoints: lostPoints(lhr),
  };
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await withoutRedirectNoise(() =>
    lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      // prepare-visit.ts has already emptied the cache and storage (and put a session in, if any).
      disableStorageReset: true,
    }),
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  return { measure: measureOf(lhr), lhr };
}
