/**
 * Transactional e-mail through the real UI: a booking made with the home page's price
 * calculator (fake Google Maps) reaches the local inbox with its reference, the price and an .ics
 * attachment that a standard parser reads; an admin confirms it in the admin area and the customer
 * gets the status e-mail; the booking's detail dialog lists the e-mails as delivered, and its
 * 'Resend confirmation' sends the confirmation again (a moderator sees the list but no resend).
 */
import { expect, test } from '@playwright/test';
import { formatMoney } from '@bbt/shared/domain';
import ICAL from 'ical.js';

import { seriousViolations } from '../support/axe';
import {
  calculate,
  chooseVehicle,
  dateAhead,
  expectConfirmation,
  fillDetails,
  fillTrip,
  openCalculator,
  shownTotal,
  uniqueEmail,
} from '../support/booking-flow';
import { arrived } from '../support/booking-inbox';
import { E2E_BACKEND_URL } from '../support/e2e-env';
import { installFakeGoogleMaps } from '../support/fake-google-maps';
import { signInAs } from '../support/sign-in';
import { STAFF } from '../support/staff';

test('booked through the calculator, confirmed in the admin area: both e-mails arrive, staff see and resend', async ({
  page,
  browser,
}) => {
  // The customer books on the home page.
  await installFakeGoogleMaps(page);
  const calculator = await openCalculator(page);
  const email = uniqueEmail('mail');
  const pickupDate = dateAhead(7);
  await fillTrip(calculator, { dropoff: 'Sandy Lane', date: pickupDate, time: '14:30' });
  await calculate(calculator);
  await chooseVehicle(calculator, 'Premium');
  const total = await shownTotal(calculator);
  await calculator.getByLabel('Cash', { exact: true }).check();
  await fillDetails(calculator, { firstName: 'Maya', lastName: 'Inbox', email });
  await calculator.getByRole('button', { name: 'Book & Pay' }).click();
  const reference = await expectConfirmation(calculator);

  // The confirmation in the inbox: reference, price, and a calendar file that parses.
  const [confirmation] = await arrived(email, 'booking_confirmation', reference);
  expect(confirmation?.subject).toContain(reference);
  expect(confirmation?.text).toContain(`Reference: ${reference}`);
  expect(confirmation?.text).toContain(`Total: ${formatMoney(total)}`);
  const ics = confirmation?.attachments.find((a) => a.filename === `booking-${reference}.ics`);
  expect(ics).toBeDefined();
  const icsText = await (await fetch(`${E2E_BACKEND_URL}${ics?.url}`)).text();
  const calendar = new ICAL.Component(ICAL.parse(icsText));
  const [pickup] = calendar.getAllSubcomponents('vevent');
  expect(String(pickup?.getFirstPropertyValue('summary'))).toContain(reference);
  const start = pickup?.getFirstProperty('dtstart');
  expect(start?.getParameter('tzid')).toBe('America/Barbados');
  expect((start?.getFirstValue() as ICAL.Time).toString()).toBe(`${pickupDate}T14:30:00`);
  await arrived('bookings@example.com', 'company_new_booking', reference);

  // An admin confirms it in the admin area.
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signInAs(admin, STAFF.admin);
  await admin.goto(`/admin/bookings?q=${reference}`);
  await admin
    .getByRole('combobox', { name: `Status of booking ${reference}` })
    .selectOption('confirmed');
  await expect(admin.getByText(`Booking ${reference} is now Confirmed.`)).toBeVisible();

  const [confirmed] = await arrived(email, 'booking_confirmed', reference);
  expect(confirmed?.subject).toMatch(new RegExp(`^Booking ${reference} confirmed: `));
  expect(confirmed?.text).toContain(`Good news, Maya: booking ${reference} is confirmed.`);

  // The detail dialog lists the three e-mails as delivered, and the reminder due the day before
  // the pickup at the same time (Barbados time).
  await admin.getByRole('button', { name: `View booking ${reference}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Booking ${reference}` });
  const emails = dialog.getByRole('region', { name: 'E-mails' });
  const items = emails.getByRole('listitem');
  await expect(async () => {
    await emails.getByRole('button', { name: 'Refresh e-mails' }).click();
    await expect(items.filter({ hasText: 'Delivered' })).toHaveCount(3, { timeout: 1_000 });
  }).toPass();
  await expect(items.nth(0)).toContainText('Booking confirmation');
  await expect(items.nth(0)).toContainText(`To ${email}`);
  await expect(items.nth(1)).toContainText('New booking notice to the company');
  const dayBefore = new Date(Date.parse(`${pickupDate}T12:00:00Z`) - 86_400_000);
  const due = dayBefore.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  await expect(items.nth(2)).toContainText('Reminder (day before)');
  await expect(items.nth(2)).toContainText('Scheduled');
  await expect(items.nth(2)).toContainText(`Due ${due}, 14:30`);
  await expect(items.nth(3)).toContainText('Booking confirmed');
  expect(await seriousViolations(admin, '[role="dialog"]')).toEqual([]);

  // 'Resend confirmation': a toast, the list shows the new e-mail, and it is delivered again.
  await emails.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(
    admin.getByText(`The confirmation of booking ${reference} will be sent again to ${email}.`),
  ).toBeVisible();
  await expect(items).toHaveCount(5);
  await expect(items.nth(4)).toContainText('resent by admin@example.com');
  await arrived(email, 'booking_confirmation', reference, 2);
  await expect(async () => {
    await emails.getByRole('button', { name: 'Refresh e-mails' }).click();
    await expect(items.nth(4)).toContainText('Delivered', { timeout: 1_000 });
  }).toPass();
  await staff.close();

  // A moderator sees the same e-mails and is offered no resend.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await signInAs(moderator, STAFF.moderator);
  await moderator.goto(`/admin/bookings?q=${reference}`);
  await moderator.getByRole('button', { name: `View booking ${reference}` }).click();
  const seen = moderator.getByRole('dialog').getByRole('region', { name: 'E-mails' });
  await expect(seen.getByRole('listitem')).toHaveCount(5);
  await expect(seen.getByRole('button', { name: 'Resend confirmation' })).toHaveCount(0);
  await moderatorContext.close();
});
