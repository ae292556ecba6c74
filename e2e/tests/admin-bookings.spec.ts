/**
 * Admin bookings over 2,000+ seeded bookings: server-side search, filter, sort and
 * pagination kept in the URL; the CSV of every matching row; status changes recorded in the audit
 * history and seen by the customer; delete for admins only; failures shown as toasts.
 */
import { readFile } from 'node:fs/promises';

import { bookingsCsvFileName } from '@bbt/shared/domain';
import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';

import { seriousViolations } from '../support/axe';
import { E2E_BACKEND_URL } from '../support/e2e-env';
import { seedBookingRow, seedBookings, type SeedOptions } from '../support/seed-bookings';
import { signInAs } from '../support/sign-in';
import { clientAs, serviceClient, STAFF } from '../support/staff';

const SEED: SeedOptions = {
  backendUrl: E2E_BACKEND_URL,
  count: 2000,
  batch: 'EEE',
  // 37 bookings (every 53rd) share a surname, spread over two pages of 25.
  marker: { lastName: 'Zephyrine', every: 53 },
  // Booking 53 is one of them, with a spreadsheet formula for a first name.
  formulaNames: [53],
};
const MARKED = Array.from({ length: 37 }, (_, k) => 53 * (k + 1));
const reference = (n: number) => `BB-${String(n).padStart(6, '0')}-EEE`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await seedBookings(SEED);
});

const summary = (page: Page) => page.getByRole('status').filter({ hasText: /Showing|No bookings/ });

/** A booking of the demo customer made for one test (service role), with a unique reference. */
async function freshCustomerBooking(suffix: string): Promise<string> {
  const n = 900_000 + Math.floor(Math.random() * 99_999);
  const row: Record<string, unknown> = {
    ...seedBookingRow({ ...SEED, batch: suffix }, n),
    email: STAFF.customer.email,
    status: 'pending',
    created_at: new Date().toISOString(),
  };
  const { error } = await serviceClient()
    .from('bookings')
    .insert(row as never);
  if (error) throw new Error(error.message);
  return row.reference_number as string;
}

