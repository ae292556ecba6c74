// What customers type and what links carry, rendered safely in every e-mail; and the database row
// read into an e-mail's booking. (The e-mails' content is in email.test.ts.)
import {
  BOOKING_EMAIL_KINDS,
  type BookingEmailKind,
  type EmailBooking,
  emailBookingFromRow,
  renderBookingEmail,
} from './index';
import { BOOKING, CONTEXT, CREATED, HOSTILE } from './email-fixtures';
import { renderHtml } from './render-html';
import { renderText } from './render-text';
import { safeHref } from './escape-html';

/** One e-mail of `kind` for the fixture booking with `booking`'s fields in place. */
const render = (kind: BookingEmailKind, booking: Partial<EmailBooking> = {}) =>
  renderBookingEmail(kind, { ...BOOKING, ...booking }, CREATED, CONTEXT);

describe('what the customer typed', () => {
  const hostile: Partial<EmailBooking> = {
    firstName: HOSTILE,
    lastName: HOSTILE,
    email: `x"><script>@example.com`,
    phone: HOSTILE,
    pickupLocation: HOSTILE,
    dropoffLocation: HOSTILE,
    flightDetails: `${HOSTILE}\nsecond line`,
    guestName: HOSTILE,
    guestPhone: HOSTILE,
  };

  it.each(BOOKING_EMAIL_KINDS)('%s: is escaped in the HTML, never markup', (kind) => {
    const { html, subject } = render(kind, hostile);
    expect(html).not.toMatch(/<script|<img|onerror='/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img');
    expect(subject).not.toContain('\n');
  });

  it('keeps line breaks of a multi-line field readable in both versions', () => {
    const email = render('booking_confirmation', { flightDetails: 'BA2155\nseat 3A' });
    expect(email.text).toContain('Flight or ship: BA2155\n  seat 3A');
    expect(email.html).toContain('BA2155<br>seat 3A');
  });

  it('never puts a line break in a subject', () => {
    expect(
      render('company_new_booking', { firstName: 'Carla\r\nBcc: x@example.com' }).subject,
    ).toBe(
      'New Booking - BB-123456-ABC - Carla Bcc: x@example.com Customer, Tue, 1 Dec 2026 at 2:30 PM',
    );
  });
});

describe('links', () => {
  it('allows http(s), mailto and tel only', () => {
    expect(safeHref(' https://x.example ')).toBe('https://x.example');
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeHref('tel:+1246')).toBe('tel:+1246');
    expect(safeHref('javascript:alert(1)')).toBe('#');
  });

  it('drops a dangerous site link rather than writing it', () => {
    const { html } = renderBookingEmail('review_request', BOOKING, CREATED, {
      ...CONTEXT,
      siteUrl: 'javascript:alert(1)//',
    });
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('href="#"');
  });
});

describe('renderers', () => {
  const content = {
    subject: 'S',
    preheader: 'P',
    blocks: [{ type: 'heading' as const, text: 'A heading' }],
    footer: ['Small print'],
  };

  it('underline headings in text and wrap the HTML in one document', () => {
    expect(renderText(content)).toBe('A heading\n=========\n\n-- \nSmall print\n');
    const html = renderHtml(content, 'Rides & Co');
    expect(html).toContain(
      '<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">A heading</h1>',
    );
    expect(html).toContain('>Rides &amp; Co</td>');
    expect(html).toContain('<p style="margin:0 0 6px">Small print</p>');
  });
});

describe('emailBookingFromRow', () => {
  it('reads the bookings row and its extras, numerics from strings', () => {
    expect(
      emailBookingFromRow(
        {
          reference_number: 'BB-100001-CUP',
          first_name: 'Carla',
          last_name: 'Customer',
          email: 'customer@example.com',
          phone: '+1 246 555 0101',
          trip_type: 'fromAirport',
          pickup_location: 'Airport',
          dropoff_location: 'Sandy Lane',
          pickup_date: '2026-12-01',
          pickup_time: '14:30',
          is_round_trip: false,
          return_date: null,
          return_time: null,
          passengers: '2',
          suitcases: 3,
          vehicle_type: 'luxury',
          payment_method: 'credit',
          total_price: '110.50',
          status: 'pending',
          flight_details: null,
          guest_name: 'Carla',
          guest_phone_number: null,
        },
        [{ service_type: 'car_seats', quantity: '1', price: '10.00' }],
      ),
    ).toEqual({
      ...BOOKING,
      reference: 'BB-100001-CUP',
      email: 'customer@example.com',
      pickupLocation: 'Airport',
      totalPrice: 110.5,
      flightDetails: null,
      guestName: 'Carla',
      guestPhone: null,
      extras: [{ serviceType: 'car_seats', quantity: 1, price: 10 }],
      driver: null,
    });
  });

  it('reads the calendar sequence when the row has one', () => {
    const row = {
      reference_number: 'BB-100001-CUP',
      first_name: 'Carla',
      last_name: 'Customer',
      email: 'customer@example.com',
      phone: '+1 246 555 0101',
      trip_type: 'fromAirport',
      pickup_location: 'Airport',
      dropoff_location: 'Sandy Lane',
      pickup_date: '2026-12-01',
      pickup_time: '14:30',
      is_round_trip: false,
      return_date: null,
      return_time: null,
      passengers: 2,
      suitcases: 3,
      vehicle_type: 'luxury',
      payment_method: 'credit',
      total_price: 110.5,
      status: 'pending',
      flight_details: null,
      guest_name: null,
      guest_phone_number: null,
    };
    expect(emailBookingFromRow({ ...row, calendar_sequence: '2' }, []).calendarSequence).toBe(2);
    expect(emailBookingFromRow({ ...row, calendar_sequence: null }, [])).not.toHaveProperty(
      'calendarSequence',
    );
  });
});
