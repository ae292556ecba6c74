/**
 * The manage link (issue 23), as a guest uses it: a booking made with the home page's calculator
 * brings a confirmation whose "Manage your booking" link opens the booking without an account; the
 * guest moves the pickup time (the new price and the difference shown before confirming, the new
 * total stored), receives the updated booking whose calendar file keeps the UID with SEQUENCE 1,
 * then cancels and sees the refund. A link whose trip is long past and a forged one get the same
 * single message.
 */
import { randomUUID } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';
import { businessDate, quote } from '@bbt/shared/domain';
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
  uniqueEmail,
} from '../support/booking-flow';
import { arrived, type InboxEntry } from '../support/booking-inbox';
import { anonClient, serviceClient } from '../support/database';
import { E2E_BACKEND_URL } from '../support/e2e-env';
import { installFakeGoogleMaps } from '../support/fake-google-maps';

const INVALID =
  'This link is not valid or has expired. Please contact us with your booking reference.';

/** The "Manage your booking" address an e-mail carries. */
function manageLinkOf(entry: InboxEntry | undefined): string {
  const link = /https?:\/\/\S+\/manage\/[\w%-]+/.exec(entry?.text ?? '')?.[0];
  expect(link, 'the Manage your booking link').toBeDefined();
  return link ?? '';
}

/** The VEVENT of the e-mail's calendar file, read by a standard iCalendar parser. */
async function calendarEvent(entry: InboxEntry | undefined) {
  const file = entry?.attachments.find((a) => a.filename.endsWith('.ics'));
  expect(file, 'the calendar file').toBeDefined();
  const text = await (await fetch(`${E2E_BACKEND_URL}${file?.url}`)).text();
  const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  return {
    uid: String(event?.getFirstPropertyValue('uid')),
    sequence: Number(event?.getFirstPropertyValue('sequence') ?? 0),
  };
}

async function bookWithTheCalculator(page: Page, email: string): Promise<string> {
  await installFakeGoogleMaps(page);
  const calculator = await openCalculator(page);
  await fillTrip(calculator, { dropoff: 'Sandy Lane', date: dateAhead(7), time: '14:30' });
  await calculate(calculator);
  await chooseVehicle(calculator, 'Premium');
  await calculator.getByLabel('Cash', { exact: true }).check();
  await fillDetails(calculator, { firstName: 'Maya', lastName: 'Manage', email });
  await calculator.getByRole('button', { name: 'Book & Pay' }).click();
  return expectConfirmation(calculator);
}

