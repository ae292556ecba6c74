import type { Page } from '@playwright/test';

/**
 * Opens `/` as a visitor does: the page, then a first scroll. The home page fetches its remotes
 * (calculator, sections) only when the visitor scrolls or touches the page (shell's
 * WhenNeeded), so a test that waits for them without doing either would wait forever.
 */
export async function openHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.mouse.wheel(0, 1);
}
