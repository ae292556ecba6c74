import { bookingSummaryMailto } from './booking-summary-mail';
import { bookingCancellationMailto, bulkCancellationMailto } from './cancellation-mails';
import { BOOKING, CANCELLED_AT, CONTACT, INBOX, NIGHT_OUT, SUMMARY, TOUR } from './mail-fixtures';
import {
  buildMailto,
  MAX_MAILTO_LENGTH,
  SHORTENED_MARKER,
  SHRINK,
  wellFormed,
} from './mailto-core';
import {
  contactMailto,
  nightOutRequestDraft,
  nightOutRequestMailto,
  tourRequestDraft,
  tourRequestMailto,
} from './request-mails';

const decoded = (href: string) => {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
};

describe('prepared e-mails: the required subjects', () => {
  it("tour: 'New Tour Booking Request - {ref}'", () => {
    const mail = tourRequestMailto(TOUR, 'TR-123456-ABC', ["Harrison's Cave"], INBOX);
    expect(mail.subject).toBe('New Tour Booking Request - TR-123456-ABC');
    expect(decoded(mail.href).subject).toBe(mail.subject);
    expect(decoded(mail.href).to).toBe(INBOX);
  });

  it("night out: 'New Night Out Booking Request - {ref}'", () => {
    expect(nightOutRequestMailto(NIGHT_OUT, 'NO-123456-ABC', [], INBOX).subject).toBe(
      'New Night Out Booking Request - NO-123456-ABC',
    );
  });

  it("cancellation: 'Booking Cancellation - {ref}'", () => {
    expect(bookingCancellationMailto(BOOKING, 'ann@example.com', CANCELLED_AT, INBOX).subject).toBe(
      'Booking Cancellation - BB-567890-ABC',
    );
  });

  it("bulk: 'Bulk Booking Cancellation - {N} Bookings'", () => {
    expect(
      bulkCancellationMailto(['BB-1', 'BB-2', 'BB-3'], 'a@b.co', CANCELLED_AT, INBOX).subject,
    ).toBe('Bulk Booking Cancellation - 3 Bookings');
    expect(bulkCancellationMailto(['BB-1'], 'a@b.co', CANCELLED_AT, INBOX).subject).toBe(
      'Bulk Booking Cancellation - 1 Booking',
    );
  });

  it('booking summary and contact subjects contain the reference number', () => {
    expect(bookingSummaryMailto(SUMMARY, INBOX).subject).toBe('Booking Summary - BB-567890-ABC');
    expect(contactMailto(CONTACT, 'CM-000001-AAA', INBOX).subject).toBe(
      'Contact Message - CM-000001-AAA',
    );
  });
});

