import { expect, test } from '@playwright/test';

import { collectPageErrors } from '../support/console-errors';
import { ACCOUNTS, signInAs } from '../support/sign-in';
import { openHome } from '../support/home';

// Every route of SITE_ROUTES, as every role, renders its heading in its layout without a console
// error: the route sweep in security-headers.spec.ts, which loads each of them under the policy.
test.describe('the shell renders the home page, the 404 pages and the route guard', () => {
  test('/ shows the hero from the shell, the calculator from booking and the sections from marketing', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await openHome(page);
    await expect(
      page.getByRole('heading', { level: 1, name: /Your private ride across Barbados/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    for (const id of ['services', 'about', 'testimonials', 'contact', 'price-calculator']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    expect(errors).toEqual([]);
  });

  test('the hero is in the HTML itself, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Your private ride across Barbados/ }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await context.close();
  });

  test('an unknown path shows the 404 page in the public layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown admin path shows the admin 404 without the footer', async ({ page }) => {
    await signInAs(page, ACCOUNTS.superAdmin);
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('/dashboard sends a signed-out visitor home (the account remote reads the shell’s auth store)', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Your private ride across Barbados/ }),
    ).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('every path change scrolls to the top', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footer.getByRole('link', { name: 'Refund policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a header section link scrolls to that section once its remote has rendered it', async ({
    page,
  }) => {
    await page.goto('/refund-policy');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Testimonials' })
      .click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.locator('#testimonials')).toBeInViewport();
  });

  test('client-side navigation between remotes keeps one page (no reload)', async ({ page }) => {
    await page.goto('/contact');
    // Until React takes over, the prerendered links are plain links (a full page load): the
    // heading is in the HTML itself, the form only once the app runs.
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Airport Transfer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Airport Transfer' })).toBeVisible();
    await page.getByRole('link', { name: 'Book Now' }).first().click();
    await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      42,
    );
  });
});

test.describe('first paint before any script', () => {
  test('/contact paints its layout from the HTML itself', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await context.close();
  });

  test('/admin/bookings paints the admin header, but no admin navigation before the access check', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/admin/bookings');
    await expect(page.getByRole('banner')).toContainText('Admin panel');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('Checking your access…');
    await context.close();
  });
});
