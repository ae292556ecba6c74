import { expect, test } from '@playwright/test';

import {
  insertBookings,
  statusSeenByStaff,
  type StoredBooking,
} from '../support/customer-bookings';
import { accessTokenOf, createConfirmedCustomer, type Customer } from '../support/customers';
import { openedMails, recordMailtos } from '../support/mailto-clicks';
import { bookingCard as card, openMyBookings } from '../support/my-bookings';
import { ACCOUNTS } from '../support/sign-in';

const SEEDED = {
  customer: [
    'BB-100001-CUP',
    'BB-100002-CUC',
    'BB-100003-CUD',
    'BB-100004-CUX',
    'BB-100005-CUR',
    'BB-100006-CUA',
  ],
  customer2: ['BB-100007-COP', 'BB-100008-COC', 'BB-100009-COD', 'BB-100010-COX'],
};
const CUSTOMER2 = { email: 'customer2@example.com', password: 'customer2-demo-2026' };
const ADMIN = { email: 'admin@example.com', password: 'admin-demo-2026' };

test.describe('My Bookings reads the signed-in customer’s rows only (RLS)', () => {
  test('customer A never sees customer B’s bookings, and the other way round', async ({ page }) => {
    await openMyBookings(page, ACCOUNTS.customer);
    for (const reference of SEEDED.customer) await expect(card(page, reference)).toBeVisible();
    for (const reference of SEEDED.customer2) await expect(card(page, reference)).toHaveCount(0);
    // BB-100006-CUA was booked without an account, with the customer's e-mail.
    await expect(card(page, 'BB-100006-CUA')).toContainText('customer@example.com');
    // Each card's extras, those of the booking made by e-mail too.
    await expect(card(page, 'BB-100001-CUP')).toContainText('Fast track, adults (11+) × 2');
    await expect(card(page, 'BB-100006-CUA')).toContainText('Child car seats × 1');
    await expect(card(page, 'BB-100006-CUA')).toContainText('Supermarket stop (30 minutes)');

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await openMyBookings(page, CUSTOMER2);
    for (const reference of SEEDED.customer2) await expect(card(page, reference)).toBeVisible();
    for (const reference of SEEDED.customer) await expect(card(page, reference)).toHaveCount(0);
  });
});

