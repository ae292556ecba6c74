/**
 * A guest who reaches the booking limit for one e-mail address (5 an hour) is told, on Book & Pay,
 * when to try again and which number to call for an urgent booking; nothing typed is lost and no
 * booking is stored. The first five bookings are made with supabase-js, as the booking page makes them.
 */
import { expect, test } from '@playwright/test';
import { SITE } from '@bbt/shared';
import { ANONYMOUS_BOOKING_LIMITS, businessDate } from '@bbt/shared/domain';

import { airportBookingArgs, type BookingArgs } from '../support/airport-booking';
import {
  calculate,
  chooseVehicle,
  fillDetails,
  fillTrip,
  openCalculator,
  storedBookings,
  uniqueEmail,
} from '../support/booking-flow';
import { anonClient } from '../support/database';
import { installFakeGoogleMaps } from '../support/fake-google-maps';

function bookingArgs(email: string): BookingArgs {
  return airportBookingArgs({
    firstName: 'Lena',
    lastName: 'Limit',
    email,
    phone: '+1 246 555 0188',
    pickupDate: businessDate(new Date(), 9),
    pickupTime: '15:45',
    vehicleType: 'economy',
  });
}

test('over the booking limit for one address, Book & Pay says when to retry and whom to call', async ({
  page,
}) => {
  const email = uniqueEmail('limit');
  const guest = anonClient();
  for (let i = 0; i < ANONYMOUS_BOOKING_LIMITS.perRecipient; i += 1) {
    const { error } = await guest.rpc('create_booking', bookingArgs(email));
    expect(error).toBeNull();
  }

  await installFakeGoogleMaps(page);
  const calculator = await openCalculator(page);
  await fillTrip(calculator, { dropoff: 'Sandy Lane' });
  await calculate(calculator);
  await chooseVehicle(calculator, 'Economy');
  await calculator.getByLabel('Cash', { exact: true }).check();
  await fillDetails(calculator, { firstName: 'Lena', lastName: 'Limit', email });
  await calculator.getByRole('button', { name: 'Book & Pay' }).click();

  const alert = calculator.getByRole('alert').filter({ hasText: 'Booking not made' });
  await expect(alert).toContainText(
    'Too many online bookings were made for this e-mail address or from this network in the last hour.',
  );
  await expect(alert).toContainText(
    `Please try again in 60 minutes, or call ${SITE.phoneDisplay} for urgent bookings.`,
  );
  const form = calculator.getByRole('form', { name: 'Book and pay' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('First name')).toHaveValue('Lena');
  expect(await storedBookings(page, email)).toHaveLength(ANONYMOUS_BOOKING_LIMITS.perRecipient);
});