describe('prepared e-mails: bodies list every required field', () => {
  it('tour: reference, contact, details, locations, requests and the hourly rate', () => {
    const { body } = tourRequestMailto(
      TOUR,
      'TR-123456-ABC',
      ["Harrison's Cave", 'Bathsheba Soup Bowl'],
      INBOX,
    );
    for (const text of [
      'Reference: TR-123456-ABC',
      'Name: Ann Lee',
      'Email: ann@example.com',
      'Phone: +1 246 555 0100',
      'Date: 2026-12-02',
      'Pick-up time: 9:00 AM',
      'Pick-up location: Sandy Lane',
      'Adults: 2',
      'Children: 1',
      'Transportation: Standard',
      'Hourly rate: $75 per hour',
      "- Harrison's Cave\r\n- Bathsheba Soup Bowl",
      'Child seat for a 4-year-old, please.',
    ]) {
      expect(body).toContain(text);
    }
    expect(tourRequestMailto({ ...TOUR, adults: 9 }, 'TR-1', [], INBOX).body).toContain(
      'Hourly rate: To be quoted',
    );
  });

  it('night out: venues, return time; empty lists and blank requests say so', () => {
    const { body } = nightOutRequestMailto(
      { ...NIGHT_OUT, additionalRequests: '  ' },
      'NO-1',
      [],
      INBOX,
    );
    expect(body).toContain('Return time: 11:30 PM');
    expect(body).toContain('Adults: 4');
    expect(body).toContain('Restaurants and venues\r\n- None');
    expect(body).toContain('Additional requests\r\nNone');
  });

  it('contact: blank optional fields read "Not provided"', () => {
    const { body } = contactMailto(CONTACT, 'CM-1', INBOX);
    expect(body).toContain('Phone: Not provided');
    expect(body).toContain('Service: wedding');
    expect(body).toContain('Do you decorate the car for weddings?');
  });

  it('cancellation: the booking, the cancelling e-mail, date and time in Barbados time', () => {
    const { body } = bookingCancellationMailto(BOOKING, 'ann@example.com', CANCELLED_AT, INBOX);
    expect(body).toContain('Reference: BB-567890-ABC');
    expect(body).toContain('Time: 4:45 PM');
    expect(body).toContain('Total: $110');
    expect(body).toContain('Cancelled by: ann@example.com');
    expect(body).toContain('Cancelled at: 2026-11-30 14:30 (GMT-4)');
  });

  it('bulk: every reference', () => {
    const { body } = bulkCancellationMailto(
      ['BB-111111-AAA', 'BB-222222-BBB'],
      'a@b.co',
      CANCELLED_AT,
      INBOX,
    );
    expect(body).toContain('- BB-111111-AAA\r\n- BB-222222-BBB');
    expect(body).toContain('Cancelled by: a@b.co');
  });

  it('booking summary: trip, return leg, extras and the price breakdown', () => {
    const { body } = bookingSummaryMailto(SUMMARY, INBOX);
    for (const text of [
      'Trip type: From the airport',
      'From: Grantley Adams International Airport',
      'To: Sandy Lane',
      'Round trip: Yes',
      'Return date: 2026-12-09',
      'Return time: 3:00 AM',
      'Vehicle: Luxury (Mercedes or BMW)',
      'Payment: Credit card',
      'BA2155 from London Gatwick',
      'Fare: $110.00 (Fixed airport price: Luxury (Mercedes or BMW) to the west coast)',
      'Trip total: $220.00',
      'Child car seats: 1 = $30.00',
      'Fast track, adults (11+): 2 = $130.00',
      'After-hours surcharge: $20.00',
      'Total: $400.00',
    ]) {
      expect(body).toContain(text);
    }
  });

  it('booking summary of a one-way custom trip paid in cash', () => {
    const { body } = bookingSummaryMailto(
      {
        ...SUMMARY,
        tripType: null,
        isRoundTrip: false,
        paymentMethod: 'cash',
        price: { ...SUMMARY.price, fixedPriceReason: null, subtotal: 96.5 },
      },
      INBOX,
    );
    expect(body).toContain('Trip type: Custom');
    expect(body).toContain('Round trip: No');
    expect(body).not.toContain('Return date');
    expect(body).toContain('Payment: Cash');
    expect(body).toContain('Fare: $96.50');
  });

  it('a round-trip summary without a return date and time prints them as not provided', () => {
    const { body } = bookingSummaryMailto(
      { ...SUMMARY, returnDate: null, returnTime: null },
      INBOX,
    );
    expect(body).toContain('Return date: Not provided');
    expect(body).toContain('Return time: Not provided');
  });
});

