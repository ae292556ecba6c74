import { expect, type Page, test } from '@playwright/test';

import { REMOTE_ORIGINS, type RemoteKey } from '../support/e2e-env';
import { expectFallback } from '../support/remote-fallback';
import { ACCOUNTS, signInAs } from '../support/sign-in';
import { openHome } from '../support/home';

type FailureMode = 'abort' | 'hang';

/** Makes every request to one remote's origin fail at once, or never answer at all. */
async function breakRemote(page: Page, remote: RemoteKey, mode: FailureMode): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/**`, async (route) => {
    if (mode === 'abort') await route.abort('connectionrefused');
    // 'hang': leave the request pending forever, like a server that accepts and never answers.
  });
}

const HERO = /Your private ride across Barbados/;

for (const mode of ['abort', 'hang'] as const) {
  test.describe(`a remote that is ${mode === 'abort' ? 'down' : 'hanging'}`, () => {
    test(`mfe-marketing ${mode}: its pages show the fallback; home keeps its hero and the calculator`, async ({
      page,
    }) => {
      await breakRemote(page, 'mfe_marketing', mode);
      await page.goto('/contact', { waitUntil: 'commit' });
      await expectFallback(page, 'mfe_marketing');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.getByRole('link', { name: 'Book Now' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
      await expectFallback(page, 'mfe_marketing');
    });

    test(`mfe-booking ${mode}: its pages show the fallback; marketing pages still work`, async ({
      page,
    }) => {
      await breakRemote(page, 'mfe_booking', mode);
      await page.goto('/book-tour', { waitUntil: 'commit' });
      await expectFallback(page, 'mfe_booking');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    });

    test(`mfe-account ${mode}: its pages show the fallback; other pages still work`, async ({
      page,
    }) => {
      await breakRemote(page, 'mfe_account', mode);
      await page.goto('/my-bookings', { waitUntil: 'commit' });
      await expectFallback(page, 'mfe_account');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Refund policy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    });

    test(`mfe-admin ${mode}: the admin layout shows the fallback; the public site still works`, async ({
      page,
    }) => {
      await signInAs(page, ACCOUNTS.superAdmin);
      await breakRemote(page, 'mfe_admin', mode);
      await page.goto('/admin/bookings', { waitUntil: 'commit' });
      await expectFallback(page, 'mfe_admin');
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to site' }).click();
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    });
  });
}

test('with both home-page remotes down, the home page still shows its hero, header and footer', async ({
  page,
}) => {
  await breakRemote(page, 'mfe_marketing', 'abort');
  await breakRemote(page, 'mfe_booking', 'abort');
  await openHome(page);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expectFallback(page, 'mfe_booking');
  await expectFallback(page, 'mfe_marketing');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('Retry loads the area once the remote is back, without reloading the page', async ({
  page,
}) => {
  await breakRemote(page, 'mfe_booking', 'abort');
  await page.goto('/book-night-out');
  await expectFallback(page, 'mfe_booking');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  await page.unroute(`${REMOTE_ORIGINS.mfe_booking}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Night Out' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
});

test('a page-level fallback takes focus so keyboard users land on it', async ({ page }) => {
  await breakRemote(page, 'mfe_account', 'abort');
  await page.goto('/account-settings');
  await expectFallback(page, 'mfe_account');
  await expect(
    page.getByRole('heading', { name: 'Your account is temporarily unavailable' }),
  ).toBeFocused();
});

test('Login while mfe-account is down: the fallback shows where the dialog would, and closes back to Login', async ({
  page,
}) => {
  await breakRemote(page, 'mfe_account', 'abort');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  const heading = page.getByRole('heading', { name: 'Your account is temporarily unavailable' });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(heading).toHaveCount(0);
  await expect(login).toBeFocused();
  await login.click();
  await expect(heading).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(heading).toHaveCount(0);
});
