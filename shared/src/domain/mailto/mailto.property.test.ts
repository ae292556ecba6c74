import * as fc from 'fast-check';
import { bookingSummaryMailto } from './booking-summary-mail';
import { bookingCancellationMailto, bulkCancellationMailto } from './cancellation-mails';
import { BOOKING, CANCELLED_AT, CONTACT, INBOX, NIGHT_OUT, SUMMARY, TOUR } from './mail-fixtures';
import {
  EMPTY_TEXT,
  exactMailto,
  mailtoAllowance,
  MailtoTooLongError,
  MAX_MAILTO_LENGTH,
  SHORTENED_MARKER,
  type MailtoDraft,
  type MailtoResult,
} from './mailto-core';
import {
  contactMailto,
  nightOutRequestDraft,
  REQUESTS_PART,
  tourRequestDraft,
} from './request-mails';

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

/**
 * Booking requests are sent whole or refused: within the limit the link is exact and the allowance
 * is the room left; over it, the error's advice (characters off the end of the requests) fits.
 */
function expectWholeOrRefused(draftWith: (requests: string) => MailtoDraft, requests: string) {
  const draft = draftWith(requests);
  const allowance = mailtoAllowance(draft, REQUESTS_PART);
  // Blank requests are written 'None' but counted as an empty box.
  const blank = requests.trim() === '' ? EMPTY_TEXT.length : 0;
  try {
    const mail = exactMailto(draft);
    expectSafe(mail);
    expect(mail.shortened).toBe(false);
    expect(MAX_MAILTO_LENGTH - mail.href.length + blank).toBe(allowance);
  } catch (error) {
    expect(error).toBeInstanceOf(MailtoTooLongError);
    const { shorten, over } = error as MailtoTooLongError;
    expect(over).toBeGreaterThan(0);
    if (shorten) {
      expect(allowance).toBe(-shorten.characters);
      const kept = Array.from(requests.trim()).slice(0, -shorten.characters).join('');
      expect(() => exactMailto(draftWith(kept))).not.toThrow();
    } else {
      expect(allowance).toBe(blank - over);
    }
  }
}

describe('every mailto stays within 1800 characters for any input', () => {
  it('tour requests', () => {
    fc.assert(
      fc.property(text, text, text, text, texts, (ref, first, location, requests, stops) => {
        expectWholeOrRefused(
          (additionalRequests) =>
            tourRequestDraft(
              { ...TOUR, firstName: first, pickupLocation: location, additionalRequests },
              ref,
              stops,
              INBOX,
            ),
          requests,
        );
      }),
      runs,
    );
  });

  it('night-out requests', () => {
    fc.assert(
      fc.property(text, text, text, texts, (ref, email, requests, venues) => {
        expectWholeOrRefused(
          (additionalRequests) =>
            nightOutRequestDraft({ ...NIGHT_OUT, email, additionalRequests }, ref, venues, INBOX),
          requests,
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
