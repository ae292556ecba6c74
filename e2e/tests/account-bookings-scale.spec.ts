import { expect, test } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { insertBookings, statusSeenByStaff } from '../support/customer-bookings';
import { accessTokenOf, createConfirmedCustomer } from '../support/customers';
import { openedMails, recordMailtos } from '../support/mailto-clicks';
import { bookingCard, openMyBookings } from '../support/my-bookings';

const ADMIN = { email: 'admin@example.com', password: 'admin-demo-2026' };
/** One more than an answer holds (1,000 rows): the list must be read in two pages. */
const DESK_BOOKINGS = 1001;

// A hotel desk books its guests' transfers under one account: more bookings than one answer of the
// API holds, and more open ones than fit in a URL as a list of ids.
test('a desk with 1,001 bookings reaches every one, and Clear All cancels those it was shown', async ({
  page,
  request,
}) => {
  test.slow();
  const desk = await createConfirmedCustomer(request, 'desk', {
    firstName: 'Dana',
    lastName: 'Desk',
  });
  const rows = await insertBookings(
    request,
    desk,
    Array.from({ length: DESK_BOOKINGS }, () => ({ status: 'pending' as const })),
  );
  await recordMailtos(page);
  await openMyBookings(page, { email: desk.email, password: desk.password });
  await expect(page.getByText('1,001 of 1,001 bookings')).toBeVisible();
  // Fifty cards at a time; 'Show 50 more' adds the next and takes focus to the first of them.
  const list = page.getByRole('list', { name: 'Your bookings' });
  await expect(list.getByRole('article')).toHaveCount(50);
  await expect(page.getByText('Showing 50 of 1,001')).toBeVisible();
  await page.getByRole('button', { name: 'Show 50 more' }).click();
  await expect(list.getByRole('article')).toHaveCount(100);
  // The 51st card's heading (its reference) has the focus.
  await expect(list.getByRole('listitem').nth(50).getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page.getByText('Showing 100 of 1,001')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The search covers every booking, the ones not yet shown too.
  const search = page.getByLabel('Search bookings');
  for (const row of [rows[0]!, rows[DESK_BOOKINGS - 1]!]) {
    await search.fill(row.reference_number);
    await expect(page.getByText('1 of 1,001 bookings (filtered)')).toBeVisible();
    await expect(bookingCard(page, row.reference_number)).toBeVisible();
  }
  await search.fill('');
  await expect(list.getByRole('article')).toHaveCount(50);

  // Booked in another tab after the list was shown: Clear All leaves it alone.
  const [late] = await insertBookings(request, desk, [{ status: 'pending' }]);

  await page.getByRole('button', { name: 'Clear All (1,001)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel all 1,001 open bookings?' });
  // The references scroll in their own list, so the buttons stay in view.
  const references = dialog.getByRole('list', { name: 'Bookings to cancel' });
  await expect(references.getByRole('listitem')).toHaveCount(DESK_BOOKINGS);
  await expect(dialog.getByRole('button', { name: 'Yes, Cancel All' })).toBeInViewport();
  expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, Cancel All' }).click();
  await expect(dialog).toHaveCount(0);
  const totals = page.getByRole('region', { name: 'Booking totals' });
  await expect(totals).toContainText('Cancelled1,001');
  await expect(totals).toContainText('Pending0');
  const [mail] = await openedMails(page);
  expect(mail?.subject).toBe('Bulk Booking Cancellation - 1,001 Bookings');

  const staff = await accessTokenOf(request, ADMIN);
  expect(await statusSeenByStaff(request, staff, rows[0]!.id)).toBe('cancelled');
  expect(await statusSeenByStaff(request, staff, rows[DESK_BOOKINGS - 1]!.id)).toBe('cancelled');
  expect(await statusSeenByStaff(request, staff, late!.id)).toBe('pending');

  await page.reload();
  await expect(page.getByText('1,002 of 1,002 bookings')).toBeVisible();
  await expect(totals).toContainText('Pending1');
  await expect(totals).toContainText('Cancelled1,001');
});
