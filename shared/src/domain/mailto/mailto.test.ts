import { bookingSummaryMailto } from './booking-summary-mail';
import { bookingCancellationMailto, bulkCancellationMailto } from './cancellation-mails';
import { BOOKING, CANCELLED_AT, CONTACT, INBOX, NIGHT_OUT, SUMMARY, TOUR } from './mail-fixtures';
import {
  buildMailto,
  exactMailto,
  mailtoAllowance,
  mailtoRecipient,
  MailtoTooLongError,
  MAX_MAILTO_LENGTH,
  SHORTENED_MARKER,
  SHRINK,
  wellFormed,
  type MailtoDraft,
} from './mailto-core';
import { allowanceText, tooLongAdvice } from './request-mail-limits';
import {
  contactMailto,
  nightOutRequestDraft,
  nightOutRequestMailto,
  REQUESTS_PART,
  tourRequestDraft,
  tourRequestMailto,
} from './request-mails';
import { chatLink, chatMessage, mailtoHref, supportMailLink, telLink } from './support-links';

const decoded = (href: string) => {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
};

describe('prepared e-mails: subjects exactly as the SPEC states', () => {
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

describe('prepared e-mails: bodies list what the SPEC lists', () => {
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
      'Fast track (adults): 2 = $130.00',
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

describe('tour and night-out requests are never cut', () => {
  const tourWith = (additionalRequests: string, stops: string[] = []) =>
    tourRequestDraft({ ...TOUR, additionalRequests }, 'TR-123456-ABC', stops, INBOX);
  const room = mailtoAllowance(tourWith(''), REQUESTS_PART);

  it('the allowance is the room left in the link: at 0 the link is exactly at the limit', () => {
    expect(room).toBeGreaterThan(1000);
    // Blank requests are written 'None'; the count starts as if the box were empty.
    expect(exactMailto(tourWith('')).href).toHaveLength(MAX_MAILTO_LENGTH - room + 4);
    expect(mailtoAllowance(tourWith('a'), REQUESTS_PART)).toBe(room - 1);
    expect(mailtoAllowance(tourWith('abc'), REQUESTS_PART)).toBe(room - 3);
    const full = exactMailto(tourWith('x'.repeat(room)));
    expect(full.href).toHaveLength(MAX_MAILTO_LENGTH);
    expect(full.shortened).toBe(false);
    expect(mailtoAllowance(tourWith('x'.repeat(room)), REQUESTS_PART)).toBe(0);
  });

  it('over the limit, the allowance is how many characters to take off the end', () => {
    expect(mailtoAllowance(tourWith('x'.repeat(room + 7)), REQUESTS_PART)).toBe(-7);
    // A space takes three link characters: taking off 'y' leaves the space, which must go too.
    expect(mailtoAllowance(tourWith(`${'x'.repeat(room - 1)} y`), REQUESTS_PART)).toBe(-2);
  });

  it('a request too long is an error that says what to shorten; nothing is shortened', () => {
    const request = { ...TOUR, additionalRequests: 'x'.repeat(room + 7) };
    let error: unknown;
    try {
      tourRequestMailto(request, 'TR-123456-ABC', [], INBOX);
    } catch (failure) {
      error = failure;
    }
    expect(error).toBeInstanceOf(MailtoTooLongError);
    const tooLong = error as MailtoTooLongError;
    expect(tooLong.over).toBe(7);
    expect(tooLong.shorten).toEqual({ name: 'Additional requests', characters: 7 });
    expect(tooLongAdvice(tooLong)).toBe('Please shorten the additional requests by 7 characters.');
    // Taking exactly that many off makes it fit.
    expect(() =>
      tourRequestMailto(
        { ...request, additionalRequests: 'x'.repeat(room) },
        'TR-123456-ABC',
        [],
        INBOX,
      ),
    ).not.toThrow();
  });

  it('when the requests alone cannot make it fit, the advice names the lists too', () => {
    const venues = Array.from({ length: 120 }, (_, i) => `Venue number ${i}`);
    const draft = nightOutRequestDraft(
      { ...NIGHT_OUT, additionalRequests: 'Hi' },
      'NO-123456-ABC',
      venues,
      INBOX,
    );
    expect(() => exactMailto(draft)).toThrow(MailtoTooLongError);
    try {
      exactMailto(draft);
    } catch (failure) {
      const tooLong = failure as MailtoTooLongError;
      expect(tooLong.shorten).toBeNull();
      expect(tooLong.lists).toEqual(['Restaurants and venues']);
      expect(tooLongAdvice(tooLong)).toBe(
        `The e-mail would be ${tooLong.over} characters too long. Please shorten what you typed or choose fewer restaurants and venues.`,
      );
      expect(mailtoAllowance(draft, REQUESTS_PART)).toBe(-tooLong.over);
    }
    expect(() => nightOutRequestMailto(NIGHT_OUT, 'NO-1', [], INBOX)).not.toThrow();
  });

  it('blank requests are never the part to shorten', () => {
    const draft = tourWith(
      '',
      Array.from({ length: 200 }, (_, i) => `Stop ${i}`),
    );
    try {
      exactMailto(draft);
      throw new Error('expected too long');
    } catch (failure) {
      expect((failure as MailtoTooLongError).shorten).toBeNull();
    }
  });

  it('a tour still being filled in (no vehicle yet) can be measured', () => {
    const { transportationType: _omitted, ...rest } = TOUR;
    const draft = tourRequestDraft(rest, 'TR-1', [], INBOX);
    expect(exactMailto(draft).body).toContain('Transportation: Not provided');
    expect(exactMailto(draft).body).toContain('Hourly rate: To be quoted');
    const blank = tourRequestDraft({ ...rest, transportationType: '' }, 'TR-1', [], INBOX);
    expect(exactMailto(blank).body).toContain('Transportation: Not provided');
  });

  it('names parts by name, then label, then what they are', () => {
    const tooLong = (body: MailtoDraft['body']): MailtoTooLongError => {
      try {
        exactMailto({ to: INBOX, subject: { value: 'Hi' }, body });
      } catch (failure) {
        return failure as MailtoTooLongError;
      }
      throw new Error('expected too long');
    };
    const lists = [
      { label: 'Stops', value: '- a', shrinkOrder: SHRINK.list },
      { value: '- b', shrinkOrder: SHRINK.list },
    ];
    const unnamed = tooLong([{ value: 'z'.repeat(3000), shrinkOrder: SHRINK.freeText }, ...lists]);
    expect(unnamed.shorten?.name).toBe('text');
    expect(unnamed.lists).toEqual(['Stops', 'list']);
    const labelled = tooLong([{ label: 'Note', value: 'z'.repeat(3000), shrinkOrder: 1 }]);
    expect(labelled.shorten?.name).toBe('Note');
    // A free text the draft does not have: the link characters over the limit.
    const draft = { to: INBOX, subject: { value: 'Hi' }, body: [{ value: 'z'.repeat(1900) }] };
    expect(mailtoAllowance(draft, REQUESTS_PART)).toBe(-tooLong(draft.body).over);
    expect(tooLongAdvice(new MailtoTooLongError(5, null, []))).toBe(
      'The e-mail would be 5 characters too long. Please shorten what you typed.',
    );
  });

  it('says the allowance in words', () => {
    expect(allowanceText(12)).toBe('12 characters left');
    expect(allowanceText(1)).toBe('1 character left');
    expect(allowanceText(0)).toBe('0 characters left');
    expect(allowanceText(-1)).toBe('1 character too many');
    expect(allowanceText(-5)).toBe('5 characters too many');
  });
});

describe('support links', () => {
  it("chat link prefilled 'Hello! I have a question about my booking {ref}'", () => {
    expect(chatMessage('BB-1')).toBe('Hello! I have a question about my booking BB-1');
    expect(chatLink('+1 (246) 269-9288', 'BB-1')).toBe(
      'https://wa.me/12462699288?text=Hello!%20I%20have%20a%20question%20about%20my%20booking%20BB-1',
    );
  });

  it('tel and mail links', () => {
    expect(telLink('+1 246 269 9288')).toBe('tel:+12462699288');
    expect(supportMailLink(INBOX, 'BB-1')).toBe(
      'mailto:bookings@example.com?subject=Question%20about%20booking%20BB-1',
    );
  });
});

describe('the recipient cannot add parameters or recipients', () => {
  const HOSTILE = 'a@b.c?cc=evil@x.y&bcc=z';

  /** Every header a mail app reads from the link, and the recipient it writes to. */
  const headersOf = (href: string) => {
    const url = new URL(href);
    return { to: decodeURIComponent(url.pathname), names: [...url.searchParams.keys()] };
  };

  it('keeps ? and & in a configured address part of the address', () => {
    expect(mailtoRecipient(HOSTILE)).toBe('a@b.c%3Fcc%3Devil@x.y%26bcc%3Dz');
    expect(headersOf(mailtoHref(HOSTILE))).toEqual({ to: HOSTILE, names: [] });
    expect(headersOf(supportMailLink(HOSTILE, 'BB-1'))).toEqual({
      to: HOSTILE,
      names: ['subject'],
    });
  });

  it('in every prepared e-mail: only the subject and the body', () => {
    const links = [
      tourRequestMailto(TOUR, 'TR-123456-ABC', [], HOSTILE).href,
      contactMailto(CONTACT, 'CM-1', HOSTILE).href,
      bookingCancellationMailto(BOOKING, 'ann@example.com', CANCELLED_AT, HOSTILE).href,
      exactMailto({ to: HOSTILE, subject: { value: 'Hi' }, body: [{ value: 'Hello' }] }).href,
    ];
    for (const href of links) {
      expect(headersOf(href)).toEqual({ to: HOSTILE, names: ['subject', 'body'] });
    }
  });

  it('a comma, # or % does not start a second recipient, a fragment or an escape', () => {
    for (const address of ['a@b.c,evil@x.y', 'a@b.c#frag', 'a%40evil@x.y']) {
      const href = mailtoHref(address);
      expect(new URL(href).hash).toBe('');
      expect(headersOf(href).to).toBe(address);
    }
  });

  it('writes a plain address as people read it', () => {
    expect(mailtoHref('desk+tours@example.com')).toBe('mailto:desk+tours@example.com');
    expect(mailtoHref(INBOX)).toBe(`mailto:${INBOX}`);
  });
});
