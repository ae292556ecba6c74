/**
 * A guest who reaches the booking limit for one e-mail address (5 an hour) is told, on Book & Pay,
 * when to try again and which number to call for an urgent booking; nothing typed is lost and no
 * booking is stored. The first five bookings are made with supabase-js, as the booking page makes them.
 */
import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';
import { type Database, SITE } from '@bbt/shared';
import { ANONYMOUS_BOOKING_LIMITS, businessDate, quote } from '@bbt/shared/domain';

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

type BookingArgs = Database['public']['Functions']['create_booking']['Args'];

function bookingArgs(email: string): BookingArgs {
  return {
    p_idempotency_key: randomUUID(),
    p_first_name: 'Lena',
    p_last_name: 'Limit',
    p_email: email,
    p_phone: '+1 246 555 0188',
    p_trip_type: 'fromAirport',
    p_pickup_location: 'Grantley Adams International Airport',
    p_dropoff_location: 'Sandy Lane',
    p_pickup_place_id: 'airport',
    p_dropoff_place_id: 'sandy-lane',
    p_pickup_date: businessDate(new Date(), 9),
    p_pickup_time: '15:45',
    p_passengers: 2,
    p_suitcases: 2,
    p_vehicle_type: 'economy',
    p_payment_method: 'cash',
    p_guest_name: 'Lena Limit',
    p_guest_phone_number: '+1 246 555 0188',
    p_flight_details: 'BA2155',
    p_total_price: quote({
      vehicleType: 'economy',
      passengers: 2,
      suitcases: 2,
      tripType: 'fromAirport',
      pickupPlaceId: 'airport',
      dropoffPlaceId: 'sandy-lane',
      isRoundTrip: false,
      pickupTime: '15:45',
      returnTime: null,
      extras: {},
    }).total,
  };
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
