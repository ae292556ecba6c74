/**
 * Transactional e-mail over the running site: a booking made through create_booking with
 * supabase-js, as the booking page makes it, reaches the local inbox through the mailer that
 * `npm start` runs: the customer's confirmation with the reference, the server's price and an .ics
 * attachment that parses, and the company's notice. Confirmed by an admin, the customer gets the
 * status e-mail; staff see both e-mails as sent; 'Resend confirmation' sends it again.
 * (email-booking.spec.ts does the same through the calculator and the admin area's UI.)
 */
import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';
import { E2E_ANON_KEY } from '../support/api-keys';
import { type Database } from '@bbt/shared';
import { businessDate, formatMoney, quote } from '@bbt/shared/domain';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { arrived, attachedCalendar } from '../support/booking-inbox';
import { E2E_BACKEND_URL } from '../support/e2e-env';
import { ACCOUNTS } from '../support/sign-in';

type BookingArgs = Database['public']['Functions']['create_booking']['Args'];

const client = () =>
  createClient<Database>(E2E_BACKEND_URL, E2E_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });

function bookingArgs(email: string): BookingArgs {
  const args: BookingArgs = {
    p_idempotency_key: randomUUID(),
    p_first_name: 'Emma',
    p_last_name: 'Outbox',
    p_email: email,
    p_phone: '+1 246 555 0177',
    p_trip_type: 'fromAirport',
    p_pickup_location: 'Grantley Adams International Airport',
    p_dropoff_location: 'Sandy Lane',
    p_pickup_place_id: 'airport',
    p_dropoff_place_id: 'sandy-lane',
    p_pickup_date: businessDate(new Date(), 9),
    p_pickup_time: '15:45',
    p_passengers: 2,
    p_suitcases: 3,
    p_vehicle_type: 'luxury',
    p_payment_method: 'credit',
    p_guest_name: 'Emma Outbox',
    p_guest_phone_number: '+1 246 555 0177',
    p_flight_details: 'BA2155 from London Gatwick',
    p_fast_track_adults: 2,
    p_total_price: 0,
  };
  args.p_total_price = quote({
    vehicleType: 'luxury',
    passengers: 2,
    suitcases: 3,
    tripType: 'fromAirport',
    pickupPlaceId: 'airport',
    dropoffPlaceId: 'sandy-lane',
    isRoundTrip: false,
    pickupTime: '15:45',
    returnTime: null,
    extras: { fastTrackAdults: 2 },
  }).total;
  return args;
}

test('a booking reaches the inbox: confirmation with the price and a calendar file, company notice', async ({
  page,
}) => {
  const email = `emma.${randomUUID().slice(0, 8)}@example.com`;
  const { data: booking, error } = await client().rpc('create_booking', bookingArgs(email));
  expect(error).toBeNull();
  if (!booking) throw new Error('no booking');
  const reference = booking.reference_number;

  const [confirmation] = await arrived(email, 'booking_confirmation', reference);
  expect(confirmation?.text).toContain(`Reference: ${reference}`);
  expect(confirmation?.text).toContain(`Total: ${formatMoney(Number(booking.total_price))}`);
  expect(confirmation?.text).toContain('Free cancellation until ');
  const calendar = await attachedCalendar(confirmation, `booking-${reference}.ics`);
  const pickup = calendar.components.find((c) => c.type === 'VEVENT');
  expect(pickup?.properties.find((p) => p.name === 'DTSTART')?.value).toBe(
    `${booking.pickup_date.replace(/-/g, '')}T154500`,
  );
  expect(pickup?.properties.find((p) => p.name === 'LOCATION')?.value).toBe(
    'Grantley Adams International Airport',
  );

  const [notice] = await arrived('bookings@example.com', 'company_new_booking', reference);
  expect(notice?.replyTo).toBe(email);

  // What a developer sees at the inbox page after `npm start`.
  await page.goto(`${E2E_BACKEND_URL}/inbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: confirmation?.subject })).toBeVisible();
  await page.getByRole('link', { name: 'Read the message' }).click();
  await expect(page.getByRole('heading', { level: 1, name: confirmation?.subject })).toBeVisible();
  await expect(page.getByRole('link', { name: `booking-${reference}.ics` })).toBeVisible();
  const body = page.frameLocator('iframe[title="HTML version of the e-mail"]');
  await expect(
    body.getByRole('heading', { name: 'Thank you, Emma: we have your booking' }),
  ).toBeVisible();
  await expect(body.getByRole('link', { name: 'View My Bookings' })).toBeVisible();
});

test('confirmed by an admin, the customer gets the status e-mail; staff see and resend', async () => {
  const email = `emma.${randomUUID().slice(0, 8)}@example.com`;
  const { data: booking } = await client().rpc('create_booking', bookingArgs(email));
  if (!booking) throw new Error('no booking');
  const reference = booking.reference_number;
  await arrived(email, 'booking_confirmation', reference);

  const admin = client();
  await admin.auth.signInWithPassword({ email: 'admin@example.com', password: 'admin-demo-2026' });
  const confirm = await admin.from('bookings').update({ status: 'confirmed' }).eq('id', booking.id);
  expect(confirm.error).toBeNull();

  const [confirmed] = await arrived(email, 'booking_confirmed', reference);
  expect(confirmed?.subject).toMatch(
    new RegExp(`^Booking ${reference} confirmed: \\w{3}, \\d{1,2} \\w{3} \\d{4} at 3:45 PM$`),
  );
  expect(confirmed?.text).toContain(`Good news, Emma: booking ${reference} is confirmed.`);
  expect(confirmed?.attachments.map((a) => a.filename)).toEqual([`booking-${reference}.ics`]);

  const moderator = client();
  await moderator.auth.signInWithPassword(ACCOUNTS.moderator);
  await expect
    .poll(async () => {
      const { data } = await moderator
        .rpc('list_booking_emails', { p_booking_id: booking.id })
        .select('kind, status');
      return data;
    })
    .toEqual([
      { kind: 'booking_confirmation', status: 'sent' },
      { kind: 'company_new_booking', status: 'sent' },
      // Due the day before the pickup, nine days ahead.
      { kind: 'trip_reminder', status: 'pending' },
      { kind: 'booking_confirmed', status: 'sent' },
    ]);

  const resent = await admin.rpc('resend_booking_confirmation', { p_booking_id: booking.id });
  expect(resent.error).toBeNull();
  await arrived(email, 'booking_confirmation', reference, 2);
});
