/**
 * Users and settings per role: admins see staff, only a super_admin changes it, the last
 * active super_admin is kept by the database (its message shown); settings are stored in the
 * database and read by the public site at runtime; a moderator's direct API writes are refused.
 */
import { randomInt } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/sign-in';
import { clientAs, serviceClient, STAFF } from '../support/staff';
import { openHome } from '../support/home';

test.describe.configure({ mode: 'serial' });

test('a super admin adds, promotes, deactivates and reactivates staff', async ({ page }) => {
  const email = `new.staff.${randomInt(100_000, 999_999)}@example.com`;
  await signInAs(page, STAFF.superAdmin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Users' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('moderator');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`${email} was added as Moderator.`)).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('combobox', { name: `Role of ${email}` }).selectOption('admin');
  await expect(page.getByText(`${email} is now Admin.`)).toBeVisible();

  await row.getByRole('button', { name: `Deactivate ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Reactivate ${email}` }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  const { data } = await serviceClient()
    .from('admin_users')
    .select('role, is_active')
    .eq('email', email);
  expect(data).toEqual([{ role: 'admin', is_active: true }]);

  // A duplicate e-mail and a bad one are explained; nothing typed is lost.
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ADMIN@example.com');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('An admin user with this e-mail already exists.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('not-an-email');
});

test('the database keeps the last active super admin, and the page says why', async ({ page }) => {
  await signInAs(page, STAFF.superAdmin);
  await page.goto('/admin/users');
  const me = page.getByRole('listitem').filter({ hasText: 'superadmin@example.com (you)' });
  const role = me.getByRole('combobox', { name: 'Role of superadmin@example.com' });
  await role.selectOption('admin');
  await expect(page.getByText('At least one active super_admin must remain')).toBeVisible();
  await expect(role).toHaveValue('super_admin');
  await me.getByRole('button', { name: 'Deactivate superadmin@example.com' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('At least one active super_admin must remain').last()).toBeVisible();
  await expect(me.getByText('Active', { exact: true })).toBeVisible();
});

test('a moderator calling the staff and settings writes directly is refused by the database', async () => {
  const moderator = await clientAs(STAFF.moderator);
  const service = serviceClient();

  const added = await moderator
    .from('admin_users')
    .insert({ email: 'sneaky@example.com', role: 'super_admin' });
  expect(added.error?.code).toBe('42501');

  const promoted = await moderator
    .from('admin_users')
    .update({ role: 'super_admin' })
    .eq('email', STAFF.moderator.email)
    .select('role');
  expect(promoted.data).toEqual([]);
  const removed = await moderator
    .from('admin_users')
    .delete()
    .eq('email', STAFF.admin.email)
    .select('id');
  expect(removed.data).toEqual([]);
  const { data: staff } = await service
    .from('admin_users')
    .select('email, role')
    .in('email', [STAFF.moderator.email, STAFF.admin.email, 'sneaky@example.com'])
    .order('email');
  expect(staff).toEqual([
    { email: STAFF.admin.email, role: 'admin' },
    { email: STAFF.moderator.email, role: 'moderator' },
  ]);

  const { data: before } = await service.from('site_settings').select('*').single();
  const changed = await moderator
    .from('site_settings')
    .update({ support_phone: '+1 246 555 6666' })
    .eq('id', true);
  expect(changed.error).toMatchObject({
    code: '42501',
    message: 'new row violates row-level security policy for table "site_settings"',
  });
  const { data: after } = await service.from('site_settings').select('*').single();
  expect(after).toEqual(before);
});

test('settings: saved by a super admin, audited, and read by the public site after a reload', async ({
  page,
  browser,
}) => {
  const phone = `+1 246 555 ${randomInt(1000, 9999)}`;
  const hours = `7:15 AM to 9:45 PM (GMT-4), test ${randomInt(1000, 9999)}`;
  // A visitor has the public site open before the change: the built-in values.
  const visitor = await browser.newPage();
  await openHome(visitor);
  const footer = visitor.getByRole('contentinfo');
  await expect(footer.getByText(/^Hours: /)).toBeVisible();
  await expect(footer).not.toContainText(phone);
  await expect(footer).not.toContainText(hours);

  await signInAs(page, STAFF.superAdmin);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Bad input is explained and kept.
  const phoneBox = page.getByRole('textbox', { name: 'Support phone' });
  await phoneBox.fill('12345');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(phoneBox).toHaveValue('12345');

  try {
    await phoneBox.fill(phone);
    await page.getByRole('textbox', { name: 'Customer service hours' }).fill(hours);
    await page.getByRole('textbox', { name: 'Customers' }).fill('750+');
    await page.getByRole('checkbox', { name: /Show Barbados dollars/ }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    const history = page.getByRole('region', { name: 'Recent changes' });
    await expect(history.getByRole('listitem').first()).toContainText('superadmin@example.com');
    await expect(history.getByRole('listitem').first()).toContainText(
      `Support phone: built-in value → “${phone}”`,
    );

    // The visitor reloads: the page load reads the settings from the database (plain fetch, anon
    // key) and the header, hero and footer show them.
    const settings = visitor.waitForResponse((response) =>
      response.url().includes('/rest/v1/site_settings?select='),
    );
    await visitor.reload();
    const row = ((await (await settings).json()) as Record<string, unknown>[])[0];
    expect(row).toMatchObject({ support_phone: phone, figure_customers: '750+', show_bbd: false });
    await expect(footer.getByRole('link', { name: phone })).toBeVisible();
    await expect(footer.getByText(`Hours: ${hours}`)).toBeVisible();
    await expect(footer).toContainText('750+ customers');
    await expect(visitor.getByRole('banner')).toContainText(phone);
    await expect(
      visitor.getByRole('region', { name: /Your private ride across Barbados/ }),
    ).toContainText('by 750+ customers');
  } finally {
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Restore built-in values' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Restore built-in values' })
      .click();
    await expect(page.getByText('The built-in values are back.')).toBeVisible();
  }
  const { data } = await serviceClient().from('site_settings').select('support_phone').single();
  expect(data).toEqual({ support_phone: null });
  // Back to the built-in values on the public site too.
  await visitor.reload();
  await expect(footer.getByText(/^Hours: /)).toBeVisible();
  await expect(footer).not.toContainText(phone);
  await expect(footer).not.toContainText(hours);
  await visitor.close();
});
