// When an element first showed, read in the page itself. Playwright's own waiting (locator.waitFor,
// expect) polls at growing intervals, up to 500 ms apart: measured beside an in-page check at every
// frame, it returned 25-420 ms after /admin/bookings' first row had appeared.
import type { Page } from '@playwright/test';

/**
 * The page's performance.now() at the first frame in which the `nth` (1-based) match of `selector`
 * is in the page and visible by Playwright's rule (a box of non-zero size, checkVisibility()).
 */
export async function visibleAt(page: Page, selector: string, nth = 1): Promise<number> {
  const shown = await page.waitForFunction(
    ([query, count]) => {
      const element = document.querySelectorAll(query)[count - 1];
      if (!element?.checkVisibility()) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && performance.now();
    },
    [selector, nth] as const,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await shown.jsonValue()) as number;
}