async function totalBookings(): Promise<number> {
  const { count, error } = await serviceClient()
    .from('bookings')
    .select('id', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return count ?? 0;
}

test('search, status filter, sort and pagination run on the server and stay in the URL', async ({
  page,
}) => {
  await signInAs(page, STAFF.moderator);
  // Other workers add and remove bookings meanwhile: the total shown must equal the table's count
  // read just before the page asked for it, so a count that moved in between reads the page again.
  await expect(async () => {
    const count = await totalBookings();
    expect(count).toBeGreaterThanOrEqual(2000);
    await page.goto('/admin/bookings');
    await expect(summary(page)).toHaveText(
      `Showing 1–25 of ${count.toLocaleString('en-US')} bookings`,
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search bookings' }).fill('zephyrine');
  await expect(summary(page)).toHaveText('Showing 1–25 of 37 bookings (filtered)');
  await expect(page).toHaveURL(/\?q=zephyrine$/);
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(summary(page)).toHaveText('Showing 26–37 of 37 bookings (filtered)');
  await expect(page).toHaveURL(/q=zephyrine&page=2/);

  // A shared link (or a reload) opens the same view.
  await page.reload();
  await expect(summary(page)).toHaveText('Showing 26–37 of 37 bookings (filtered)');
  await expect(page.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('zephyrine');

  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('pending');
  // Every 4th of the 37 is pending (seed status = n mod 4): 9 bookings, back on page 1.
  await expect(summary(page)).toHaveText('Showing 1–9 of 9 bookings (filtered)');
  await expect(page).toHaveURL(/q=zephyrine&status=pending$/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(10);
  for (const select of await page.getByRole('combobox', { name: /Status of booking/ }).all()) {
    await expect(select).toHaveValue('pending');
  }

  await page.getByRole('button', { name: 'Date & time' }).click();
  await expect(page).toHaveURL(/sort=pickup&dir=asc/);
  await expect(page.getByRole('columnheader', { name: 'Date & time' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Reference, first name and e-mail are searched too; a moderator is offered no delete.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('all');
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(reference(1999));
  await expect(summary(page)).toHaveText('Showing 1–1 of 1 booking (filtered)');
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill('seed.guest.1998@');
  await expect(page.getByRole('rowheader')).toHaveText([new RegExp(reference(1998))]);
  await expect(page.getByRole('button', { name: /Delete booking/ })).toHaveCount(0);
});

test('Export CSV writes every matching row across pages, RFC 4180, formulas neutralised', async ({
  page,
}) => {
  await signInAs(page, STAFF.admin);
  await page.goto('/admin/bookings?q=Zephyrine');
  await expect(summary(page)).toHaveText('Showing 1–25 of 37 bookings (filtered)');
  const before = bookingsCsvFileName(new Date());
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const after = bookingsCsvFileName(new Date());
  expect([before, after]).toContain(download.suggestedFilename());
  await expect(page.getByText('Exported 37 bookings to bookings-')).toBeVisible();

  const text = await readFile(await download.path(), 'utf8');
  expect(
    text.startsWith(
      '\uFEFFReference,Name,Email,Phone,Pickup,Dropoff,Date,Time,Passengers,Price,Status\r\n',
    ),
  ).toBe(true);
  const rows = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data;
  expect(rows).toHaveLength(38);
  expect(
    rows
      .slice(1)
      .map((row) => row[0])
      .sort(),
  ).toEqual(MARKED.map(reference).sort());
  // The formula is neutralised with an apostrophe and quoted with its quotes doubled (RFC 4180).
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Seed 53"") Zephyrine"`);
  const formulaRow = rows.find((row) => row[0] === reference(53));
  expect(formulaRow?.[1]).toBe(`'=HYPERLINK("http://evil.example","Seed 53") Zephyrine`);
  expect(formulaRow?.[3]).toBe(`'+1 246 555 0100`);
});

/** The customer's My Bookings page, searched for one booking: its card. */
async function myBookingCard(customer: Page, ref: string) {
  await customer.goto('/my-bookings');
  await customer.getByLabel('Search bookings').fill(ref);
  return customer.getByRole('article', { name: ref });
}

test('a status change shows in the audit history and in the customer’s own bookings', async ({
  page,
  browser,
}) => {
  const ref = await freshCustomerBooking('AUD');
  // The customer, signed in, sees the booking pending in My Bookings.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signInAs(customerPage, STAFF.customer);
  const before = await myBookingCard(customerPage, ref);
  await expect(before.getByText('Pending', { exact: true })).toBeVisible();

  await signInAs(page, STAFF.admin);
  await page.goto(`/admin/bookings?q=${ref}`);
  await expect(summary(page)).toHaveText('Showing 1–1 of 1 booking (filtered)');
  await page.getByRole('combobox', { name: `Status of booking ${ref}` }).selectOption('confirmed');
  await expect(page.getByText(`Booking ${ref} is now Confirmed.`)).toBeVisible();

  await page.getByRole('button', { name: `View booking ${ref}` }).click();
  const dialog = page.getByRole('dialog', { name: `Booking ${ref}` });
  const history = dialog.getByRole('region', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Created as Pending');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Pending → Confirmed');
  await expect(history.getByRole('listitem').nth(1)).toContainText('by admin@example.com');
  await expect(dialog.getByText('Cash').or(dialog.getByText('Credit card'))).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // What My Bookings reads for the customer (their own rows, by RLS).
  const customer = await clientAs(STAFF.customer);
  const { data } = await customer.from('bookings').select('status').eq('reference_number', ref);
  expect(data).toEqual([{ status: 'confirmed' }]);
  // And the customer's My Bookings page shows the card's status badge as Confirmed.
  const after = await myBookingCard(customerPage, ref);
  await expect(after.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(after.getByText('Pending', { exact: true })).toHaveCount(0);
  await customerContext.close();
  // The demo customer's bookings as they were.
  await serviceClient().from('bookings').delete().eq('reference_number', ref);
});

test('only admins delete, after a confirmation question; the audit keeps the deletion', async ({
  page,
}) => {
  const ref = await freshCustomerBooking('DEL');
  await signInAs(page, STAFF.admin);
  await page.goto(`/admin/bookings?q=${ref}`);
  await page.getByRole('button', { name: `Delete booking ${ref}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete booking ${ref}?` });
  await expect(dialog).toContainText('Are you sure you want to delete this booking?');
  expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete booking' }).click();
  await expect(page.getByText(`Booking ${ref} deleted.`)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'No bookings match your criteria' }),
  ).toBeVisible();

  const service = serviceClient();
  const { data: left } = await service.from('bookings').select('id').eq('reference_number', ref);
  expect(left).toEqual([]);
  const { data: events } = await service
    .from('booking_events')
    .select('event_type, actor_email')
    .eq('reference_number', ref)
    .order('id');
  expect(events?.at(-1)).toEqual({ event_type: 'deleted', actor_email: 'admin@example.com' });
});

test('a failed status change or load is a toast and the table stays as it was', async ({
  page,
}) => {
  const ref = await freshCustomerBooking('ERR');
  await signInAs(page, STAFF.admin);
  await page.goto(`/admin/bookings?q=${ref}`);
  const select = page.getByRole('combobox', { name: `Status of booking ${ref}` });
  await expect(select).toHaveValue('pending');
  await page.route('**/rest/v1/bookings?*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom' } })
      : route.fallback(),
  );
  await select.selectOption('completed');
  await expect(
    page.getByText(`Could not change the status of booking ${ref}. Please try again.`),
  ).toBeVisible();
  await expect(select).toHaveValue('pending');

  await page.route('**/rest/v1/bookings?*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom' } })
      : route.fallback(),
  );
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('cancelled');
  await expect(page.getByText('Could not load the bookings. Please try again.')).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveText([new RegExp(ref)]);
});
