import { contextFor } from './index';
import { type ClaimedEmail } from './outbox';
import { carriesManageLink, MANAGE_LINK_KINDS, RenderError, renderClaimed } from './render';
import { parseIcs } from '@bbt/shared/domain';

const BOOKING = {
  reference_number: 'BB-123456-ABC',
  first_name: 'Carla',
  last_name: 'Customer',
  email: 'carla@example.com',
  phone: '+1 246 555 0101',
  trip_type: 'inland',
  pickup_location: 'Holetown',
  dropoff_location: 'Bridgetown',
  pickup_date: '2026-12-01',
  pickup_time: '14:30',
  is_round_trip: false,
  return_date: null,
  return_time: null,
  passengers: 2,
  suitcases: 1,
  vehicle_type: 'premium',
  payment_method: 'cash',
  total_price: 45.5,
  status: 'cancelled',
  flight_details: null,
  guest_name: 'Carla Customer',
  guest_phone_number: '+1 246 555 0101',
};

function claimed(overrides: Partial<ClaimedEmail> = {}): ClaimedEmail {
  return {
    id: 7,
    claimToken: '00000000-0000-4000-8000-000000000007',
    kind: 'company_customer_cancelled',
    recipient: 'ops@rides.example',
    replyTo: 'carla@example.com',
    attempts: 1,
    payload: {
      booking: BOOKING,
      event: { old_status: 'confirmed', by: 'customer', at: '2026-11-25T13:00:00Z' },
      support_email: 'ops@rides.example',
    },
    extras: [{ service_type: 'supermarket_stop', quantity: 1, price: '25.00' }],
    createdAt: '2026-11-25T13:00:00Z',
    bookingId: '00000000-0000-4000-8000-0000000000b1',
    ...overrides,
  };
}

const base = contextFor('https://rides.example');
const now = new Date('2026-11-25T13:00:05Z');

describe('renderClaimed', () => {
  it("writes the row's e-mail from its payload, the support address from the database", () => {
    const email = renderClaimed(claimed(), base, now);
    expect(email).toMatchObject({
      kind: 'company_customer_cancelled',
      to: 'ops@rides.example',
      replyTo: 'carla@example.com',
      subject: 'Booking Cancellation - BB-123456-ABC - Carla Customer',
      link: 'https://rides.example/admin/bookings',
      attachments: [],
    });
    expect(email.text).toContain(
      'Carla Customer cancelled on Wed, 25 Nov 2026, 9:00 AM (Barbados time).',
    );
    expect(email.text).toContain('Status before: confirmed');
    expect(email.text).toContain('Supermarket stop (30 minutes) x 1: US$25 (BDS$50)');
    expect(email.text).toContain('Total: US$45.50 (BDS$91)');
  });

  it("links a customer's e-mail to My Bookings and attaches the calendar file", () => {
    const email = renderClaimed(
      claimed({ kind: 'booking_confirmation', recipient: 'carla@example.com', replyTo: null }),
      base,
      now,
    );
    expect(email.link).toBe('https://rides.example/my-bookings');
    expect(email.replyTo).toBeNull();
    expect(email.text).toContain('E-mail: ops@rides.example');
    expect(email.attachments.map((a) => a.filename)).toEqual(['booking-BB-123456-ABC.ics']);
  });

  it('refuses an unknown kind and a payload that is not a booking e-mail', () => {
    expect(() => renderClaimed(claimed({ kind: 'newsletter' }), base, now)).toThrow(
      new RenderError("Unknown e-mail kind 'newsletter'"),
    );
    expect(() =>
      renderClaimed(claimed({ payload: { booking: { ...BOOKING, email: 5 } } }), base, now),
    ).toThrow(/^The queued payload is not a booking e-mail: booking.email /);
    expect(() => renderClaimed(claimed({ extras: [{ quantity: 1 }] }), base, now)).toThrow(
      /^The queued payload is not a booking e-mail: 0.service_type /,
    );
  });

  it("writes the driver e-mail from the payload's driver and vehicle, and refuses one without", () => {
    const driverEmail = (extra: Record<string, unknown>) =>
      claimed({
        kind: 'driver_assigned',
        recipient: 'carla@example.com',
        replyTo: 'ops@rides.example',
        payload: {
          booking: { ...BOOKING, status: 'confirmed' },
          event: { old_status: 'confirmed', by: 'staff', at: '2026-11-25T13:00:00Z' },
          support_email: 'ops@rides.example',
          ...extra,
        },
      });
    const email = renderClaimed(
      driverEmail({
        driver: { first_name: 'Dwayne', phone: '+1 246 555 0106' },
        vehicle: { vehicle_type: 'premium', plate: 'H 2302' },
      }),
      base,
      now,
    );
    expect(email.subject).toBe('Your driver for BB-123456-ABC');
    expect(email.link).toBe('https://rides.example/my-bookings');
    expect(email.text).toContain('Driver: Dwayne');
    expect(email.text).toContain('Plate: H 2302');
    expect(email.text).toContain('Where to meet: Holetown');
    expect(() => renderClaimed(driverEmail({}), base, now)).toThrow(
      new RenderError('The queued driver e-mail has no driver or vehicle'),
    );
  });
});

