import { ADDITIONAL_SERVICE_LABELS, additionalServiceLabel } from './quote-types';

describe('additionalServiceLabel', () => {
  it('names every service type the quote can produce', () => {
    expect(additionalServiceLabel('car_seats')).toBe('Child car seats');
    expect(additionalServiceLabel('fast_track_children')).toBe('Fast track, children (6-10)');
    expect(Object.keys(ADDITIONAL_SERVICE_LABELS)).toHaveLength(4);
  });

  it('shows a type it does not know as stored rather than blank', () => {
    expect(additionalServiceLabel('airport_lounge')).toBe('airport_lounge');
  });
});
