// The header's login and sign-up dialogs, opened and filled as a visitor does.
import { expect, type Page } from '@playwright/test';

/**
 * Opens the login dialog from the header (through the mobile menu on narrow screens), once the
 * page's React has taken over from the prerendered header.
 */
export async function openDialog(page: Page, name: 'Login' | 'Sign Up'): Promise<void> {
  const header = page.getByRole('banner');
  // The prerendered header is plain HTML until React renders it (React marks the nodes it owns).
  await expect
    .poll(() =>
      header
        .locator('button')
        .first()
        .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  const button = header.getByRole('button', { name, exact: true });
  if (!(await button.isVisible())) await header.getByRole('button', { name: 'Menu' }).click();
  await header.getByRole('button', { name, exact: true }).filter({ visible: true }).first().click();
}

export async function logInThroughDialog(
  page: Page,
  account: { email: string; password: string },
  options: { remember?: boolean } = {},
): Promise<void> {
  await openDialog(page, 'Login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  if (options.remember) await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
}
