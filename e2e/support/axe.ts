import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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

/** axe's serious and critical violations on the page once it has settled (`include` narrows it). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await settled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
