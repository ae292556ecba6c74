/**
 * Before the app runs, the prerendered page is on screen: what a visitor does on it (on a slow
 * network, for seconds) is not lost when the app takes over.
 */
import { expect, test } from '@playwright/test';

import { holdTheApp } from '../support/hold-the-app';
import { waitForApp } from '../support/home';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opened before the app runs stays open when it takes over', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/contact');
    await page.locator('details.mobile-menu summary').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    release();
    await waitForApp(page);
    await expect(menu).toBeVisible();
    // The app's menu, not the HTML's: Escape closes it.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('Login tapped in that menu before the app runs opens the dialog', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/contact');
    await page.locator('details.mobile-menu summary').click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'Login' })
      .click();
    release();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});

test('a Login tap in the header before the app runs opens the dialog once it does', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
