import { expect, test } from '@playwright/test';

import { collectPageErrors } from '../support/console-errors';
import { E2E_BASE_URL } from '../support/e2e-env';
import { ACCOUNTS, signInAs } from '../support/sign-in';
import { openHome } from '../support/home';

test('one React and one auth store on a page that has loaded all four remotes', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // My Bookings and the admin area are for signed-in users (a signed-out visitor is sent home).
  await signInAs(page, ACCOUNTS.superAdmin);
  await openHome(page);
  await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  // Client-side navigation into the account and admin areas (no reload, same page).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/my-bookings');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  const storeCount = await page.evaluate(
    () => (globalThis as unknown as { __BBT_AUTH_STORE_COUNT__?: number }).__BBT_AUTH_STORE_COUNT__,
  );
  expect(storeCount).toBe(1);
  expect(
    errors.filter((text) =>
      /duplicate auth store|Invalid hook call|more than one copy of React/i.test(text),
    ),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test('React is fetched once: remotes reuse the shell’s copy instead of loading their own', async ({
  page,
}) => {
  const reactDomRequests: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // react-dom's production build carries this error-decoder URL exactly once.
    if (body.includes('react.dev/errors/') && body.includes('createRoot'))
      reactDomRequests.push(url);
  });
  await openHome(page);
  await expect(page.getByRole('heading', { name: 'Instant price calculator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
  expect(reactDomRequests).toHaveLength(1);
  expect(reactDomRequests[0]).toContain(new URL(E2E_BASE_URL).host);
});
