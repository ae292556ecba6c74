import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { expect, test } from '@playwright/test';

import { seriousViolations } from '../support/axe';

// The design-system catalogue (built by `nx run shared:catalogue`) opens from disk.
const CATALOGUE_URL = pathToFileURL(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../shared/catalogue/dist/index.html',
  ),
).href;

test.describe('design-system catalogue: axe in every state', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(CATALOGUE_URL);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Design system catalogue' }),
    ).toBeVisible();
  });

  test('every component at rest, with the error states shown', async ({ page }) => {
    await expect(page.getByText('Please select a rating')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('dialog open: focus inside, Escape closes and returns focus', async ({ page }) => {
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Experience' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('confirmation open, then busy', async ({ page }) => {
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel booking BB-123456-ABC?' });
    await expect(dialog.getByRole('button', { name: 'Keep Booking' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await expect(dialog.getByRole('button', { name: 'Cancelling...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await expect(dialog).toHaveCount(0);
  });

  test('popover open and toasts shown', async ({ page }) => {
    await page.getByRole('button', { name: 'About child car seats' }).click();
    await expect(page.getByText('US$15 each, doubled on a round trip.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    for (const name of ['Success toast', 'Error toast', 'Warning toast', 'Info toast']) {
      await page.getByRole('button', { name }).click();
    }
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a refused submit focuses the first invalid field and keeps what was typed', async ({
    page,
  }) => {
    const empty = page.locator('form').first();
    await empty.getByLabel('E-mail').fill('someone@example.com');
    await empty.getByRole('button', { name: 'Send' }).click();
    await expect(empty.getByLabel('Full name')).toBeFocused();
    await expect(empty.getByLabel('E-mail')).toHaveValue('someone@example.com');
    await expect(page.getByText('Please correct the errors below')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('design-system catalogue on a phone', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('nothing overflows the page at 320 px', async ({ page }) => {
    await page.goto(CATALOGUE_URL);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
