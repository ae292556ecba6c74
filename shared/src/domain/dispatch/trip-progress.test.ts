import {
  isTripStep,
  nextTripStep,
  TRIP_STEP_LABELS,
  TRIP_STEPS,
  tripStepMove,
} from './trip-progress';

describe('trip progress', () => {
  it('moves forward, repeats safely and refuses going back', () => {
    expect(tripStepMove('assigned', 'on_my_way')).toBe('forward');
    expect(tripStepMove('on_my_way', 'on_board')).toBe('forward');
    expect(tripStepMove('arrived', 'arrived')).toBe('repeat');
    expect(tripStepMove('on_board', 'arrived')).toBe('backwards');
    expect(tripStepMove('completed', 'on_my_way')).toBe('backwards');
  });

  it('offers the next step until completed', () => {
    expect(nextTripStep('assigned')).toBe('on_my_way');
    expect(nextTripStep('on_board')).toBe('completed');
    expect(nextTripStep('completed')).toBeNull();
  });

  it('labels the four buttons and knows its steps', () => {
    expect(Object.values(TRIP_STEP_LABELS)).toEqual([
      'On my way',
      'Arrived',
      'Passenger on board',
      'Completed',
    ]);
    expect(isTripStep('arrived')).toBe(true);
    expect(isTripStep('parked')).toBe(false);
    expect(TRIP_STEPS).toEqual(['assigned', ...Object.keys(TRIP_STEP_LABELS)]);
  });
});
