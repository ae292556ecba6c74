import * as fc from 'fast-check';
import { bookingSummaryMailto } from './booking-summary-mail';
import { bookingCancellationMailto, bulkCancellationMailto } from './cancellation-mails';
import { BOOKING, CANCELLED_AT, CONTACT, INBOX, NIGHT_OUT, SUMMARY, TOUR } from './mail-fixtures';
import { MAX_MAILTO_LENGTH, SHORTENED_MARKER, type MailtoResult } from './mailto-core';
import { contactMailto, nightOutRequestMailto, tourRequestMailto } from './request-mails';

// Any text: ASCII, full Unicode, lone surrogates, URL-special characters, up to a few thousand long.
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({
    unit: fc.constantFrom('%', '&', '#', '\n', '\r', '=', '?', ' ', '🌴', 'é'),
    maxLength: 3000,
  }),
  fc.string({ unit: 'grapheme', minLength: 500, maxLength: 3000 }),
);
const texts = fc.array(text, { maxLength: 60 });

function expectSafe(mail: MailtoResult) {
  expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
  expect(() => decodeURIComponent(mail.href)).not.toThrow();
  expect(mail.shortened).toBe(mail.shortenedParts.length > 0);
  if (mail.shortened) expect(`${mail.subject}\n${mail.body}`).toContain(SHORTENED_MARKER);
}

const runs = { numRuns: 150 };

describe('every mailto stays within 1800 characters for any input', () => {
  it('tour requests', () => {
    fc.assert(
      fc.property(text, text, text, text, texts, (ref, first, location, requests, stops) => {
        expectSafe(
          tourRequestMailto(
            { ...TOUR, firstName: first, pickupLocation: location, additionalRequests: requests },
            ref,
            stops,
            INBOX,
          ),
        );
      }),
      runs,
    );
  });

  it('night-out requests', () => {
    fc.assert(
      fc.property(text, text, text, texts, (ref, email, requests, venues) => {
        expectSafe(
          nightOutRequestMailto(
            { ...NIGHT_OUT, email, additionalRequests: requests },
            ref,
            venues,
            INBOX,
          ),
        );
      }),
      runs,
    );
  });

  it('contact messages', () => {
    fc.assert(
      fc.property(text, text, text, text, (ref, name, contact, message) => {
        expectSafe(contactMailto({ ...CONTACT, name, contact, message }, ref, INBOX));
      }),
      runs,
    );
  });

  it('cancellations, single and bulk', () => {
    fc.assert(
      fc.property(text, text, text, texts, (ref, pickup, email, refs) => {
        expectSafe(
          bookingCancellationMailto(
            { ...BOOKING, reference_number: ref, pickup_location: pickup },
            email,
            CANCELLED_AT,
            INBOX,
          ),
        );
        expectSafe(bulkCancellationMailto(refs, email, CANCELLED_AT, INBOX));
      }),
      runs,
    );
  });

  it('booking summaries', () => {
    fc.assert(
      fc.property(text, text, text, text, (ref, dropoff, guest, details) => {
        expectSafe(
          bookingSummaryMailto(
            {
              ...SUMMARY,
              reference: ref,
              dropoffName: dropoff,
              guestName: guest,
              travelDetails: details,
            },
            INBOX,
          ),
        );
      }),
      runs,
    );
  });

  it('text that fits is kept whole', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (message) => {
        const mail = contactMailto({ ...CONTACT, message: `x${message}x` }, 'CM-000001-AAA', INBOX);
        expect(mail.shortened).toBe(false);
        expect(mail.body).toContain(`x${message}x`);
      }),
      runs,
    );
  });
});
