// The driver's phone view: /driver lists today's and tomorrow's jobs with call links and no prices,
// and the trip is tapped through to Completed. Nobody but a driver may stay on the page.
import { randomUUID } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { E2E_SERVICE_ROLE_KEY } from '../support/api-keys';
import { seriousViolations } from '../support/axe';
import { insertBookings } from '../support/customer-bookings';
import { serviceClient } from '../support/database';
import { E2E_BACKEND_URL } from '../support/e2e-env';
import { ACCOUNTS, signInAs } from '../support/sign-in';

const DRIVER = { email: 'driver@example.com', password: 'driver-demo-2026' };
/** Seeded: Dwayne Driver (driver@example.com) and the premium car H 2302 (supabase/seed.sql). */
const DWAYNE_DRIVER_ID = '00000000-0000-4000-f000-000000000001';
const PREMIUM_CAR_ID = '00000000-0000-4000-e000-000000000002';

test.use({ viewport: { width: 360, height: 740 } });

/** Bookings a test made for Dwayne: removed after it, so a retry's job is his next one again. */
const made: string[] = [];

test.afterEach(async () => {
  for (const id of made.splice(0)) {
    const { data, error } = await serviceClient()
      .from('bookings')
      .delete()
      .eq('id', id)
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id }]);
  }
});

/** The phone header's menu: a native <details> whose summary reads 'Menu' (icon only at 360 px). */
async function openMenu(page: Page) {
  await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
}

test('a driver opens My jobs from the menu, calls the passenger and taps the trip to Completed', async ({
  page,
  request,
}) => {
  // A confirmed booking an hour from now (today or, late at night, tomorrow in Barbados), assigned
  // to Dwayne by the back office.
  const passenger = { firstName: 'Nadia', lastName: `Prescod` };
  const rows = await insertBookings(
    request,
    { id: randomUUID(), email: `rider-${Date.now()}@example.org`, password: '', ...passenger },
    [{ status: 'confirmed', hoursAhead: 1, total: 123, userId: null, dropoff: 'Holetown' }],
  );
  const booking = rows[0]!;
  made.push(booking.id);
  const assigned = await request.post(`${E2E_BACKEND_URL}/rest/v1/booking_assignments`, {
    headers: {
      apikey: E2E_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${E2E_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    data: { booking_id: booking.id, driver_id: DWAYNE_DRIVER_ID, vehicle_id: PREMIUM_CAR_ID },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);

  await signInAs(page, DRIVER);
  await page.goto('/');
  await openMenu(page);
  await page.getByRole('link', { name: 'My jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();

  const job = page.getByRole('article').filter({ hasText: booking.reference_number });
  await expect(job.getByText('Nadia Prescod', { exact: true })).toBeVisible();
  await expect(job.getByRole('link', { name: /^Call/ })).toHaveAttribute(
    'href',
    'tel:+12465550177',
  );
  await expect(job.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/12465550177\?text=/,
  );
  await expect(job.getByRole('link', { name: /Map of Holetown/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Holetown',
  );
  await expect(page.getByRole('main')).not.toContainText('$');
  expect(await seriousViolations(page)).toEqual([]);

  for (const step of ['On my way', 'Arrived', 'Passenger on board', 'Completed']) {
    await job.getByRole('button', { name: step }).click();
    await expect(job.getByRole('listitem').filter({ hasText: step }).locator('time')).toBeVisible();
  }
  await expect(job.getByRole('button')).toHaveCount(0);

  await page.reload();
  const reloaded = page.getByRole('article').filter({ hasText: booking.reference_number });
  await expect(
    reloaded.getByRole('listitem').filter({ hasText: 'Completed' }).locator('time'),
  ).toBeVisible();
  await expect(reloaded.getByRole('button')).toHaveCount(0);
});

test('a customer opening /driver lands on the home page, with no My jobs in the menu', async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.customer);
  await page.goto('/driver');
  await expect(page).toHaveURL(/\/$/);
  await openMenu(page);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My jobs' })).toHaveCount(0);
});
