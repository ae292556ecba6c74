import { expect, type Page, test } from '@playwright/test';

import { inboxLink } from '../support/auth-inbox';
import { insertBookings } from '../support/customer-bookings';
import { createConfirmedCustomer, uniqueEmail } from '../support/customers';
import { logInThroughDialog, openDialog } from '../support/login-dialog';
import { recordMailtos } from '../support/mailto-clicks';
import { seriousViolations } from '../support/axe';
import { ACCOUNTS, signInAs } from '../support/sign-in';
import { openHome } from '../support/home';
import { SITE_ROUTES } from '../support/site-routes';

/**
 * A toast may start to fade in or out while axe reads the page (toasts come and go on their own
 * clock); a half-faded toast is not what anybody reads, so axe looks again. A violation that
 * stays fails.
 */
async function expectAccessible(page: Page, state: string) {
  await expect.poll(() => seriousViolations(page), { message: state, timeout: 10_000 }).toEqual([]);
}

/** The account pages the tests below open; the site-wide axe sweep leaves them to this spec. */
const PAGES_CHECKED_HERE = ['/dashboard', '/account-settings', '/my-bookings', '/reset-password'];

test.describe('axe on every account page and dialog state (serious and critical: none)', () => {
  test('every account page of the site is one of those checked here', () => {
    const accountPages = SITE_ROUTES.filter((route) => route.owner === 'mfe_account');
    expect(PAGES_CHECKED_HERE).toEqual(
      expect.arrayContaining(accountPages.map((route) => route.path)),
    );
  });

  test('the login dialog: empty, refused, wrong password, forgot password, reset e-mail sent', async ({
    page,
  }) => {
    await page.goto('/contact');
    await openDialog(page, 'Login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expectAccessible(page, 'login');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expectAccessible(page, 'login refused');
    await dialog.getByLabel('Email').fill(uniqueEmail('nobody'));
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'wrong password with the Create Account prompt');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await expectAccessible(page, 'forgot password');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
    await expectAccessible(page, 'reset e-mail sent');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeFocused();
  });

  test('the sign-up dialog: empty, refused, welcome; the login dialog: not confirmed, confirmation resent', async ({
    page,
  }) => {
    const email = uniqueEmail('a11y');
    await openHome(page);
    await openDialog(page, 'Sign Up');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'sign-up');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('You must agree to the terms and conditions')).toBeVisible();
    await expectAccessible(page, 'sign-up refused');
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovell');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone number').fill('+1 246 555 0144');
    await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
    await dialog.getByLabel('Password', { exact: true }).fill('island-time-1');
    await dialog.getByLabel('Confirm password').fill('island-time-1');
    await dialog.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome, Ada!' })).toBeVisible();
    await expectAccessible(page, 'welcome');
    await page.getByRole('button', { name: 'Got it' }).click();

    await logInThroughDialog(page, { email, password: 'island-time-1' });
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'not confirmed, with the resend option');
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirmation email sent' })).toBeVisible();
    await expectAccessible(page, 'confirmation resent');
  });

  test('dashboard, its profile edit, account settings and its edit', async ({ page }) => {
    await signInAs(page, ACCOUNTS.customer);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectAccessible(page, 'dashboard');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectAccessible(page, 'dashboard profile edit');
    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expectAccessible(page, 'account settings');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Current password').fill('x');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('New password', { exact: true }).blur();
    await expectAccessible(page, 'account settings editing, with a password error');
  });

  test('My Bookings: list, inline cancel, refusal, Clear All dialog, no match, no bookings', async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, 'a11y-bookings');
    const [, completed] = await insertBookings(request, customer, [
      { status: 'confirmed', hoursAhead: 20 },
      { status: 'completed', hoursAhead: 24 * 2 },
      { status: 'cancelled', hoursAhead: 24 * 4 },
    ]);
    await recordMailtos(page);
    await openHome(page);
    await logInThroughDialog(page, customer);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/my-bookings');
    await expect(page.getByText('3 of 3 bookings')).toBeVisible();
    await expectAccessible(page, 'my bookings');
    const reference = completed?.reference_number ?? '';
    await page.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    await expectAccessible(page, 'inline cancel confirmation');
    await page.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await expect(page.getByRole('article', { name: reference }).getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'permission message');
    await page.getByRole('button', { name: 'Clear All (1)' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'Clear All dialog');
    await page.getByRole('button', { name: 'Keep Bookings' }).click();
    await page.getByLabel('Search bookings').fill('no such booking');
    await expect(
      page.getByRole('heading', { name: 'No bookings match your criteria' }),
    ).toBeVisible();
    await expectAccessible(page, 'no match');

    const empty = await createConfirmedCustomer(request, 'a11y-empty');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logInThroughDialog(page, empty);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/my-bookings');
    await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    await expectAccessible(page, 'no bookings yet');
  });

  test('/reset-password: opened directly, from a recovery link, and from a used link', async ({
    page,
    request,
  }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expectAccessible(page, 'reset password, opened directly');

    const customer = await createConfirmedCustomer(request, 'a11y-reset');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: customer.email })).toBeVisible();
    const link = await inboxLink(request, customer.email, 'recovery');
    await page.goto(link);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await expectAccessible(page, 'recovery form');
    await page.getByLabel('New password', { exact: true }).fill('sea-breeze-2027');
    await page.getByLabel('Confirm new password').fill('sea-breeze-2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await expectAccessible(page, 'password changed');

    await page.goto(link);
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
    await expectAccessible(page, 'used link');
  });
});
