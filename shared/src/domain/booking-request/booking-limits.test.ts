import { classifyBookingFailure } from './booking-errors';
import {
  ANONYMOUS_BOOKING_LIMITS,
  BOOKING_LIMIT_CODE,
  bookingLimitMessage,
  minutesToWait,
  retryAfterFromHint,
} from './booking-limits';

describe('booking limits', () => {
  it('documents the database defaults: 5 per recipient and 30 per client address an hour', () => {
    expect(ANONYMOUS_BOOKING_LIMITS).toEqual({
      perRecipient: 5,
      perClient: 30,
      windowSeconds: 3600,
    });
  });

  it('names the wait in whole minutes (at least one) and the phone for urgent bookings', () => {
    expect(bookingLimitMessage('+1 246 269 9288', 3600)).toBe(
      'Too many online bookings were made for this e-mail address or from this network in the last hour. ' +
        'Please try again in 60 minutes, or call +1 246 269 9288 for urgent bookings.',
    );
    expect(bookingLimitMessage('+1 246 555 0000', 30)).toContain(
      'try again in 1 minute, or call +1 246 555 0000',
    );
    expect([0, 1, 60, 61, 3599].map(minutesToWait)).toEqual([1, 1, 1, 2, 60]);
  });

  it('reads the retry seconds from the hint, else the whole window', () => {
    expect(retryAfterFromHint('retry_after=125')).toBe(125);
    expect(retryAfterFromHint(null)).toBe(3600);
  });

  it('a 429 from the limit is shown, never retried on a schedule; another 429 is retried', () => {
    const message = bookingLimitMessage('+1 246 269 9288', 900);
    expect(
      classifyBookingFailure({
        status: 429,
        code: BOOKING_LIMIT_CODE,
        message,
        details: 'recipient',
        hint: 'retry_after=900',
      }),
    ).toEqual({ kind: 'limited', retryAfterSeconds: 900, message });
    expect(classifyBookingFailure({ status: 429, code: BOOKING_LIMIT_CODE })).toEqual({
      kind: 'limited',
      retryAfterSeconds: 3600,
      message: 'Failed to process booking. Please try again or contact support.',
    });
    expect(classifyBookingFailure({ status: 429, code: 'over_request_rate_limit' })).toEqual({
      kind: 'retry',
    });
  });
});