describe('the manage link and the updated booking e-mail', () => {
  const TOKEN = 'a'.repeat(21) + '_' + 'B'.repeat(21);
  const changedRow = (sequence: number, kind: string) =>
    claimed({
      kind,
      recipient: 'carla@example.com',
      replyTo: 'ops@rides.example',
      payload: {
        booking: {
          ...BOOKING,
          id: '00000000-0000-4000-c000-000000000001',
          status: 'pending',
          pickup_time: sequence > 0 ? '16:45' : '14:30',
          calendar_sequence: sequence,
        },
        event: { old_status: 'pending', by: 'customer', at: '2026-11-25T13:00:00Z' },
        support_email: 'ops@rides.example',
      },
    });
  const vevent = (email: { attachments: { content: string }[] }) =>
    parseIcs(email.attachments[0]?.content ?? '').components.find((c) => c.type === 'VEVENT');
  const value = (event: ReturnType<typeof vevent>, name: string) =>
    event?.properties.find((p) => p.name === name)?.value;

  it('carries the link in the confirmation, the changed e-mail, the reminder and the review request', () => {
    expect(MANAGE_LINK_KINDS).toEqual([
      'booking_confirmation',
      'booking_changed',
      'trip_reminder',
      'review_request',
    ]);
    expect(carriesManageLink('booking_cancelled')).toBe(false);
  });

  it('the confirmation links <site>/manage/<token> as "Manage your booking"', () => {
    const email = renderClaimed(changedRow(0, 'booking_confirmation'), base, now, TOKEN);
    expect(email.link).toBe(`https://rides.example/manage/${TOKEN}`);
    expect(email.html).toContain(`href="https://rides.example/manage/${TOKEN}"`);
    expect(email.text).toContain('Manage your booking');
  });

  it('the changed e-mail: same calendar UID as the confirmation, SEQUENCE 1 after one change', () => {
    const confirmation = renderClaimed(changedRow(0, 'booking_confirmation'), base, now, TOKEN);
    const changed = renderClaimed(changedRow(1, 'booking_changed'), base, now, TOKEN);
    expect(changed.subject).toMatch(/^Updated booking BB-123456-ABC: /);
    expect(changed.text).toContain('4:45 PM');
    expect(changed.text).toContain('Manage your booking');
    expect(changed.link).toBe(`https://rides.example/manage/${TOKEN}`);
    expect(value(vevent(changed), 'UID')).toBe(value(vevent(confirmation), 'UID'));
    expect(value(vevent(confirmation), 'SEQUENCE')).toBe('0');
    expect(value(vevent(changed), 'SEQUENCE')).toBe('1');
  });

  it('without a token (or for another kind) there is no manage link', () => {
    const plain = renderClaimed(changedRow(0, 'booking_confirmation'), base, now);
    expect(plain.text).not.toContain('Manage your booking');
    expect(plain.link).toBe('https://rides.example/my-bookings');
    const cancelled = renderClaimed(changedRow(0, 'booking_cancelled'), base, now, TOKEN);
    expect(cancelled.text).not.toContain('/manage/');
  });
});

/** A claimed reminder or review request: the booking as it is at send time, optionally its driver. */
function scheduledEmail(
  kind: 'trip_reminder' | 'review_request',
  booking: Partial<typeof BOOKING> = {},
  withDriver = false,
): ClaimedEmail {
  return claimed({
    kind,
    recipient: 'carla@example.com',
    replyTo: 'ops@rides.example',
    payload: {
      booking: { ...BOOKING, status: 'confirmed', ...booking },
      event: { old_status: 'confirmed', by: 'staff', at: '2026-11-30T18:30:00Z' },
      support_email: 'ops@rides.example',
      ...(withDriver
        ? {
            driver: { first_name: 'Rohan', phone: '+1 246 555 0199' },
            vehicle: { vehicle_type: 'premium', plate: 'ZR 1234' },
          }
        : {}),
    },
  });
}

