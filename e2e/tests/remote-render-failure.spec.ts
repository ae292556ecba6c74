// The rendering layer of the remote defences: a remote that loads fine but throws while React
// renders it shows its area's fallback in its own slot; the header, the footer, the navigation and
// the other areas keep working. (remote-failure.spec.ts covers remotes that fail to load.)
import { expect, test } from '@playwright/test';

import {
  expectFallback,
  makeRemoteThrowWhileRendering,
  renderFailures,
} from '../support/remote-fallback';
import { ACCOUNTS, signInAs } from '../support/sign-in';

const HERO = /Your private ride across Barbados/;

test.describe('a remote that throws while rendering', () => {
  test('mfe-marketing: its page and the home sections show the fallback; booking still works', async ({
    page,
  }) => {
    await makeRemoteThrowWhileRendering(page, 'mfe_marketing');
    await page.goto('/contact');
    await expectFallback(page, 'mfe_marketing');
    expect(await renderFailures(page)).toContain('mfe_marketing/routes');
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
    await expectFallback(page, 'mfe_marketing');
    expect(await renderFailures(page)).toContain('mfe_marketing/home-sections');
  });

  test('mfe-booking: its page and the calculator show the fallback; marketing still works', async ({
    page,
  }) => {
    await makeRemoteThrowWhileRendering(page, 'mfe_booking');
    await page.goto('/book-tour');
    await expectFallback(page, 'mfe_booking');
    expect(await renderFailures(page)).toContain('mfe_booking/routes');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    await expectFallback(page, 'mfe_booking');
    expect(await renderFailures(page)).toContain('mfe_booking/calculator');
  });

  test("mfe-account: the customer's page shows the fallback; the header and other pages still work", async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.customer);
    await makeRemoteThrowWhileRendering(page, 'mfe_account');
    await page.goto('/my-bookings');
    await expectFallback(page, 'mfe_account');
    expect(await renderFailures(page)).toContain('mfe_account/routes');
    await expect(
      page.getByRole('heading', { name: 'Your account is temporarily unavailable' }),
    ).toBeFocused();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    await page.getByRole('link', { name: 'Book Now' }).first().click();
    await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
  });

  test('mfe-admin: the admin layout shows the fallback; its navigation and the public site still work', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.superAdmin);
    await makeRemoteThrowWhileRendering(page, 'mfe_admin');
    await page.goto('/admin/bookings');
    await expectFallback(page, 'mfe_admin');
    expect(await renderFailures(page)).toContain('mfe_admin/routes');

    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await expect(adminNav).toBeVisible();
    await page.getByRole('link', { name: 'Back to site' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
  });
});
