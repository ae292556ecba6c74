import { expect, test } from '@playwright/test';

import { seriousViolations } from '../support/axe';

import { REMOTE_ORIGINS } from '../support/e2e-env';
import { waitForApp } from '../support/home';
import { ACCOUNTS, signInAs } from '../support/sign-in';
import { SITE_ROUTES } from '../support/site-routes';

/**
 * The information, booking and account pages are checked by their own axe specs, each page as it
 * loads and in more states (errors shown, dialogs open, every home section loaded, forms editing).
 */
const CHECKED_BY_AREA_SPECS = new Set(['mfe_marketing', 'mfe_booking', 'mfe_account']);

test.describe('axe: no serious or critical violations', () => {
  const pages: { path: string; ready: string; signedIn?: boolean; staff: boolean }[] = [
    { path: '/no-such-page', ready: 'Page not found', staff: false },
    ...SITE_ROUTES.filter((route) => !CHECKED_BY_AREA_SPECS.has(route.owner)).map((route) => ({
      path: route.path,
      ready: route.heading,
      signedIn: route.signedIn,
      staff: route.layout === 'admin',
    })),
  ];
  for (const { path, ready, signedIn, staff } of pages) {
    test(path, async ({ page }) => {
      // Customer pages need a customer; admin pages are for staff (a super admin sees them all).
      if (signedIn) await signInAs(page, ACCOUNTS.customer);
      if (staff) await signInAs(page, ACCOUNTS.superAdmin);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the remote-unavailable fallback', async ({ page }) => {
    await page.route(`${REMOTE_ORIGINS.mfe_booking}/**`, (route) => route.abort());
    await page.goto('/book-tour');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the login dialog, with focus inside it and returned on close', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await waitForApp(page); // the heading and the Login button are in the HTML before the app runs
    const trigger = page.getByRole('button', { name: 'Login' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});