test('a guest opens the manage link from the inbox, moves the pickup time, then cancels', async ({
  page,
}) => {
  const email = uniqueEmail('manage');
  const reference = await bookWithTheCalculator(page, email);
  const [confirmation] = await arrived(email, 'booking_confirmation', reference);
  const first = await calendarEvent(confirmation);

  // The link from the e-mail opens the booking, no sign-in.
  await page.goto(manageLinkOf(confirmation));
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
  const booking = page.getByRole('article', { name: new RegExp(reference) });
  await expect(booking).toContainText('Sandy Lane');
  await expect(booking).toContainText('2:30 PM');
  await expect(booking).toContainText('Free cancellation until');

  // Change the time to 5:30 in the morning: the after-hours surcharge, shown before confirming.
  const db = serviceClient();
  const storedTotal = async () => {
    const { data } = await db
      .from('bookings')
      .select('pickup_time, total_price')
      .eq('reference_number', reference)
      .single();
    return { time: data?.pickup_time.slice(0, 5), total: Number(data?.total_price) };
  };
  const before = await storedTotal();
  await booking.getByRole('button', { name: 'Change booking' }).click();
  const form = page.getByRole('form', { name: `Change booking ${reference}` });
  await form.getByLabel('Pickup time').fill('05:30');
  await form.getByRole('button', { name: 'Check the new price' }).click();
  const newPrice = form.getByRole('status');
  await expect(newPrice).toContainText(new RegExp(`Old total\\s*US\\$${before.total}\\b`));
  await expect(newPrice).toContainText(new RegExp(`New total\\s*US\\$${before.total + 20}\\b`));
  await expect(newPrice).toContainText(/Difference\s*\+US\$20\b/);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await form.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByText('We have e-mailed you the updated booking.')).toBeVisible();
  await expect(booking).toContainText('5:30 AM');

  // Stored: the new time and the new total (the old one plus the surcharge).
  expect(await storedTotal()).toEqual({ time: '05:30', total: before.total + 20 });
  await expect(booking).toContainText(`US$${before.total + 20}`);

  // The updated booking in the inbox: the same calendar event, one revision later.
  const [updated] = await arrived(email, 'booking_changed', reference);
  expect(updated?.subject).toContain(reference);
  const moved = await calendarEvent(updated);
  expect(moved.uid).toBe(first.uid);
  expect(moved.sequence).toBe(1);

  // Cancel: the refund before confirming, then the booking shown cancelled.
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel booking ${reference}?` });
  const refund = `US$${before.total + 20}`;
  await expect(dialog).toContainText(`Refund if you cancel now: ${refund}: Full refund (100%).`);
  await dialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
  await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
  await expect(page.getByText(`Refund: ${refund}`)).toBeVisible();
  await expect(booking).toContainText('Cancelled');
  await arrived(email, 'booking_cancelled', reference);
});

test('a link whose trip is long past and a forged link get the same message', async ({ page }) => {
  // A guest booking through the public API, and a manage link for it as the mailer issues one.
  const email = uniqueEmail('manage-expired');
  const pickupDate = businessDate(new Date(), 20);
  const { data: created, error } = await anonClient().rpc('create_booking', {
    p_idempotency_key: randomUUID(),
    p_first_name: 'Olive',
    p_last_name: 'Past',
    p_email: email,
    p_phone: '+1 246 555 0142',
    p_trip_type: 'fromAirport',
    p_pickup_location: 'Grantley Adams International Airport',
    p_dropoff_location: 'Sandy Lane',
    p_pickup_place_id: 'airport',
    p_dropoff_place_id: 'sandy-lane',
    p_pickup_date: pickupDate,
    p_pickup_time: '10:00',
    p_passengers: 2,
    p_suitcases: 2,
    p_vehicle_type: 'premium',
    p_payment_method: 'cash',
    p_guest_name: 'Olive Past',
    p_guest_phone_number: '+1 246 555 0142',
    p_flight_details: 'BA2155',
    p_total_price: quote({
      vehicleType: 'premium',
      passengers: 2,
      suitcases: 2,
      tripType: 'fromAirport',
      pickupPlaceId: 'airport',
      dropoffPlaceId: 'sandy-lane',
      isRoundTrip: false,
      pickupTime: '10:00',
      returnTime: null,
      extras: {},
    }).total,
  });
  expect(error).toBeNull();
  const db = serviceClient();
  const { data: token } = await db.rpc('issue_manage_token', { p_booking_id: created?.id ?? '' });
  expect(typeof token).toBe('string');

  // While the trip is ahead the link works…
  await page.goto(`/manage/${token}`);
  await expect(
    page.getByRole('article', { name: new RegExp(created?.reference_number ?? '-') }),
  ).toBeVisible();

  // …and once the trip is more than 7 days past, it is refused.
  await db
    .from('bookings')
    .update({ pickup_date: businessDate(new Date(), -30) })
    .eq('id', created?.id ?? '');
  await page.goto(`/manage/${token}`);
  const expired = page.getByRole('alert');
  await expect(expired).toHaveText(new RegExp(INVALID.replace(/[.]/g, '\\.')));
  const expiredText = (await expired.textContent()) ?? '';
  await expect(expired.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(expired.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+/);
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.goto(`/manage/${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(expiredText);
  await expect(page.getByRole('article')).toHaveCount(0);
});
