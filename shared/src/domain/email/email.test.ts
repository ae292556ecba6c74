import { parseIcs } from '../calendar/ics-reader';
import {
  BOOKING_EMAIL_KINDS,
  type BookingEmailKind,
  EMAIL_KIND_LABELS,
  emailAudience,
  emailKindLabel,
  type EmailBooking,
  escapeHtml,
  renderBookingEmail,
  REVIEW_PATH,
  reviewPath,
} from './index';
import { BOOKING, CONTEXT, CREATED, hoursBeforePickup } from './email-fixtures';

const render = (
  kind: BookingEmailKind,
  booking: Partial<EmailBooking> = {},
  event: Partial<typeof CREATED> = {},
  context: Partial<typeof CONTEXT> = {},
) =>
  renderBookingEmail(
    kind,
    { ...BOOKING, ...booking },
    { ...CREATED, ...event },
    { ...CONTEXT, ...context },
  );

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

describe('the reminder the day before', () => {
  const driver = {
    firstName: 'Rohan',
    phone: '+1 246 555 0199',
    vehicleType: 'premium',
    plate: 'ZR 1234',
  };

  it('meets at arrivals with the free waiting, names the driver, links to the manage page', () => {
    const email = render('trip_reminder', {
      driver,
      manageUrl: 'https://rides.example.com/manage/tok',
    });
    expect(email.subject).toBe('Reminder: your ride tomorrow, BB-123456-ABC');
    expect(email.text).toContain('sign bearing your name');
    expect(email.text).toContain('60 minutes after your flight lands');
    expect(email.text).toContain('ZR 1234');
    expect(email.text).toContain('Manage your booking: https://rides.example.com/manage/tok');
  });

  it('promises the driver later and has no manage link without a token', () => {
    const email = render('trip_reminder', { driver: null, manageUrl: null });
    expect(email.text).toContain('as soon as one is assigned');
    expect(email.text).not.toContain('Manage your booking');
  });
});

describe('the review request', () => {
  it('links to the form filled in from the token, or to the empty form', () => {
    expect(reviewPath('a b')).toBe('/?share-experience=1&review=a%20b#testimonials');
    expect(reviewPath(null)).toBe(REVIEW_PATH);
    const withLink = render('review_request', { reviewUrl: 'https://rides.example.com/x' });
    expect(withLink.subject).toBe('How was your ride? BB-123456-ABC');
    expect(withLink.text).toContain('Share your experience: https://rides.example.com/x');
    const without = render('review_request', { reviewUrl: null });
    expect(without.text).toContain(`https://rides.example.com${REVIEW_PATH}`);
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

describe('the updated booking e-mail', () => {
  const vevents = (content: string | undefined) =>
    parseIcs(content ?? '').components.filter((c) => c.type === 'VEVENT');
  const prop = (
    event: { properties: { name: string; value: string }[] } | undefined,
    name: string,
  ) => event?.properties.find((p) => p.name === name)?.value;

  it('names the reference, shows the new trip and total, and links the manage page', () => {
    const email = render(
      'booking_changed',
      { pickupTime: '16:45', calendarSequence: 1, manageUrl: 'https://site.example/manage/abc' },
      { by: 'customer' },
    );
    expect(email.subject).toMatch(/^Updated booking BB-123456-ABC: /);
    expect(email.text).toContain('4:45 PM');
    expect(email.text).toContain('Manage your booking');
    expect(email.html).toContain('href="https://site.example/manage/abc"');
  });

  it("keeps the confirmation's calendar UID and raises SEQUENCE to the change count", () => {
    const confirmation = render('booking_confirmation', { calendarSequence: 0 });
    const changed = render('booking_changed', { pickupTime: '16:45', calendarSequence: 1 });
    const before = vevents(confirmation.attachments[0]?.content)[0];
    const after = vevents(changed.attachments[0]?.content)[0];
    expect(prop(after, 'UID')).toBe(prop(before, 'UID'));
    expect(prop(before, 'SEQUENCE')).toBe('0');
    expect(prop(after, 'SEQUENCE')).toBe('1');
    expect(prop(after, 'DTSTART')).toMatch(/T164500$/);
  });

  it('writes no SEQUENCE and no manage button when the booking has none', () => {
    const plain = render('booking_confirmation');
    expect(prop(vevents(plain.attachments[0]?.content)[0], 'SEQUENCE')).toBeUndefined();
    expect(plain.text).not.toContain('Manage your booking');
    const withLink = render('booking_confirmation', { manageUrl: 'https://site.example/manage/x' });
    expect(withLink.html).toContain('Manage your booking');
  });
});

describe('the driver e-mail', () => {
  const email = render('driver_assigned');

  it('names the driver, the vehicle and plate, where to meet and the free waiting', () => {
    expect(email.subject).toBe('Your driver for BB-123456-ABC');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Your driver is Dwayne');
      expect(body).toContain('+1 246 555 0106');
      expect(body).toContain('Luxury');
      expect(body).toContain('L 3003');
      expect(body).toContain('arrivals hall of Grantley Adams International Airport');
      expect(body).toContain('60 minutes after your flight lands, free of charge.');
    }
    expect(email.html).toContain('href="tel:+12465550106"');
    expect(email.html).toContain('href="https://wa.me/12465550106?text=');
    expect(email.attachments).toEqual([]);
  });

  it('sends an inland pickup to the pickup address, without a waiting promise', () => {
    const inland = render('driver_assigned', {
      tripType: 'inland',
      pickupLocation: 'Sandy Lane',
      dropoffLocation: 'Grantley Adams International Airport',
    });
    expect(inland.text).toContain('Where to meet: Sandy Lane');
    expect(inland.text).not.toContain('Free waiting');
  });

  it('refuses to render without its driver', () => {
    expect(() => render('driver_assigned', { driver: null })).toThrow(/without its driver/);
  });
});
