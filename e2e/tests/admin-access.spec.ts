/**
 * The admin route guard: not signed in or not staff → /, a
 * role below the page's minimum → /admin, and nothing of the admin area shows before the check.
 */
import { expect, type Page, test } from '@playwright/test';

import { holdTheApp } from '../support/hold-the-app';
import { signInAs } from '../support/sign-in';
import { STAFF } from '../support/staff';

const HERO = /Your private ride across Barbados/;

/** Records every h1 and admin navigation that ever appears, from the first byte on. */
async function recordAdminContent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __adminSeen: string[] }).__adminSeen = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) seen.push(`h1:${heading.textContent}`);
      if (document.querySelector('nav[aria-label="Admin"]')) seen.push('admin-nav');
    }).observe(document, { childList: true, subtree: true });
  });
}

const adminContentSeen = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __adminSeen: string[] }).__adminSeen.filter(
      (item) => item === 'admin-nav' || /Manage|Admin|Settings/.test(item),
    ),
  );

test.describe('admin route guard', () => {
  test('a visitor who is not signed in is sent home', async ({ page }) => {
    await page.goto('/admin/bookings');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  });

  test('a signed-in customer is sent home without a flash of admin content', async ({ page }) => {
    await recordAdminContent(page);
    await signInAs(page, STAFF.customer);
    await page.goto('/admin/bookings');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    expect(await adminContentSeen(page)).toEqual([]);
  });

  test('a moderator: staff items and the Admin badge; Users and Settings go to /admin', async ({
    page,
  }) => {
    await signInAs(page, STAFF.moderator);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Bookings',
      'Dispatch',
      'Testimonials',
      'Fleet',
    ]);
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByText('Welcome back, Admin')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
    for (const path of ['/admin/users', '/admin/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    }
  });

  test('an admin sees Users (read only); Settings goes to /admin', async ({ page }) => {
    await signInAs(page, STAFF.admin);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Users' })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'moderator@example.com' }),
    ).toBeVisible();
    await expect(
      page.getByText('Only a super admin can add admin users or change their roles.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /Role of/ })).toHaveCount(0);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a super admin opens every page, with the Super Admin badge and Manage Users', async ({
    page,
  }) => {
    await signInAs(page, STAFF.superAdmin);
    await page.goto('/admin');
    await expect(page.getByText('Welcome back, Super Admin')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Super Admin', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Users' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Review Testimonials' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials\?filter=pending$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage Testimonials' }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('link', { name: 'View All Bookings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Bookings' })).toBeVisible();
  });
});

test.describe('staff see their page’s head before the app has loaded', () => {
  const staffCheckAnswered = (page: Page) =>
    page.waitForResponse((response) =>
      /\/rest\/v1\/admin_users\?select=role&/.test(response.url()),
    );

  test('a moderator sees the Bookings head at once, and the app takes over in place', async ({
    page,
  }) => {
    await signInAs(page, STAFF.moderator);
    const release = await holdTheApp(page);
    const answered = staffCheckAnswered(page);
    await page.goto('/admin/bookings');
    await answered;
    const heading = page.getByRole('heading', { level: 1, name: 'Manage Bookings' });
    await expect(heading).toBeVisible();
    // The app has not started: no admin navigation yet, so the head came from the HTML.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    const before = await heading.boundingBox();
    release();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
  });

  for (const [who, account, path] of [
    ['a customer', STAFF.customer, '/admin/bookings'],
    ['a moderator on the admins’ Users page', STAFF.moderator, '/admin/users'],
  ] as const) {
    test(`${who} sees no head while the app loads`, async ({ page }) => {
      await recordAdminContent(page);
      await signInAs(page, account);
      const release = await holdTheApp(page);
      const answered = staffCheckAnswered(page);
      await page.goto(path);
      await answered;
      await expect(page.getByText('Checking your access…')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      release();
      await expect(page).toHaveURL(account === STAFF.customer ? /\/$/ : /\/admin$/);
      if (account === STAFF.customer) expect(await adminContentSeen(page)).toEqual([]);
    });
  }
});
