// When an element first showed, read in the page itself. Playwright's own waiting (locator.waitFor,
// expect) polls at growing intervals, up to 500 ms apart: measured beside an in-page check at every
// frame, it returned 25-420 ms after /admin/bookings' first row had appeared.
import type { Page } from '@playwright/test';

/** The page's performance.now() if the `nth` match of `query` is visible now, else false. */
function shownNow([query, count]: readonly [string, number]): number | false {
  const element = document.querySelectorAll(query)[count - 1];
  if (!element?.checkVisibility({ visibilityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && performance.now();
}

/**
 * The page's performance.now() at the first frame in which the `nth` (1-based) match of `selector`
 * is in the page and visible by Playwright's rule (a box of non-zero size, not hidden by display,
 * content-visibility or visibility). Start it right after the action that shows the element (for a
 * page load: `goto` with `waitUntil: 'commit'`). If the element already shows then, the frame it
 * appeared in is unknown: it throws, unless `mayAlreadyShow` accepts the time of that first check
 * (at most one round trip to the page late).
 */
export async function visibleAt(
  page: Page,
  selector: string,
  { nth = 1, mayAlreadyShow = false }: { nth?: number; mayAlreadyShow?: boolean } = {},
): Promise<number> {
  const args = [selector, nth] as const;
  const now = await page.evaluate(shownNow, args);
  if (now !== false) {
    if (mayAlreadyShow) return now;
    throw new Error(`${selector} (${nth}) already showed when the watch started`);
  }
  const shown = await page.waitForFunction(shownNow, args, { polling: 'raf', timeout: 60_000 });
  return (await shown.jsonValue()) as number;
}
