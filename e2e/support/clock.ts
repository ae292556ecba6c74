import type { Page } from '@playwright/test';

/**
 * What a visitor waits out on a timer (a retry's backoff, a loading timeout), without the test
 * sitting it out: jumps the page's clock (installed with `page.clock.install()`, which otherwise
 * flows as usual) `stepMs` at a time until `check` passes, at most `maxMs` in all, then checks once
 * more. A bound below another timer's delay proves which of the two fired.
 */
export async function jumpClockUntil(
  page: Page,
  check: (timeout: number) => Promise<unknown>,
  { stepMs, maxMs }: { stepMs: number; maxMs: number },
): Promise<void> {
  const passes = () =>
    check(250).then(
      () => true,
      () => false,
    );
  for (let jumped = 0; jumped < maxMs; jumped += stepMs) {
    await page.clock.fastForward(stepMs);
    if (await passes()) return;
  }
  await check(1_000);
}
