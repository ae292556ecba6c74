import { parseIcs } from '../calendar/ics-reader';
import {
  BOOKING_EMAIL_KINDS,
  EMAIL_KIND_LABELS,
  emailAudience,
  emailKindLabel,
  escapeHtml,
  REVIEW_PATH,
} from './index';
import { CONTEXT, hoursBeforePickup, render } from './email-fixtures';

describe('every kind', () => {
  it.each(BOOKING_EMAIL_KINDS)(
    '%s: one template gives the subject, the text and the HTML',
    (kind) => {
      const email = render(kind);
      expect(email.subject).toContain('BB-123456-ABC');
      for (const body of [email.text, email.html]) {
        expect(body).toContain('BB-123456-ABC');
        expect(body).toContain('Grantley Adams International Airport');
        expect(body).toContain('Sandy Lane');
        expect(body).toContain('Tue, 1 Dec 2026 at 2:30 PM');
      }
      expect(email.html).toMatch(/^<!doctype html>/);
      expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
      expect(email.text).toContain('\n-- \n');
    },
  );

  it('sends company kinds to the company and the others to the customer', () => {
    expect(BOOKING_EMAIL_KINDS.map((kind) => [kind, emailAudience(kind)])).toEqual([
      ['booking_confirmation', 'customer'],
      ['company_new_booking', 'company'],
      ['booking_confirmed', 'customer'],
      ['booking_cancelled', 'customer'],
      ['booking_completed', 'customer'],
      ['company_customer_cancelled', 'company'],
      ['driver_assigned', 'customer'],
      ['booking_changed', 'customer'],
      ['trip_reminder', 'customer'],
      ['review_request', 'customer'],
    ]);
  });
});

describe('the e-mail kind labels', () => {
  it('name every kind of the outbox for staff', () => {
    for (const kind of BOOKING_EMAIL_KINDS) expect(EMAIL_KIND_LABELS[kind]).toBeTruthy();
    expect(emailKindLabel('trip_reminder')).toBe('Reminder (day before)');
    expect(emailKindLabel('review_request')).toBe('Review request');
    expect(emailKindLabel('booking_changed')).toBe('Updated booking (change)');
    expect(emailKindLabel('newsletter')).toBe('newsletter');
  });
});

