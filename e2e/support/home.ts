import type { Page } from '@playwright/test';

/**
 * Opens `/` as a visitor does: the page, then a first scroll. The home page fetches its remotes
 * (calculator, sections) only when the visitor scrolls or touches the page (shell's
 * WhenNeeded), so a test that waits for them without doing either would wait forever.
 */
export async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  await page.mouse.wheel(0, 1);
}

/**
 * Waits until the app runs: the prerendered HTML paints the same header and hero before any
 * script, so a visible heading does not say the page is listening yet.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
}
