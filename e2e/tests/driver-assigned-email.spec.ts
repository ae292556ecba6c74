/**
 * The customer is told who picks them up: a booking of the seeded customer, assigned a driver and a
 * vehicle by an admin through the API (as the dispatch board does), brings "Your driver for BB-…" to
 * the local inbox with the driver's first name and the plate, and My Bookings shows the driver on
 * the booking's card.
 */
import { randomInt } from 'node:crypto';

import { expect, test } from '@playwright/test';
import { businessDate } from '@bbt/shared/domain';

import { airportBookingArgs } from '../support/airport-booking';
import { E2E_BACKEND_URL } from '../support/e2e-env';
import { signInAs } from '../support/sign-in';
import { clientAs, STAFF } from '../support/staff';

/** Seeded drivers and vehicles (supabase/seed.sql). */
const KEMAR = '00000000-0000-4000-f000-000000000002';
const SHONTELLE = '00000000-0000-4000-f000-000000000003';
const PREMIUM_CAR = { id: '00000000-0000-4000-e000-000000000002', plate: 'H 2302' };
const LUXURY_CAR = { id: '00000000-0000-4000-e000-000000000003', plate: 'H 3403' };

/** An airport pickup the seeded customer books while signed in, on a day no other job is on. */
async function customerBooking(): Promise<{ id: string; reference: string }> {
  const customer = await clientAs(STAFF.customer);
  const time = `${String(randomInt(8, 20)).padStart(2, '0')}:${randomInt(0, 2) ? '00' : '30'}`;
  const args = airportBookingArgs({
    firstName: 'Carla',
    lastName: 'Customer',
    email: STAFF.customer.email,
    phone: '+1 246 555 0101',
    pickupDate: businessDate(new Date(), randomInt(40, 400)),
    pickupTime: time,
    vehicleType: 'premium',
  });
  const { data, error } = await customer.rpc('create_booking', args);
  if (error || !data) throw new Error(`create_booking: ${error?.message ?? 'no data'}`);
  return { id: data.id, reference: data.reference_number };
}

async function assign(bookingId: string, driverId: string, vehicleId: string): Promise<void> {
  const admin = await clientAs(STAFF.admin);
  const { error } = await admin.rpc('assign_booking', {
    p_booking_id: bookingId,
    p_driver_id: driverId,
    p_vehicle_id: vehicleId,
  });
  if (error) throw new Error(`assign_booking: ${error.message}`);
}

test('the customer finds "Your driver for BB-…" in the inbox with the first name and plate', async ({
  page,
}) => {
  const booking = await customerBooking();
  await assign(booking.id, KEMAR, PREMIUM_CAR.id);

  await page.goto(`${E2E_BACKEND_URL}/inbox?to=${encodeURIComponent(STAFF.customer.email)}`);
  const mail = page.getByRole('article', { name: `Your driver for ${booking.reference}` });
  await expect(async () => {
    await page.reload();
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await mail.getByRole('link', { name: 'Read the message' }).click();

  await expect(page.getByRole('heading', { name: 'Plain-text version' })).toBeVisible();
  const text = page.locator('pre');
  await expect(text).toContainText('Driver: Kemar');
  await expect(text).not.toContainText('Clarke');
  await expect(text).toContainText(`Plate: ${PREMIUM_CAR.plate}`);
  await expect(text).toContainText('Where to meet: The arrivals hall');
  const html = page.frameLocator('iframe[title="HTML version of the e-mail"]');
  await expect(html.getByText('Your driver is Kemar')).toBeVisible();
});

test('My Bookings shows the assigned driver on the booking card', async ({ page }) => {
  const booking = await customerBooking();
  await assign(booking.id, SHONTELLE, LUXURY_CAR.id);

  await signInAs(page, STAFF.customer);
  await page.goto('/my-bookings');
  const card = page.getByRole('article', { name: booking.reference });
  const driver = card.getByRole('region', { name: 'Your driver' });
  await expect(driver).toBeVisible();
  await expect(driver).toContainText('Shontelle');
  await expect(driver).not.toContainText('Best');
  await expect(driver).toContainText(LUXURY_CAR.plate);
  await expect(driver).toContainText('Luxury (Mercedes or BMW)');
  await expect(driver).toContainText('The arrivals hall of Grantley Adams International Airport');
  await expect(driver.getByRole('link', { name: '+1 246 555 0108' })).toHaveAttribute(
    'href',
    'tel:+12465550108',
  );
  await expect(driver.getByRole('link', { name: 'Message Shontelle' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/12465550108\?text=/,
  );
});
