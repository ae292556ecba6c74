import {
  AUTH_MESSAGES,
  isTooManyRequests,
  loginErrorView,
  resendErrorMessage,
  resetErrorMessage,
  signUpErrorMessage,
} from './auth-errors';
import { cancelFailureMessage, clearAllFailureMessage, isPermissionDenied } from './booking-errors';
import {
  bookingCountText,
  BOOKINGS_PER_PAGE,
  filterKey,
  showMoreLabel,
  shownOfText,
  canAskToCancel,
  countBookings,
  filterBookings,
  isFiltering,
  isOpenBooking,
  matchesSearch,
  NO_FILTER,
  type SearchableBooking,
} from './my-bookings';

describe('login errors from the real auth error codes', () => {
  it('email not confirmed offers to resend the confirmation', () => {
    expect(
      loginErrorView({ code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' }),
    ).toEqual({
      message:
        'Your email address has not been confirmed. Please check your inbox for a confirmation link.',
      offer: 'resend-confirmation',
    });
  });

  it('invalid credentials and an unknown user offer to create an account', () => {
    expect(loginErrorView({ code: 'invalid_credentials', status: 400 })).toEqual({
      message:
        'The email or password you entered is incorrect. Please double-check your credentials.',
      offer: 'create-account',
    });
    expect(loginErrorView({ code: 'user_not_found' })).toEqual({
      message: 'No account found with this email address.',
      offer: 'create-account',
    });
  });

  it('too many attempts, by code or by HTTP status', () => {
    const expected = {
      message: 'Too many login attempts. Please wait a few minutes before trying again.',
      offer: null,
    };
    expect(loginErrorView({ code: 'over_request_rate_limit', status: 429 })).toEqual(expected);
    expect(loginErrorView({ status: 429 })).toEqual(expected);
  });

  it("anything else: the provider's message, or the general fallback", () => {
    expect(loginErrorView({ code: 'user_banned', message: 'User is banned' })).toEqual({
      message: 'User is banned',
      offer: null,
    });
    expect(loginErrorView({ message: '  ' })).toEqual({
      message: 'An error occurred during login. Please try again.',
      offer: null,
    });
    expect(loginErrorView({ message: null })).toEqual({
      message: AUTH_MESSAGES.loginFailed,
      offer: null,
    });
  });

  it('an exception or an unreachable service is unexpected', () => {
    const expected = {
      message: 'An unexpected error occurred. Please try again later.',
      offer: null,
    };
    expect(loginErrorView({ code: 'unexpected' })).toEqual(expected);
    expect(loginErrorView({ status: 0, message: 'Failed to fetch' })).toEqual(expected);
  });

  it('reset, resend and sign-up failures', () => {
    const rateLimited = {
      code: 'over_email_send_rate_limit',
      status: 429,
      message: 'For security purposes, you can only request this after 42 seconds.',
    };
    expect(resetErrorMessage(rateLimited)).toBe(rateLimited.message);
    expect(resetErrorMessage({})).toBe('Failed to send reset email');
    expect(resendErrorMessage(rateLimited)).toBe(
      'Failed to resend confirmation email. For security purposes, you can only request this after 42 seconds.',
    );
    expect(resendErrorMessage({ status: 429 })).toBe('Failed to resend confirmation email');
    expect(resendErrorMessage({ status: 500, message: 'boom' })).toBe(
      'Failed to resend confirmation email',
    );
    expect(signUpErrorMessage({ code: 'weak_password', message: 'Password is too weak' })).toBe(
      'Password is too weak',
    );
    expect(signUpErrorMessage({})).toBe('Failed to create account');
    expect(isTooManyRequests({ status: 429 })).toBe(true);
    expect(isTooManyRequests({ code: 'invalid_credentials' })).toBe(false);
  });
});

describe('cancellation failures', () => {
  const support = { phone: '+1 246 269 9288', email: 'bookings@example.com' };

  it('recognises a refusal by the database by code or wording', () => {
    expect(isPermissionDenied({ code: '42501' })).toBe(true);
    expect(isPermissionDenied({ code: 'PGRST301' })).toBe(true);
    expect(isPermissionDenied({ message: 'permission denied for table bookings' })).toBe(true);
    expect(isPermissionDenied({ message: 'new row violates row-level security policy' })).toBe(
      true,
    );
    expect(isPermissionDenied({ message: 'blocked by RLS' })).toBe(true);
    expect(isPermissionDenied({ code: '08006', message: 'connection failure' })).toBe(false);
    expect(isPermissionDenied({})).toBe(false);
  });

  it('words the single and bulk messages', () => {
    expect(cancelFailureMessage('BB-100003-CUD', { code: '42501' }, support)).toBe(
      "You don't have permission to delete booking BB-100003-CUD. This booking can only be cancelled by contacting our support team directly. Please call +1 246 269 9288 or email bookings@example.com for assistance.",
    );
    expect(cancelFailureMessage('BB-100003-CUD', { code: '500' }, support)).toBe(
      'Failed to delete booking BB-100003-CUD. Please try again or contact support.',
    );
    expect(clearAllFailureMessage({ code: '42501' }, support)).toBe(
      "You don't have permission to delete bookings. Bookings can only be cancelled by contacting our support team directly. Please call +1 246 269 9288 or email bookings@example.com for assistance.",
    );
    expect(clearAllFailureMessage({ message: 'Failed to fetch' }, support)).toBe(
      'Failed to clear all bookings. Please try again or contact support.',
    );
  });
});

describe('My Bookings list', () => {
  const booking = (overrides: Partial<SearchableBooking>): SearchableBooking => ({
    reference_number: 'BB-100001-CUP',
    first_name: 'Carla',
    last_name: 'Customer',
    email: 'customer@example.com',
    pickup_location: 'Grantley Adams International Airport',
    dropoff_location: 'Sandy Lane',
    status: 'pending',
    ...overrides,
  });
  const list = [
    booking({}),
    booking({
      reference_number: 'BB-100002-CUC',
      status: 'Confirmed',
      pickup_location: 'Holetown',
      dropoff_location: 'Grantley Adams International Airport',
    }),
    booking({
      reference_number: 'BB-100003-CUD',
      status: 'completed',
      first_name: 'Guest',
      last_name: 'Booker',
      email: 'guest@example.org',
      pickup_location: 'Holetown',
      dropoff_location: "Harrison's Cave",
    }),
    booking({ reference_number: 'BB-100004-CUX', status: 'cancelled' }),
    booking({ reference_number: 'BB-100005-CUR', status: 'unknown' }),
  ];

  it('searches reference, full name, e-mail, pickup and drop-off, ignoring case and spaces', () => {
    expect(matchesSearch(list[0] as SearchableBooking, '  ')).toBe(true);
    const refs = (query: string) =>
      filterBookings(list, { query, status: 'all' }).map((b) => b.reference_number);
    expect(refs('bb-100002')).toEqual(['BB-100002-CUC']);
    expect(refs('guest booker')).toEqual(['BB-100003-CUD']);
    expect(refs('GUEST@EXAMPLE')).toEqual(['BB-100003-CUD']);
    expect(refs('harrison')).toEqual(['BB-100003-CUD']);
    expect(refs('holetown')).toEqual(['BB-100002-CUC', 'BB-100003-CUD']);
    expect(refs('sandy lane')).toEqual(['BB-100001-CUP', 'BB-100004-CUX', 'BB-100005-CUR']);
    expect(refs('nowhere')).toEqual([]);
  });

  it('filters by status (case-insensitive) together with the search', () => {
    expect(filterBookings(list, { query: '', status: 'confirmed' })).toHaveLength(1);
    expect(filterBookings(list, { query: 'holetown', status: 'completed' })).toHaveLength(1);
    expect(filterBookings(list, NO_FILTER)).toHaveLength(5);
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(isFiltering({ query: ' x ', status: 'all' })).toBe(true);
    expect(isFiltering({ query: '', status: 'pending' })).toBe(true);
  });

  it('counts each status and words the count', () => {
    expect(countBookings(list)).toEqual({
      total: 5,
      pending: 1,
      confirmed: 1,
      completed: 1,
      cancelled: 1,
    });
    expect(bookingCountText(5, 5, false)).toBe('5 of 5 bookings');
    expect(bookingCountText(2, 5, true)).toBe('2 of 5 bookings (filtered)');
    expect(bookingCountText(1001, 1200, true)).toBe('1,001 of 1,200 bookings (filtered)');
  });

  it('two filters that list the same bookings have the same key', () => {
    expect(filterKey({ query: '  Sandy ', status: 'all' })).toBe(
      filterKey({ query: 'sandy', status: 'all' }),
    );
    expect(filterKey({ query: 'sandy', status: 'all' })).not.toBe(
      filterKey({ query: 'sandy', status: 'pending' }),
    );
  });

  it('a long list shows 50 cards at a time and says how many of how many', () => {
    expect(BOOKINGS_PER_PAGE).toBe(50);
    expect(shownOfText(50, 1001)).toBe('Showing 50 of 1,001');
    expect(showMoreLabel(50, 1001)).toBe('Show 50 more');
    expect(showMoreLabel(1000, 1001)).toBe('Show 1 more');
    expect(bookingCountText(1, 1, false)).toBe('1 of 1 booking');
  });

  it('knows which bookings are open and which offer the cancel icon', () => {
    expect(list.map(isOpenBooking)).toEqual([true, true, false, false, false]);
    expect(list.map(canAskToCancel)).toEqual([true, true, true, false, true]);
  });
});
