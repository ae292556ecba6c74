import {
  cameFromCruise,
  FROM_CRUISE_STATE,
  NIGHT_OUT_PICKUP_PLACEHOLDER,
  tourPickupPlaceholder,
} from './pickup-placeholder';

const plain = { state: null, referrer: '', url: '/book-tour' };

describe('the tour pick-up placeholder', () => {
  it('is the ship placeholder from /gig/6, a cruise URL or the navigation flag', () => {
    expect(tourPickupPlaceholder({ ...plain, state: FROM_CRUISE_STATE })).toBe(
      'e.g., name of ship',
    );
    // The flag as react-router hands it over (a copy of the state that was sent).
    expect(cameFromCruise({ ...plain, state: structuredClone(FROM_CRUISE_STATE) })).toBe(true);
    expect(FROM_CRUISE_STATE).toEqual({ fromCruise: true });
    expect(tourPickupPlaceholder({ ...plain, referrer: 'http://localhost:4200/gig/6' })).toBe(
      'e.g., name of ship',
    );
    expect(cameFromCruise({ ...plain, url: '/book-tour?from=cruise-excursions' })).toBe(true);
    expect(cameFromCruise({ ...plain, referrer: 'https://example.com/Cruise/' })).toBe(true);
  });

  it('is the hotel placeholder otherwise', () => {
    expect(tourPickupPlaceholder(plain)).toBe('Hotel / Villa / Restaurant name');
    expect(cameFromCruise({ ...plain, state: { fromCruise: 'yes' } })).toBe(false);
    expect(cameFromCruise({ ...plain, state: 'fromCruise' })).toBe(false);
    expect(cameFromCruise({ ...plain, referrer: 'http://localhost:4200/gig/60' })).toBe(false);
    expect(cameFromCruise({ ...plain, referrer: 'http://[' })).toBe(false);
    expect(NIGHT_OUT_PICKUP_PLACEHOLDER).toBe('Hotel / Villa name');
  });
});