describe('the 1800-character limit', () => {
  const longText = 'Please bring water. '.repeat(200);

  it('a normal request is not shortened', () => {
    const mail = tourRequestMailto(TOUR, 'TR-1', [], INBOX);
    expect(mail.shortened).toBe(false);
    expect(mail.shortenedParts).toEqual([]);
  });

  it('long free text is shortened with a visible marker, never dropped, and reported', () => {
    const mail = buildMailto(
      tourRequestDraft({ ...TOUR, additionalRequests: longText }, 'TR-1', ['A'], INBOX),
    );
    expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(mail.shortened).toBe(true);
    expect(mail.shortenedParts).toEqual(['Additional requests']);
    const kept = mail.body.slice(mail.body.indexOf('Additional requests\r\n') + 21);
    expect(kept.endsWith(SHORTENED_MARKER)).toBe(true);
    expect(longText.startsWith(kept.slice(0, -SHORTENED_MARKER.length))).toBe(true);
    expect(kept.length).toBeGreaterThan(200);
  });

  it('keeps as much as fits: one more character would exceed the limit', () => {
    const mail = contactMailto({ ...CONTACT, message: 'x'.repeat(3000) }, 'CM-1', INBOX);
    expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(mail.href.length).toBeGreaterThan(MAX_MAILTO_LENGTH - 3);
  });

  it('shortens free text first, then lists, then fields', () => {
    const many = Array.from({ length: 200 }, (_, i) => `Venue number ${i}`);
    const mail = buildMailto(
      nightOutRequestDraft(
        { ...NIGHT_OUT, additionalRequests: longText, pickupLocation: 'P'.repeat(3000) },
        'NO-1',
        many,
        INBOX,
      ),
    );
    expect(mail.shortenedParts).toEqual([
      'Additional requests',
      'Restaurants and venues',
      'Pick-up location',
    ]);
    expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
  });

  it('bulk cancellations with very many references are shortened, not dropped', () => {
    const references = Array.from(
      { length: 400 },
      (_, i) => `BB-${String(i).padStart(6, '0')}-ABC`,
    );
    const mail = bulkCancellationMailto(references, 'a@b.co', CANCELLED_AT, INBOX);
    expect(mail.subject).toBe('Bulk Booking Cancellation - 400 Bookings');
    expect(mail.shortenedParts).toEqual(['References']);
    expect(mail.body).toContain('- BB-000000-ABC');
    expect(mail.body).toContain(SHORTENED_MARKER);
  });

  it('the subject is shortened last, and reported as such', () => {
    const mail = buildMailto({
      to: INBOX,
      subject: { value: 'S'.repeat(5000), shrinkOrder: SHRINK.subject },
      body: [],
    });
    expect(mail.shortenedParts).toEqual(['subject']);
    expect(mail.subject.endsWith(SHORTENED_MARKER)).toBe(true);
  });

  it('parts too short to gain from shortening are skipped; a part without label or name reports as text', () => {
    const mail = buildMailto({
      to: INBOX,
      subject: { value: 'Hi' },
      body: [
        { label: 'Short', value: 'abc', shrinkOrder: 1 },
        { value: 'z'.repeat(3000), shrinkOrder: 2 },
      ],
    });
    expect(mail.shortenedParts).toEqual(['text']);
    expect(mail.body.startsWith('Short: abc\r\n')).toBe(true);
  });

  it('multi-byte text is cut on whole characters and counted after encoding', () => {
    const mail = contactMailto({ ...CONTACT, message: '🌴'.repeat(800) }, 'CM-1', INBOX);
    expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(() => decodeURIComponent(mail.href)).not.toThrow();
    expect(mail.body).toMatch(/🌴\.\.\. \[shortened\]$/u);
  });

  it('lone surrogates are replaced so the link can be encoded', () => {
    expect(wellFormed('a\uD800b\uDC00c\uD83C\uDF34')).toBe('a\uFFFDb\uFFFDc🌴');
    expect(() =>
      contactMailto({ ...CONTACT, message: 'bad \uD800 text' }, 'CM-1', INBOX),
    ).not.toThrow();
  });

  it('an inbox too long for any link is a configuration error', () => {
    expect(() => contactMailto(CONTACT, 'CM-1', `${'a'.repeat(1800)}@example.com`)).toThrow(
      /too long/,
    );
  });
});
