import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { REMOTE_ORIGINS } from '../support/e2e-env';
import { ACCOUNTS, signInAs } from '../support/sign-in';
import { SITE_ROUTES } from '../support/site-routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('axe: no serious or critical violations', () => {
  const pages = [
    { path: '/', ready: 'Our services', staff: false },
    { path: '/no-such-page', ready: 'Page not found', staff: false },
    ...SITE_ROUTES.map((route) => ({
      path: route.path,
      ready: route.heading,
      staff: route.layout === 'admin',
    })),
  ];
  for (const { path, ready, staff } of pages) {
    test(path, async ({ page }) => {
      // Admin pages are for staff only: a super admin may open every one of them.
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
