/**
 * The fleet page (/admin/fleet): an admin adds, edits and deactivates a vehicle (a bad plate is
 * explained and nothing typed is lost), adds a driver and links a new customer account to it by
 * e-mail (a staff account is refused with the database's message); a moderator only looks.
 */
import { randomInt } from 'node:crypto';

import { fillFleetMessage, FLEET_MESSAGES, vehicleTitle } from '@bbt/shared/domain';
import { expect, type Page, test } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { createConfirmedCustomer } from '../support/customers';
import { signInAs } from '../support/sign-in';
import { STAFF } from '../support/staff';

async function openFleet(page: Page, account: { email: string; password: string }) {
  await signInAs(page, account);
  await page.goto('/admin/fleet');
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
}

test('an admin adds a vehicle, edits it and deactivates it', async ({ page }) => {
  const digits = String(randomInt(100_000, 999_999));
  const plate = `Q ${digits}`;
  await openFleet(page, STAFF.admin);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
  await dialog.getByRole('textbox', { name: 'Plate' }).fill(`q-${digits}`);
  await dialog.getByRole('combobox', { name: 'Class' }).selectOption(vehicleTitle('premium'));
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Child seat in the boot');
  await dialog.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(dialog.getByText(FLEET_MESSAGES.plateInvalid)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Plate' })).toHaveValue(`q-${digits}`);
  await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue(
    'Child seat in the boot',
  );

  await dialog.getByRole('textbox', { name: 'Plate' }).fill(`  q   ${digits} `);
  await dialog.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByText(`Vehicle ${plate} was added.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: plate });
  await expect(row).toContainText(vehicleTitle('premium'));
  await expect(row).toContainText('Child seat in the boot');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Edit ${plate}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit vehicle ${plate}` });
  await edit.getByRole('textbox', { name: 'Notes' }).fill('Two child seats');
  await edit.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Two child seats');

  await row.getByRole('button', { name: `Deactivate ${plate}` }).click();
  await page
    .getByRole('alertdialog', { name: `Deactivate ${plate}?` })
    .getByRole('button', {
      name: 'Deactivate',
    })
    .click();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Reactivate ${plate}` })).toBeVisible();
});

test('an admin adds a driver and links a new account to it by e-mail', async ({
  page,
  request,
}) => {
  const account = await createConfirmedCustomer(request, 'fleet-driver');
  const name = `Marlon Test ${String(randomInt(1000, 9999))}`;
  await openFleet(page, STAFF.admin);

  await page.getByRole('button', { name: 'Add driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a driver' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+1 246 555 0142');
  await dialog.getByRole('button', { name: 'Add driver' }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('No account');

  await row.getByRole('button', { name: `Sign-in account of ${name}` }).click();
  const link = page.getByRole('dialog', { name: `Sign-in account of ${name}` });
  const email = link.getByRole('textbox', { name: 'Account e-mail' });
  await email.fill(STAFF.moderator.email);
  await link.getByRole('button', { name: 'Save account' }).click();
  await expect(
    link.getByText(fillFleetMessage('staffAccount', { email: STAFF.moderator.email })),
  ).toBeVisible();
  await expect(email).toHaveValue(STAFF.moderator.email);

  await email.fill(account.email);
  await link.getByRole('button', { name: 'Save account' }).click();
  await expect(link).toBeHidden();
  await expect(row).toContainText(account.email);
});

test('a moderator sees the fleet without any way to change it', async ({ page }) => {
  await openFleet(page, STAFF.moderator);
  const drivers = page.getByRole('table', { name: 'Drivers' });
  await expect(drivers.getByRole('row').filter({ hasText: 'Dwayne Driver' })).toContainText(
    'driver@example.com',
  );
  await expect(page.getByRole('table', { name: 'Vehicles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add vehicle' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add driver' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
