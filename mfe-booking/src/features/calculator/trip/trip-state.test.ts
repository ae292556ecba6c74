import { INITIAL_TRIP, tripReducer } from './trip-state';
import { tripFieldError, travelDetailsLabel } from './trip-field-errors';

const now = new Date('2026-11-30T18:30:00Z');

describe('trip state', () => {
  it('a trip type fixes its end; numbers are clamped', () => {
    let trip = tripReducer(INITIAL_TRIP, { type: 'setTripType', tripType: 'toCruise' });
    expect(trip.dropoff?.catalogueId).toBe('cruise-terminal');
    trip = tripReducer(trip, { type: 'setPassengers', value: 40 });
    trip = tripReducer(trip, { type: 'setSuitcases', value: -2 });
    expect([trip.passengers, trip.suitcases]).toEqual([20, 0]);
    trip = tripReducer(trip, { type: 'setText', field: 'guestName', value: 'Ann' });
    trip = tripReducer(trip, { type: 'setRoundTrip', value: true });
    expect(trip).toMatchObject({ guestName: 'Ann', isRoundTrip: true, tripType: 'toCruise' });
  });

  it('field messages: required places and texts, travel details optional inland', () => {
    expect(tripFieldError('pickup', INITIAL_TRIP, now)).toBe('Pickup location is required');
    expect(tripFieldError('guestPhone', INITIAL_TRIP, now)).toBe('Guest phone is required');
    expect(tripFieldError('pickupTime', INITIAL_TRIP, now)).toBe('Time is required');
    expect(
      tripFieldError('travelDetails', { ...INITIAL_TRIP, tripType: 'inland' }, now),
    ).toBeNull();
    expect(tripFieldError('travelDetails', { ...INITIAL_TRIP, tripType: 'fromAirport' }, now)).toBe(
      'Flight details is required',
    );
    expect(tripFieldError('guestName', { ...INITIAL_TRIP, guestName: 'x'.repeat(101) }, now)).toBe(
      'Guest name cannot exceed 100 characters',
    );
  });

  it('the 24-hour rule is a notice, not a field error; the return must follow the pickup', () => {
    const soon = { ...INITIAL_TRIP, pickupDate: '2026-12-01', pickupTime: '10:00' };
    expect(tripFieldError('pickupDate', soon, now)).toBeNull();
    const round = { ...soon, isRoundTrip: true, returnDate: '2026-11-30', returnTime: '09:00' };
    expect(tripFieldError('returnDate', round, now)).toBe(
      'Return date cannot be before the pickup date',
    );
    expect(tripFieldError('returnTime', { ...round, returnDate: '2026-12-01' }, now)).toBe(
      'The return must be after the pickup',
    );
    expect(tripFieldError('returnDate', soon, now)).toBeNull();
  });

  it('labels the travel details by trip type', () => {
    expect(travelDetailsLabel({ tripType: 'toAirport' })).toBe('Flight details');
    expect(travelDetailsLabel({ tripType: 'fromCruise' })).toBe('Ship details');
    expect(travelDetailsLabel({ tripType: null })).toBe('Flight or ship details');
  });
});
