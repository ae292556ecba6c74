// Issue 23: the confirmation's "Manage your booking" link, and the review request's link that opens
// Share Your Experience filled in (a review sent from it is a verified ride).
import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

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
import { serviceClient } from '../support/database';
import { installFakeGoogleMaps } from '../support/fake-google-maps';

const createdBookings: string[] = [];
const createdReviews: string[] = [];

test.afterAll(async () => {
  const service = serviceClient();
  if (createdReviews.length > 0) {
    await service.from('customer_testimonials').delete().in('testimonial_text', createdReviews);
  }
  if (createdBookings.length > 0) await service.from('bookings').delete().in('id', createdBookings);
});

test('a guest’s confirmation links to the booking’s manage page', async ({ page }) => {
  await installFakeGoogleMaps(page);
  const calculator = await openCalculator(page);
  await fillTrip(calculator, { dropoff: 'Sandy Lane' });
  await calculate(calculator);
  await chooseVehicle(calculator, 'Premium');
  await calculator.getByLabel('Cash', { exact: true }).check();
  await fillDetails(calculator, { email: uniqueEmail('manage-link') });
  await calculator.getByRole('button', { name: 'Book & Pay' }).click();
  await expectConfirmation(calculator);

  const manage = calculator.getByRole('link', { name: 'Manage your booking' });
  await expect(manage).toBeVisible();
  await expect(manage).toHaveAttribute('href', /^\/manage\/[A-Za-z0-9_-]{43}$/);
  await expect(
    calculator.getByText('Change or cancel online until 24 hours before pickup.'),
  ).toBeVisible();
});

test('the review link opens Share Your Experience filled in, and the review is a verified ride', async ({
  page,
}) => {
  const service = serviceClient();
  const email = uniqueEmail('review-link');
  const { data: booking, error } = await service
    .from('bookings')
    .insert({
      reference_number: `BB-${String(Date.now()).slice(-6)}-RVW`,
      idempotency_key: randomUUID(),
      request_fingerprint: randomUUID().replaceAll('-', ''),
      first_name: 'Rosa',
      last_name: 'Review',
      email,
      phone: '+1 246 555 0100',
      trip_type: 'fromAirport',
      pickup_location: 'Grantley Adams International Airport',
      dropoff_location: 'Sandy Lane',
      distance_km: 20,
      pickup_date: dateAhead(-1),
      pickup_time: '14:30',
      passengers: 2,
      suitcases: 2,
      vehicle_type: 'premium',
      payment_method: 'cash',
      total_price: 86,
      status: 'completed',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  createdBookings.push(booking.id);
  const token = await service.rpc('issue_manage_token', { p_booking_id: booking.id });
  if (token.error) throw new Error(token.error.message);

  await page.goto(`/?share-experience=1&review=${token.data}#testimonials`);
  const dialog = page.getByRole('dialog', { name: 'Share Your Experience' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your name')).toHaveValue('Rosa Review');
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await expect(dialog.getByLabel('Service used')).toHaveValue('Airport Transfer');
  // The token does not stay in the address bar.
  expect(page.url()).not.toContain(token.data);
  expect(new URL(page.url()).hash).toBe('#testimonials');

  const text = `Met at arrivals with a sign, smooth ride to Sandy Lane (${randomUUID().slice(0, 8)}).`;
  createdReviews.push(text);
  await dialog.getByRole('radio', { name: /5 – Excellent/ }).check();
  await dialog.getByRole('textbox', { name: 'Your review' }).fill(text);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Thank you for your review!')).toBeVisible();

  const stored = await service
    .from('customer_testimonials')
    .select('customer_name, customer_email, service_used, verified_booking, is_approved')
    .eq('testimonial_text', text)
    .single();
  expect(stored.data).toEqual({
    customer_name: 'Rosa Review',
    customer_email: email,
    service_used: 'Airport Transfer',
    verified_booking: true,
    is_approved: false,
  });
});