describe('the booking confirmation', () => {
  const email = render('booking_confirmation');

  it('states the reference, the whole trip, the price in USD with BBD and the payment', () => {
    expect(email.subject).toBe('Booking BB-123456-ABC received: Tue, 1 Dec 2026 at 2:30 PM');
    const text = email.text;
    expect(text).toContain('Thank you, Carla: we have your booking');
    expect(text).toContain('Reference: BB-123456-ABC');
    expect(text).toContain('Trip: From the airport');
    expect(text).toContain('Pickup: Tue, 1 Dec 2026 at 2:30 PM (Barbados time)');
    expect(text).toContain('Passengers: 2');
    expect(text).toContain('Luggage: 3 pieces');
    expect(text).toContain('Vehicle: Luxury (Mercedes or BMW)');
    expect(text).toContain('Guest: Carla Customer, +1 246 555 0101');
    expect(text).toContain('Flight or ship: BA2155 from London Gatwick');
    expect(text).toContain('Fast track, adults (11+) x 2: US$70 (BDS$140)');
    expect(text).toContain('Child car seats x 1: US$10 (BDS$20)');
    expect(text).toContain('Total: US$110.50 (BDS$221)');
    expect(text).toContain(`Payment: Credit card. ${CONTEXT.cardPaymentText}`);
    expect(text).not.toContain('Return:');
  });

  it('gives the free-cancellation deadline in Barbados time', () => {
    expect(email.text).toContain(
      '* Free cancellation until Sun, 29 Nov 2026, 2:30 PM (Barbados time). After that, cancelling ' +
        'costs 25% of the price until Mon, 30 Nov 2026, 2:30 PM (Barbados time); later cancellations are not refunded.',
    );
  });

  it('links My Bookings and support by phone, e-mail and WhatsApp', () => {
    expect(email.text).toContain('View My Bookings: https://rides.example.com/my-bookings');
    expect(email.text).toContain('QUESTIONS? WE ANSWER 8:30 AM TO 6:30 PM (GMT-4)');
    expect(email.text).toContain('Call: +1 246 269 9288');
    expect(email.text).toContain('E-mail: bookings@example.com');
    expect(email.text).toContain('WhatsApp: Message us <https://wa.me/12462699288?text=Hello!%20I');
    expect(email.html).toContain('href="https://rides.example.com/my-bookings"');
    expect(email.html).toContain('href="tel:+12462699288"');
    expect(email.html).toContain(
      'href="mailto:bookings@example.com?subject=Question%20about%20booking%20BB-123456-ABC"',
    );
    expect(email.html).toContain('href="https://wa.me/12462699288?text=Hello!%20I%20have');
  });

  it('attaches the calendar file of the trip, which parses', () => {
    expect(email.attachments).toHaveLength(1);
    const [ics] = email.attachments;
    expect(ics?.filename).toBe('booking-BB-123456-ABC.ics');
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const calendar = parseIcs(ics?.content ?? '');
    const events = calendar.components.filter((c) => c.type === 'VEVENT');
    expect(events).toHaveLength(1);
    const start = events[0]?.properties.find((p) => p.name === 'DTSTART');
    expect(start).toEqual({
      name: 'DTSTART',
      params: { TZID: 'America/Barbados' },
      value: '20261201T143000',
    });
    expect(ics?.content).toContain('Total: US$110.50 (BDS$221)');
  });

  it('shows the return leg of a round trip and puts it in the calendar file', () => {
    const round = render('booking_confirmation', {
      isRoundTrip: true,
      returnDate: '2026-12-08',
      returnTime: '09:15',
    });
    expect(round.text).toContain(
      'Return: Tue, 8 Dec 2026 at 9:15 AM, Sandy Lane to Grantley Adams International Airport',
    );
    const calendar = parseIcs(round.attachments[0]?.content ?? '');
    expect(calendar.components.filter((c) => c.type === 'VEVENT')).toHaveLength(2);
  });

  it('shows cash payment, a single piece of luggage, no guest and no travel details', () => {
    const cash = render('booking_confirmation', {
      paymentMethod: 'cash',
      suitcases: 1,
      guestName: null,
      guestPhone: ' ',
      flightDetails: '',
      extras: [],
    });
    expect(cash.text).toContain('Payment: Cash, paid to the driver on the day');
    expect(cash.text).toContain('Luggage: 1 piece');
    expect(cash.text).not.toContain('Guest:');
    expect(cash.text).not.toContain('Flight or ship:');
    expect(cash.text).not.toContain(' x ');
  });

  it('shows USD alone when the BBD display is off', () => {
    expect(render('booking_confirmation', {}, {}, { showBbd: false }).text).toContain(
      'Total: US$110.50\n',
    );
  });

  it('names an unknown vehicle, trip type or extra by its code', () => {
    const odd = render('booking_confirmation', {
      vehicleType: 'tuk-tuk',
      tripType: 'seaplane',
      extras: [{ serviceType: 'champagne', quantity: 1, price: 5 }],
    });
    expect(odd.text).toContain('Vehicle: tuk-tuk');
    expect(odd.text).toContain('Trip: seaplane');
    expect(odd.text).toContain('champagne x 1: US$5 (BDS$10)');
  });
});

describe('cancellation terms at booking time', () => {
  const terms = (hours: number, vehicleType = 'luxury') =>
    render('booking_confirmation', { vehicleType }, { at: hoursBeforePickup(hours) }).text;

  it('offers a charged cancellation between 24 and 48 hours', () => {
    expect(terms(36)).toContain(
      '* Cancelling now costs 25% of the price until Mon, 30 Nov 2026, 2:30 PM (Barbados time); later cancellations are not refunded.',
    );
  });

  it('says a cancellation under 24 hours is not refunded', () => {
    expect(terms(20)).toContain(
      '* Your pickup is less than 24 hours away: a cancellation now is not refunded.',
    );
  });

  it('says economy rides are non-refundable', () => {
    expect(terms(100, 'economy')).toContain('* Economy rides are non-refundable.');
  });
});

