import {
  bookingChangeOf,
  changeFieldOfError,
  changeFormDefaults,
  changeFormSchema,
  signedDifference,
} from './change-form';
import { businessDate } from '../time/business-time';

const DAY_MS = 86_400_000;
const now = new Date();
const booking = {
  pickup_date: businessDate(new Date(now.getTime() + 10 * DAY_MS)),
  pickup_time: '14:30:00',
  is_round_trip: false,
  return_date: null,
  return_time: null,
  passengers: 2,
  suitcases: 3,
  flight_details: 'BA2155',
  trip_type: 'fromAirport',
};
const extras = [
  { service_type: 'car_seats', quantity: 2 },
  { service_type: 'supermarket_stop', quantity: 1 },
];

describe('the change form', () => {
  it('starts from the stored booking and its extras', () => {
    expect(changeFormDefaults(booking, extras)).toEqual({
      pickupDate: booking.pickup_date,
      pickupTime: '14:30',
      returnDate: '',
      returnTime: '',
      passengers: 2,
      suitcases: 3,
      flightDetails: 'BA2155',
      carSeats: 2,
      supermarketStop: true,
      fastTrackAdults: 0,
      fastTrackChildren: 0,
    });
  });

  it('sends only what changed', () => {
    const before = changeFormDefaults(booking, extras);
    expect(bookingChangeOf(before, before, false)).toEqual({});
    expect(
      bookingChangeOf(
        before,
        { ...before, pickupTime: '16:00', supermarketStop: false, flightDetails: ' ' },
        false,
      ),
    ).toEqual({ pickup_time: '16:00', supermarket_stop: false, flight_details: null });
  });

  it('checks the calculator rules: lead time, flight details by trip type', () => {
    const schema = changeFormSchema(booking, now);
    const values = changeFormDefaults(booking, extras);
    expect(schema.safeParse(values).success).toBe(true);
    const refused = schema.safeParse({
      ...values,
      pickupDate: businessDate(now),
      flightDetails: '',
    });
    expect(refused.success).toBe(false);
    const messages = refused.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toContainEqual(['flightDetails', 'Flight details is required']);
    expect(messages?.map(([field]) => field)).toContain('pickupDate');
  });

  it('puts a database refusal next to the field it names, or above the form', () => {
    expect(changeFieldOfError({ details: 'suitcases' })).toBe('suitcases');
    expect(changeFieldOfError({ details: 'pickup_date', hint: 'change_cutoff' })).toBeNull();
    expect(changeFieldOfError({ details: 'status' })).toBeNull();
  });

  it('signs the difference', () => {
    const usd = (amount: number) => `US$${amount.toFixed(2)}`;
    expect(signedDifference(15, usd)).toBe('+US$15.00');
    expect(signedDifference(-20, usd)).toBe('−US$20.00');
    expect(signedDifference(0, usd)).toBe('No difference');
  });
});
