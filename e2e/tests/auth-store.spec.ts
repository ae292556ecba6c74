import { expect, test } from '@playwright/test';

import { collectPageErrors } from '../support/console-errors';
import { ACCOUNTS, signInAs } from '../support/sign-in';
import { openHome } from '../support/home';

test.describe('one auth store, written by the shell, read by the remotes (real local-supabase)', () => {
  test('a signed-in customer sees their menu in the shell header and their dashboard from mfe-account', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signInAs(page, ACCOUNTS.customer);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome back, Carla!')).toBeVisible();
    const menuButton = page.getByRole('button', { name: ACCOUNTS.customer.name });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    await expect(page.getByRole('banner').getByText('Customer', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Bookings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a super admin gets the Admin Panel link and every admin navigation item', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.superAdmin);
    await openHome(page);
    const menuButton = page.getByRole('button', { name: ACCOUNTS.superAdmin.name });
    await menuButton.click();
    await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await expect(adminNav.getByRole('link')).toHaveText([
      'Dashboard',
      'Bookings',
      'Dispatch',
      'Testimonials',
      'Fleet',
      'Users',
      'Settings',
    ]);
  });

  test('a moderator sees the staff items but not Users or Settings', async ({ page }) => {
    await signInAs(page, ACCOUNTS.moderator);
    await page.goto('/admin');
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await expect(adminNav.getByRole('link')).toHaveText([
      'Dashboard',
      'Bookings',
      'Dispatch',
      'Testimonials',
      'Fleet',
    ]);
  });

  test('Sign Out clears the store everywhere and the header offers Login again', async ({
    page,
  }) => {
    await signInAs(page, ACCOUNTS.customer);
    await page.goto('/contact');
    await page.getByRole('button', { name: ACCOUNTS.customer.name }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('sb-127-auth-token'))).toBeNull();
  });
});