describe('status e-mails', () => {
  it('confirmed: says so, with the calendar file', () => {
    const email = render('booking_confirmed', { status: 'confirmed' });
    expect(email.subject).toBe('Booking BB-123456-ABC confirmed: Tue, 1 Dec 2026 at 2:30 PM');
    expect(email.text).toContain('Good news, Carla: booking BB-123456-ABC is confirmed.');
    expect(email.text).toContain('Total: US$110.50 (BDS$221)');
    expect(email.attachments.map((a) => a.filename)).toEqual(['booking-BB-123456-ABC.ics']);
  });

  it('cancelled by the customer more than 48 hours ahead: a full refund within 14 days', () => {
    const email = render(
      'booking_cancelled',
      { status: 'cancelled' },
      { previousStatus: 'confirmed', at: hoursBeforePickup(72) },
    );
    expect(email.subject).toBe('Booking BB-123456-ABC cancelled');
    expect(email.text).toContain('As you asked, Carla, we have cancelled booking BB-123456-ABC');
    expect(email.text).toContain('* Full refund: US$110.50 (BDS$221). It is paid within 14 days.');
    expect(email.text).toContain('Book another ride: https://rides.example.com/');
    expect(email.attachments).toEqual([]);
  });

  it('cancelled by the customer 24 to 48 hours ahead: 75% back, the charge named', () => {
    const email = render(
      'booking_cancelled',
      {},
      { previousStatus: 'pending', at: hoursBeforePickup(30) },
    );
    expect(email.text).toContain(
      '* Refund: US$82.88 (BDS$165.76) (75%; the cancellation charge is US$27.62 (BDS$55.24)). It is paid within 14 days.',
    );
  });

  it('cancelled late, an economy ride, a cash booking, an already cancelled one', () => {
    expect(
      render('booking_cancelled', {}, { previousStatus: 'pending', at: hoursBeforePickup(5) }).text,
    ).toContain('* No refund is due: the booking was cancelled less than 24 hours before pickup.');
    expect(
      render('booking_cancelled', { vehicleType: 'economy' }, { previousStatus: 'pending' }).text,
    ).toContain('* Economy rides are non-refundable, so no refund is due.');
    expect(
      render('booking_cancelled', { paymentMethod: 'cash' }, { previousStatus: 'pending' }).text,
    ).toContain(
      '* This booking was to be paid in cash to the driver, so there is nothing to refund.',
    );
    expect(render('booking_cancelled', {}, { previousStatus: 'cancelled' }).text).toContain(
      '* This booking was already cancelled.',
    );
    expect(render('booking_cancelled', {}, { previousStatus: null }).text).toContain('Full refund');
  });

  it('cancelled by staff: asks the customer to get in touch, refund by the policy', () => {
    const email = render('booking_cancelled', {}, { by: 'staff', previousStatus: 'confirmed' });
    expect(email.text).toContain(
      'We have cancelled booking BB-123456-ABC (Tue, 1 Dec 2026 at 2:30 PM), Carla.',
    );
    expect(email.text).toContain(
      '* Any refund due under our refund policy is paid within 14 days.',
    );
  });

  it('completed: thanks, without a review ask (the review request follows the next morning)', () => {
    const email = render('booking_completed', { status: 'completed' });
    expect(email.subject).toBe('Thank you for riding with Barbados Island Rides (BB-123456-ABC)');
    expect(email.text).not.toContain('Share your experience');
    expect(email.text).not.toContain(REVIEW_PATH);
  });
});

describe('company notices', () => {
  it('a new booking: the customer, the trip, the price and the admin link', () => {
    const email = render('company_new_booking');
    expect(email.subject).toBe(
      'New Booking - BB-123456-ABC - Carla Customer, Tue, 1 Dec 2026 at 2:30 PM',
    );
    expect(email.text).toContain('Name: Carla Customer');
    expect(email.text).toContain('E-mail: carla@example.com');
    expect(email.text).toContain('Phone: +1 246 555 0101');
    expect(email.text).toContain('Total: US$110.50 (BDS$221)');
    expect(email.text).toContain('Payment: Credit card\n');
    expect(email.text).toContain('Open the bookings: https://rides.example.com/admin/bookings');
    expect(email.attachments).toEqual([]);
  });

  it("a customer's cancellation: when, the status before and the refund due", () => {
    const email = render(
      'company_customer_cancelled',
      { status: 'cancelled' },
      { previousStatus: 'confirmed', at: new Date('2026-11-25T13:00:00Z') },
    );
    expect(email.subject).toBe('Booking Cancellation - BB-123456-ABC - Carla Customer');
    expect(email.text).toContain(
      'Carla Customer cancelled on Wed, 25 Nov 2026, 9:00 AM (Barbados time).',
    );
    expect(email.text).toContain('Status before: confirmed');
    expect(email.text).toContain(
      'Refund: Full refund: US$110.50 (BDS$221). It is paid within 14 days.',
    );
  });
});
