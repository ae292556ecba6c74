/**
 * The dispatch day board (/admin/dispatch): an admin assigns a driver and a vehicle to a seeded
 * booking on its day and finds it saved after a reload; the database refuses a clash and the board
 * shows its message in place, keeping the choices; a moderator sees the board without selects.
 */
import { vehicleTitle } from '@bbt/shared/domain';
import { expect, type Page, test } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { seedBookingRow } from '../support/seed-bookings';
import { E2E_BACKEND_URL } from '../support/e2e-env';
import { signInAs } from '../support/sign-in';
import { serviceClient, STAFF } from '../support/staff';

/** A seeded booking (supabase/seed.sql): Grace Visitor, premium, 1 passenger, 2 suitcases, 12:10. */
const SEEDED = 'BB-100011-GUP';
/** A second job the same day, twenty minutes later: same driver means a clash. */
const OVERLAPPING = 'BB-000001-DSP';
/** A cancelled job that day, shown set aside on the board. */
const CANCELLED = 'BB-000001-DSC';

test.describe.configure({ mode: 'serial' });

let day = '';

/** Inserts booking 1 of `batch` (reference `reference`) with `fields`, unless a retry already did. */
async function insertOnce(reference: string, batch: string, fields: Record<string, unknown>) {
  const db = serviceClient();
  const existing = await db.from('bookings').select('id').eq('reference_number', reference);
  if ((existing.data ?? []).length > 0) return;
  const row = { ...seedBookingRow({ backendUrl: E2E_BACKEND_URL, count: 1, batch }, 1), ...fields };
  const { error } = await db.from('bookings').insert(row as never);
  if (error) throw new Error(error.message);
}

test.beforeAll(async () => {
  const db = serviceClient();
  const seeded = await db
    .from('bookings')
    .select('id, pickup_date')
    .eq('reference_number', SEEDED)
    .single();
  if (seeded.error) throw new Error(seeded.error.message);
  day = seeded.data.pickup_date;
  await insertOnce(OVERLAPPING, 'DSP', {
    first_name: 'Olive',
    last_name: 'Overlap',
    pickup_date: day,
    pickup_time: '12:30',
    passengers: 1,
    suitcases: 0,
    vehicle_type: 'economy',
    status: 'confirmed',
  });
  // A cancelled booking the same day: its card is on the board, and axe checks it too.
  await insertOnce(CANCELLED, 'DSC', {
    first_name: 'Cora',
    last_name: 'Cancelled',
    pickup_date: day,
    pickup_time: '09:00',
    status: 'cancelled',
  });
  // A retry starts from an unassigned pair.
  const ids = await db.from('bookings').select('id').in('reference_number', [SEEDED, OVERLAPPING]);
  await db
    .from('booking_assignments')
    .delete()
    .in(
      'booking_id',
      (ids.data ?? []).map((row) => row.id),
    );
});

const job = (page: Page, reference: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: reference }) });

async function chooseDriver(page: Page, reference: string, name: string): Promise<void> {
  const select = job(page, reference).getByLabel('Driver');
  const value = await select.locator('option', { hasText: name }).getAttribute('value');
  await select.selectOption(value ?? '');
}

test('an admin assigns a driver and a vehicle; a clash is refused in place', async ({ page }) => {
  await signInAs(page, STAFF.admin);
  await page.goto(`/admin/dispatch?date=${day}`);
  await expect(page.getByRole('heading', { name: 'Dispatch', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /of \d+ jobs unassigned/ }),
  ).toBeVisible();

  const seeded = job(page, SEEDED);
  await chooseDriver(page, SEEDED, 'Shontelle Best');
  await seeded.getByLabel('Vehicle').selectOption({ label: `H 2302 · ${vehicleTitle('premium')}` });
  await seeded.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(`${SEEDED} assigned to Shontelle Best · H 2302`)).toBeVisible();

  await page.reload();
  await expect(job(page, SEEDED).getByText('Shontelle Best · H 2302')).toBeVisible();
  await expect(job(page, CANCELLED).getByText('Not assignable (cancelled)')).toBeVisible();

  const other = job(page, OVERLAPPING);
  await chooseDriver(page, OVERLAPPING, 'Shontelle Best');
  await other.getByLabel('Vehicle').selectOption({ label: `H 1201 · ${vehicleTitle('economy')}` });
  await other.getByRole('button', { name: 'Assign' }).click();
  await expect(other.getByRole('alert')).toHaveText(
    new RegExp(`^Driver Shontelle Best is already on booking ${SEEDED} from `),
  );
  await expect(other.getByLabel('Driver').locator('option:checked')).toHaveText(/Shontelle Best/);
  await expect(other.getByLabel('Vehicle').locator('option:checked')).toHaveText(/H 1201/);
  await expect(other.getByText('Unassigned', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a moderator sees the board without selects', async ({ page }) => {
  await signInAs(page, STAFF.moderator);
  await page.goto('/admin');
  // The overview counts the jobs still without a driver (other specs book too: any count).
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^(\d+ jobs? unassigned|All jobs) in the next 48 hours/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Dispatch', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Dispatch', level: 1 })).toBeVisible();
  await page.goto(`/admin/dispatch?date=${day}`);
  await expect(job(page, SEEDED)).toBeVisible();
  await expect(job(page, OVERLAPPING).getByText('Unassigned', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Assign' })).toHaveCount(0);
});
