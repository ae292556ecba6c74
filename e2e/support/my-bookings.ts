// My Bookings as a customer reaches it: signed in through the dialog, then the Dashboard's link.
import { expect, type Page } from '@playwright/test';

import { openHome } from './home';
import { logInThroughDialog } from './login-dialog';

export async function openMyBookings(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await openHome(page);
  await logInThroughDialog(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: /View My Bookings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ of [\d,]+ bookings?/)).toBeVisible();
}

/** A booking's card, named by its reference. */
export const bookingCard = (page: Page, reference: string) =>
  page.getByRole('article', { name: reference });
