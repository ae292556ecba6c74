import {
  reviewLinkRequest,
  reviewServiceIdForTripType,
  withoutReviewLinkParams,
} from './review-link';

describe('the review link', () => {
  it('asks for the prefilled form with a token, the empty form without one, else nothing', () => {
    expect(reviewLinkRequest('?review=abc_DEF-123')).toEqual({ token: 'abc_DEF-123' });
    expect(reviewLinkRequest('?share-experience=1&review=tok')).toEqual({ token: 'tok' });
    expect(reviewLinkRequest('?share-experience=1')).toEqual({ token: null });
    expect(reviewLinkRequest('?review=')).toEqual({ token: null });
    expect(reviewLinkRequest('')).toBeNull();
    expect(reviewLinkRequest('?utm_source=mail')).toBeNull();
  });

  it('removes only its own parameters from the query string', () => {
    expect(withoutReviewLinkParams('?share-experience=1&review=tok')).toBe('');
    expect(withoutReviewLinkParams('?review=tok&utm_source=mail')).toBe('?utm_source=mail');
    expect(withoutReviewLinkParams('')).toBe('');
  });

  it('maps airport transfers to the Airport Transfer service and nothing else', () => {
    expect(reviewServiceIdForTripType('fromAirport')).toBe(1);
    expect(reviewServiceIdForTripType('toAirport')).toBe(1);
    expect(reviewServiceIdForTripType('fromCruise')).toBeNull();
    expect(reviewServiceIdForTripType('inland')).toBeNull();
    expect(reviewServiceIdForTripType(null)).toBeNull();
  });
});