test.describe('My Bookings of a new customer (fixture bookings)', () => {
  let customer: Customer;
  let rows: StoredBooking[];
  const byStatus = (status: string) => rows.find((row) => row.status === status) as StoredBooking;

  test.beforeEach(async ({ request, page }) => {
    customer = await createConfirmedCustomer(request, 'bookings', {
      firstName: 'Omar',
      lastName: 'Grant',
    });
    rows = await insertBookings(request, customer, [
      {
        status: 'pending',
        hoursAhead: 24 * 10,
        vehicle: 'luxury',
        total: 150,
        dropoff: 'Sandy Lane',
      },
      { status: 'confirmed', hoursAhead: 30, vehicle: 'premium', total: 80, dropoff: 'Holetown' },
      { status: 'completed', hoursAhead: 24 * 3, dropoff: 'Oistins' },
      { status: 'cancelled', hoursAhead: 24 * 5, dropoff: 'Bathsheba' },
      { status: 'pending', hoursAhead: 24 * 6, userId: null, dropoff: 'Speightstown' },
    ]);
    await recordMailtos(page);
  });

  test('counts, tiles, search and status filter with the count text, and the empty state', async ({
    page,
  }) => {
    await openMyBookings(page, customer);
    await expect(page.getByText('5 of 5 bookings', { exact: true })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Booking totals' });
    await expect(totals).toContainText('Total bookings5');
    await expect(totals).toContainText('Pending2');
    await expect(totals).toContainText('Confirmed1');
    await expect(totals).toContainText('Completed1');
    await expect(totals).toContainText('Cancelled1');
    await expect(page.getByRole('button', { name: 'Clear All (3)' })).toBeVisible();

    await page.getByLabel('Search bookings').fill('holetown');
    await expect(page.getByText('1 of 5 bookings (filtered)')).toBeVisible();
    await page
      .getByLabel('Search bookings')
      .fill(byStatus('completed').reference_number.toLowerCase());
    await expect(page.getByText('1 of 5 bookings (filtered)')).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByLabel('Status').selectOption('pending');
    await expect(page.getByText('2 of 5 bookings (filtered)')).toBeVisible();
    await page.getByLabel('Search bookings').fill('omar grant');
    await expect(page.getByText('2 of 5 bookings (filtered)')).toBeVisible();
    await page.getByLabel('Search bookings').fill('nowhere at all');
    await expect(
      page.getByRole('heading', { name: 'No bookings match your criteria' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText('5 of 5 bookings', { exact: true })).toBeVisible();
  });

  test('free cancellation more than 48 hours ahead; the charge inside 48 hours; Add to calendar', async ({
    page,
  }) => {
    await openMyBookings(page, customer);
    const later = card(page, byStatus('pending').reference_number);
    await expect(later).toContainText(/Free cancellation until \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const soon = card(page, byStatus('confirmed').reference_number);
    await expect(soon).toContainText('Cancelling now: 25% charge (US$20), US$60 refunded');
    await expect(card(page, byStatus('completed').reference_number)).not.toContainText(
      'Cancelling now',
    );

    const download = page.waitForEvent('download');
    await later.getByRole('button', { name: /Add to calendar/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`booking-${byStatus('pending').reference_number}.ics`);
    const text = await (await file.createReadStream()).toArray();
    const ics = Buffer.concat(text).toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(
      `SUMMARY:Barbados Island Rides: pickup ${byStatus('pending').reference_number}`,
    );
  });

  test('cancel keeps the row as cancelled, staff see it cancelled, and the e-mail is prepared', async ({
    page,
    request,
  }) => {
    const target = byStatus('confirmed');
    await openMyBookings(page, customer);
    const booking = card(page, target.reference_number);
    await booking
      .getByRole('button', { name: `Cancel booking ${target.reference_number}` })
      .click();
    const confirm = booking.getByRole('group', {
      name: `Cancel booking ${target.reference_number}?`,
    });
    await expect(confirm).toContainText(
      'This booking is confirmed. Cancellation may incur charges.',
    );
    await confirm.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(confirm).toHaveCount(0);

    await booking
      .getByRole('button', { name: `Cancel booking ${target.reference_number}` })
      .click();
    await confirm.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await expect(booking.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('5 of 5 bookings', { exact: true })).toBeVisible();

    const [mail] = await openedMails(page);
    expect(mail?.to).toBe('bookings@example.com');
    expect(mail?.subject).toBe(`Booking Cancellation - ${target.reference_number}`);
    expect(mail?.body).toContain(`Reference: ${target.reference_number}`);
    expect(mail?.body).toContain('Name: Omar Grant');
    expect(mail?.body).toContain(`Cancelled by: ${customer.email}`);
    await expect(booking.getByRole('link', { name: 'open it again' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );

    await page.reload();
    await expect(
      card(page, target.reference_number).getByText('Cancelled', { exact: true }),
    ).toBeVisible();
    const staff = await accessTokenOf(request, ADMIN);
    expect(await statusSeenByStaff(request, staff, target.id)).toBe('cancelled');
  });

  test('the database refuses to cancel a completed booking: the permission message', async ({
    page,
    request,
  }) => {
    const completed = byStatus('completed');
    await openMyBookings(page, customer);
    const booking = card(page, completed.reference_number);
    await booking
      .getByRole('button', { name: `Cancel booking ${completed.reference_number}` })
      .click();
    await expect(booking).toContainText(
      'This booking is completed. Cancellation may not be possible.',
    );
    await booking.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await expect(booking.getByRole('alert')).toHaveText(
      `You don't have permission to delete booking ${completed.reference_number}. This booking can only be cancelled by contacting our support team directly. Please call +1 246 269 9288 or email bookings@example.com for assistance.`,
    );
    expect(await openedMails(page)).toEqual([]);
    const staff = await accessTokenOf(request, ADMIN);
    expect(await statusSeenByStaff(request, staff, completed.id)).toBe('completed');
  });

  test('Clear All cancels every open booking after its dialog and prepares the bulk e-mail', async ({
    page,
    request,
  }) => {
    const open = rows.filter((row) => row.status === 'pending' || row.status === 'confirmed');
    await openMyBookings(page, customer);
    await page.getByRole('button', { name: 'Clear All (3)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel all 3 open bookings?' });
    for (const row of open) await expect(dialog).toContainText(row.reference_number);
    await dialog.getByRole('button', { name: 'Yes, Cancel All' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Booking totals' })).toContainText('Cancelled4');
    await expect(page.getByRole('button', { name: /Clear All/ })).toHaveCount(0);

    const [mail] = await openedMails(page);
    expect(mail?.subject).toBe('Bulk Booking Cancellation - 3 Bookings');
    for (const row of open) expect(mail?.body).toContain(`- ${row.reference_number}`);
    expect(mail?.body).toContain(`Cancelled by: ${customer.email}`);

    const staff = await accessTokenOf(request, ADMIN);
    for (const row of open)
      expect(await statusSeenByStaff(request, staff, row.id)).toBe('cancelled');
    expect(await statusSeenByStaff(request, staff, byStatus('completed').id)).toBe('completed');
  });
});

test('a customer with no bookings sees “No bookings yet” and Book a Ride', async ({
  page,
  request,
}) => {
  const customer = await createConfirmedCustomer(request, 'empty');
  await openMyBookings(page, customer);
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Book a Ride' }).click();
  await expect(page).toHaveURL(/\/$/);
});
