import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type AxeCore from 'axe-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeScope {
  /** A selector: only this part of the page is checked. */
  include?: string;
  /** A selector: this part of the page is left out. */
  exclude?: string;
}

/**
 * Waits for the page's finite animations and transitions (a toast sliding in, a dialog fading in)
 * to end: axe computes contrast from the colours of that moment, and a half-faded toast is not
 * what anybody reads. Spinners run forever and are not waited for.
 */
async function settled(page: Page): Promise<void> {
  // Two frames first: an element mounted a moment ago starts its animation at the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe-core in the page itself, loading it into the document once. @axe-core/playwright loads
 * the 650 KB script three times per check and opens a blank page to merge the frames' results
 * (2–3 s a check on two cores, against 0.3 s here); its way stays for a page with frames. Only
 * violations are collected: axe then skips recording every passing element.
 */
async function violations(page: Page, scope: AxeScope): Promise<AxeCore.Result[]> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .options({ resultTypes: ['violations'] });
    if (scope.include) builder = builder.include(scope.include);
    if (scope.exclude) builder = builder.exclude(scope.exclude);
    return (await builder.analyze()).violations;
  }
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, exclude, tags }) => {
      const { axe } = window as unknown as { axe: typeof AxeCore };
      const context = include
        ? { include: [include], ...(exclude ? { exclude: [exclude] } : {}) }
        : exclude
          ? { exclude: [exclude] }
          : document;
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { include: scope.include ?? null, exclude: scope.exclude ?? null, tags: WCAG_TAGS },
  );
}

/**
 * axe's serious and critical violations on the page once it has settled: a selector narrows it to
 * one part, or a scope includes one part and leaves out another.
 */
export async function seriousViolations(page: Page, scope?: string | AxeScope): Promise<string[]> {
  await settled(page);
  const found = await violations(
    page,
    typeof scope === 'string' ? { include: scope } : (scope ?? {}),
  );
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
