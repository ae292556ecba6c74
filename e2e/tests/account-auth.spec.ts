import { expect, type Page, test } from '@playwright/test';

import { inbox, inboxLink } from '../support/auth-inbox';
import { createConfirmedCustomer, uniqueEmail } from '../support/customers';
import { logInThroughDialog, openDialog } from '../support/login-dialog';
import { ACCOUNTS } from '../support/sign-in';
import { openHome } from '../support/home';

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });

async function logOutFromDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
}

test.describe('customer accounts through the UI, against local-supabase', () => {
  test('sign up, the not-confirmed error with a working resend, the inbox link signs in, then log in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('signup');
    const password = 'reef-walk-2026';
    await openHome(page);
    await openDialog(page, 'Sign Up');
    const signUp = page.getByRole('dialog', { name: 'Create your account' });
    await signUp.getByLabel('First name').fill('Nia');
    await signUp.getByLabel('Last name').fill('Bayley');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Phone number').fill('+1 246 555 0123');
    await signUp.getByRole('radio', { name: 'Female' }).check();
    await signUp.getByLabel('Password', { exact: true }).fill(password);
    await signUp.getByLabel('Confirm password').fill(password);
    await signUp.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    const welcome = page.getByRole('dialog', { name: 'Welcome, Nia!' });
    await expect(welcome).toContainText(`we've sent a confirmation link to ${email}`);
    await expect(welcome.getByRole('link', { name: 'local inbox' })).toBeVisible();
    await inboxLink(request, email, 'signup');
    await welcome.getByRole('button', { name: 'Got it' }).click();

    await logInThroughDialog(page, { email, password });
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByRole('alert')).toContainText(
      'Your email address has not been confirmed. Please check your inbox for a confirmation link.',
    );
    await login.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirmation email sent' })).toContainText(
      email,
    );
    const link = await inboxLink(request, email, 'signup', 2);
    expect((await inbox(request, email)).filter((m) => m.type === 'signup')).toHaveLength(2);

    await page.goto(link);
    await expect(dashboardHeading(page)).toBeVisible();
    // supabase-js clears the link's tokens from the address (an empty "#" may remain).
    await expect(page).toHaveURL(/\/dashboard#?$/);
    await expect(page.getByText('Welcome back, Nia!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account Summary' })).toContainText('Verified');

    await logOutFromDashboard(page);
    await logInThroughDialog(page, { email, password });
    await expect(dashboardHeading(page)).toBeVisible();
  });

  test('Remember me off: the session ends with the browser; on: it survives a restart', async ({
    browser,
  }) => {
    for (const remember of [false, true]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openHome(page);
      await logInThroughDialog(page, ACCOUNTS.customer, { remember });
      await expect(dashboardHeading(page)).toBeVisible();
      await page.reload();
      await expect(dashboardHeading(page)).toBeVisible();
      const stored = await context.storageState();
      await context.close();

      const restarted = await browser.newContext({ storageState: stored });
      const again = await restarted.newPage();
      await again.goto('/dashboard');
      if (remember) {
        await expect(dashboardHeading(again)).toBeVisible();
      } else {
        await expect(again).toHaveURL(/\/$/);
        await expect(
          again.getByRole('banner').getByRole('button', { name: 'Login' }),
        ).toBeVisible();
      }
      await restarted.close();
    }
  });

  test('forgot password: the inbox link opens /reset-password, the new password works, the used link is refused', async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, 'reset');
    await openHome(page);
    await openDialog(page, 'Login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByLabel('Email').fill(customer.email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your email' })).toContainText(
      customer.email,
    );
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');

    const link = await inboxLink(request, customer.email, 'recovery');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset Your Password' }),
    ).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('coral-reef-2027');
    await page.getByLabel('Confirm new password').fill('coral-reef-2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await expect(page.getByText(`You are now signed in as ${customer.email}`)).toBeVisible();

    await logOutFromDashboard(page);
    await logInThroughDialog(page, { email: customer.email, password: customer.password });
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toContainText(
      'The email or password you entered is incorrect.',
    );
    await page.keyboard.press('Escape');
    await logInThroughDialog(page, { email: customer.email, password: 'coral-reef-2027' });
    await expect(dashboardHeading(page)).toBeVisible();
    await logOutFromDashboard(page);

    await page.goto(link);
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });

  test('too many failed logins: the too-many-attempts message from the 429', async ({ page }) => {
    const email = uniqueEmail('locked');
    await openHome(page);
    await openDialog(page, 'Login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    // local-supabase allows 10 failures per client and e-mail in 5 minutes (LOGIN_MAX_FAILURES).
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answered = page.waitForResponse((response) =>
        response.url().includes('/auth/v1/token'),
      );
      await dialog.getByRole('button', { name: 'Log in' }).click();
      expect((await answered).status()).toBe(400);
      await expect(dialog.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
    }
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Too many login attempts. Please wait a few minutes before trying again.',
    );
  });

  test('a profile edit on the dashboard is saved by the auth service and survives a reload', async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, 'profile');
    await openHome(page);
    await logInThroughDialog(page, customer);
    await expect(dashboardHeading(page)).toBeVisible();
    const profile = page.getByRole('region', { name: 'Your Profile' });
    await profile.getByRole('button', { name: 'Edit Profile' }).click();
    await profile.getByLabel('First name').fill('Marisol');
    await profile.getByLabel('Phone number').fill('+1 246 555 0999');
    await profile.getByLabel('Gender').selectOption('prefer-not-to-say');
    await expect(profile.getByLabel('Email')).toHaveAttribute('readonly', '');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(profile).toContainText('Marisol');

    await page.reload();
    await expect(page.getByText('Welcome back, Marisol!')).toBeVisible();
    await expect(profile).toContainText('+1 246 555 0999');
    await expect(profile).toContainText('Prefer not to say');
    await page.goto('/account-settings');
    await page
      .getByRole('region', { name: 'Profile' })
      .getByRole('button', { name: 'Edit Profile' })
      .click();
    await expect(page.getByLabel('First name')).toHaveValue('Marisol');
  });

  test('change password checks the current one; then the new one logs in and the old one is refused', async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, 'change');
    const newPassword = 'mango-tree-2027';
    await openHome(page);
    await logInThroughDialog(page, customer);
    await expect(dashboardHeading(page)).toBeVisible();
    await page.goto('/account-settings');
    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Your current password is incorrect')).toBeVisible();

    await form.getByLabel('Current password').fill(customer.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logInThroughDialog(page, customer);
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toContainText(
      'The email or password you entered is incorrect.',
    );
    await page.keyboard.press('Escape');
    await logInThroughDialog(page, { email: customer.email, password: newPassword });
    await expect(dashboardHeading(page)).toBeVisible();
  });

  for (const path of ['/dashboard', '/my-bookings', '/account-settings']) {
    test(`a signed-out visit to ${path} goes to / without showing private content`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: /Your private ride/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: /Dashboard|My Bookings|Account Settings/ }),
      ).toHaveCount(0);
    });
  }

  test('a signed-out visitor to a signed-in page goes home without waiting for the site’s scripts', async ({
    page,
  }) => {
    // The entry script never arrives: only the page's document itself can send them home.
    await page.route('**/main.js', (route) => route.abort());
    for (const path of ['/my-bookings', '/driver', '/admin', '/admin/bookings', '/admin/gone']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: /Your private ride/ }),
      ).toBeVisible();
    }
  });
});
