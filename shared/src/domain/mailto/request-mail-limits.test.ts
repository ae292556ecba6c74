// Tour and night-out requests: sent whole or refused with what to shorten, never cut.
import { INBOX, NIGHT_OUT, TOUR } from './mail-fixtures';
import {
  exactMailto,
  mailtoAllowance,
  MailtoTooLongError,
  MAX_MAILTO_LENGTH,
  SHRINK,
  type MailtoDraft,
} from './mailto-core';
import { allowanceText, tooLongAdvice } from './request-mail-limits';
import {
  nightOutRequestDraft,
  nightOutRequestMailto,
  REQUESTS_PART,
  tourRequestDraft,
  tourRequestMailto,
} from './request-mails';

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
