import type { Page } from '@playwright/test';

/**
 * Holds back the shell's start-up chunk (React, the router, the auth store) until the returned
 * function is called: meanwhile the page is what its HTML and the entry alone make of it.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/framework\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
