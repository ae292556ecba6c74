import { expect, type Locator, type Page, test } from '@playwright/test';

import { E2E_ANON_KEY } from '../support/api-keys';
import { inboxLink } from '../support/auth-inbox';
import { createConfirmedCustomer } from '../support/customers';
import { logInThroughDialog, openDialog } from '../support/login-dialog';
import { E2E_BACKEND_URL, E2E_BASE_URL } from '../support/e2e-env';

const MISMATCH = 'Passwords do not match';
const CONFIRM_REQUIRED = 'Please confirm your password';

/**
 * A different confirmation is reported when the visitor leaves it, whatever the other fields hold;
 * correcting the confirmation, or the password, clears the message.
 */
async function checkConfirmation(form: Locator, password: Locator, confirmation: Locator) {
  await password.fill('reef-walk-2026');
  await confirmation.fill('reef-walk-2027');
  await confirmation.press('Tab');
  await expect(form.getByText(MISMATCH)).toBeVisible();
  await expect(confirmation).toHaveAccessibleDescription(new RegExp(MISMATCH));

  await confirmation.fill('reef-walk-2026');
  await expect(form.getByText(MISMATCH)).toHaveCount(0);

  await password.fill('reef-walk-2028');
  await expect(form.getByText(MISMATCH)).toBeVisible();
  await password.fill('reef-walk-2026');
  await expect(form.getByText(MISMATCH)).toHaveCount(0);

  await confirmation.fill('');
  await confirmation.press('Tab');
  await expect(form.getByText(CONFIRM_REQUIRED)).toBeVisible();
}

async function sendRecoveryLink(page: Page, email: string) {
  const redirect = encodeURIComponent(`${E2E_BASE_URL}/reset-password`);
  const response = await page.request.post(
    `${E2E_BACKEND_URL}/auth/v1/recover?redirect_to=${redirect}`,
    { headers: { apikey: E2E_ANON_KEY, 'Content-Type': 'application/json' }, data: { email } },
  );
  expect(response.ok()).toBe(true);
}

test.describe('a password confirmation that differs is flagged as soon as it is left', () => {
  test('sign-up dialog, with every other field still empty', async ({ page }) => {
    await page.goto('/');
    await openDialog(page, 'Sign Up');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog.getByLabel('First name')).toHaveValue('');
    await checkConfirmation(
      dialog,
      dialog.getByLabel('Password', { exact: true }),
      dialog.getByLabel('Confirm password'),
    );
  });

  test('change password on /account-settings, before the current password is typed', async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, 'match-change');
    await page.goto('/');
    await logInThroughDialog(page, customer);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/account-settings');
    const form = page.getByRole('region', { name: 'Change Password' });
    await expect(form.getByLabel('Current password')).toHaveValue('');
    await checkConfirmation(
      form,
      form.getByLabel('New password', { exact: true }),
      form.getByLabel('Confirm new password'),
    );
  });

  test('choosing a new password from a recovery link on /reset-password', async ({
    page,
    request,
  }) => {
    const customer = await createConfirmedCustomer(request, 'match-reset');
    await sendRecoveryLink(page, customer.email);
    await page.goto(await inboxLink(request, customer.email, 'recovery'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset Your Password' }),
    ).toBeVisible();
    await checkConfirmation(
      page.getByRole('main'),
      page.getByLabel('New password', { exact: true }),
      page.getByLabel('Confirm new password'),
    );
  });
});