describe('the reminder the day before', () => {
  it('states the trip, where to meet, the support links and the manage link', () => {
    const email = renderClaimed(scheduledEmail('trip_reminder'), base, now, 'tok-123');
    expect(email.subject).toBe('Reminder: your ride tomorrow, BB-123456-ABC');
    expect(email.to).toBe('carla@example.com');
    for (const text of [
      'Tue, 1 Dec 2026 at 2:30 PM',
      'Holetown',
      'Bridgetown',
      'Premium',
      'Passengers',
      'Where to meet',
      '+1 246',
      'https://wa.me/',
      'https://rides.example/manage/tok-123',
      'Manage your booking',
    ]) {
      expect(email.text).toContain(text);
    }
    expect(email.html).toContain('href="https://rides.example/manage/tok-123"');
    expect(email.link).toBe('https://rides.example/manage/tok-123');
  });

  it('has no manage link when the database cannot issue a token', () => {
    const email = renderClaimed(scheduledEmail('trip_reminder'), base, now, null);
    expect(email.text).not.toContain('Manage your booking');
    expect(email.text).not.toContain('/manage/');
    expect(email.link).toBe('https://rides.example/my-bookings');
  });

  it('meets at the arrivals hall with a name sign, the cruise taxi area, or the address', () => {
    const airport = renderClaimed(
      scheduledEmail('trip_reminder', {
        trip_type: 'fromAirport',
        pickup_location: 'Grantley Adams International Airport',
      }),
      base,
      now,
    );
    expect(airport.text).toContain('arrivals hall');
    expect(airport.text).toContain('sign bearing your name');
    expect(airport.text).toContain('60 minutes after your flight lands, free of charge.');
    const cruise = renderClaimed(
      scheduledEmail('trip_reminder', { trip_type: 'fromCruise' }),
      base,
      now,
    );
    expect(cruise.text).toContain('The taxi area of the Bridgetown Cruise Terminal.');
    expect(cruise.text).not.toContain('free of charge');
    const address = renderClaimed(
      scheduledEmail('trip_reminder', { pickup_location: '12 Palm Row, Holetown' }),
      base,
      now,
    );
    expect(address.text).toMatch(/Where to meet:?\s+12 Palm Row, Holetown/);
  });

  it('names the driver and plate when one is assigned, and promises them otherwise', () => {
    const assigned = renderClaimed(scheduledEmail('trip_reminder', {}, true), base, now);
    expect(assigned.text).toContain('Rohan');
    expect(assigned.text).toContain('ZR 1234');
    expect(assigned.text).toContain('+1 246 555 0199');
    const none = renderClaimed(scheduledEmail('trip_reminder'), base, now);
    expect(none.text).not.toContain('Plate');
    expect(none.text).toContain('as soon as one is assigned');
  });

  it('escapes what the customer typed in the HTML', () => {
    const email = renderClaimed(
      scheduledEmail('trip_reminder', { pickup_location: '<b>Villa</b> & "Sons"' }),
      base,
      now,
    );
    expect(email.html).not.toContain('<b>Villa</b>');
    expect(email.html).toContain('&lt;b&gt;Villa&lt;/b&gt; &amp;');
    expect(email.text).toContain('<b>Villa</b> & "Sons"');
  });
});

describe('the review request', () => {
  it('thanks the customer and links to the review form filled in from the token', () => {
    const email = renderClaimed(scheduledEmail('review_request'), base, now, 'tok/9');
    expect(email.subject).toBe('How was your ride? BB-123456-ABC');
    expect(email.text).toContain('Thank you, Carla');
    const link = 'https://rides.example/?share-experience=1&review=tok%2F9#testimonials';
    expect(email.text).toContain(link);
    expect(email.html).toContain('share-experience=1&amp;review=tok%2F9#testimonials');
    expect(email.link).toBe(link);
  });

  it('opens the empty form without a token, and escapes the name', () => {
    const email = renderClaimed(
      scheduledEmail('review_request', { first_name: '<i>Carla</i>' }),
      base,
      now,
    );
    expect(email.text).toContain('https://rides.example/?share-experience=1#testimonials');
    expect(email.text).not.toContain('review=');
    expect(email.html).not.toContain('<i>Carla</i>');
    expect(email.html).toContain('&lt;i&gt;Carla&lt;/i&gt;');
  });
});
