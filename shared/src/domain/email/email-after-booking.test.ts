// The e-mails after the booking is made: the reminder, the review request, the updated booking and
// the driver.
import { parseIcs } from '../calendar/ics-reader';
import { REVIEW_PATH, reviewPath } from './index';
import { render } from './email-fixtures';
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
