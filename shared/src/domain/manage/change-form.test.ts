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

  it('a round trip checks and sends its return; every extra is sent when changed', () => {
    const round = {
      ...booking,
      is_round_trip: true,
      return_date: booking.pickup_date,
      return_time: '18:00',
      trip_type: null,
    };
    const schema = changeFormSchema(round, now);
    const before = changeFormDefaults(round, []);
    expect(before.returnTime).toBe('18:00');
    const issues = (values: Partial<typeof before>) =>
      schema.safeParse({ ...before, ...values }).error?.issues.map((i) => [i.path[0], i.message]) ??
      [];
    expect(issues({ returnTime: '13:00' })).toEqual([
      ['returnTime', 'The return must be after the pickup'],
    ]);
    expect(issues({ returnDate: '' })).toContainEqual(['returnDate', 'Date is required']);
    expect(issues({ pickupTime: '' })).toContainEqual(['pickupTime', 'Time is required']);
    expect(issues({ pickupTime: '25:99' })).toContainEqual([
      'pickupTime',
      'Please enter a valid time',
    ]);
    expect(issues({ flightDetails: 'x'.repeat(201) })).toEqual([
      ['flightDetails', 'Flight or ship details cannot exceed 200 characters'],
    ]);
    expect(
      bookingChangeOf(
        before,
        {
          ...before,
          pickupDate: '2099-01-02',
          returnDate: '2099-01-03',
          returnTime: '19:00',
          passengers: 3,
          suitcases: 1,
          carSeats: 1,
          supermarketStop: true,
          fastTrackAdults: 2,
          fastTrackChildren: 1,
          flightDetails: ' DL 101 ',
        },
        true,
      ),
    ).toEqual({
      pickup_date: '2099-01-02',
      return_date: '2099-01-03',
      return_time: '19:00',
      passengers: 3,
      suitcases: 1,
      car_seats: 1,
      supermarket_stop: true,
      fast_track_adults: 2,
      fast_track_children: 1,
      flight_details: 'DL 101',
    });
  });

  it('an inland trip may have no travel details; a stored booking without them starts empty', () => {
    const inland = { ...booking, trip_type: 'inland', flight_details: null, pickup_time: '' };
    const values = { ...changeFormDefaults(inland, []), pickupTime: '10:00' };
    expect(values.flightDetails).toBe('');
    expect(changeFormSchema(inland, now).safeParse(values).success).toBe(true);
    expect(changeFieldOfError({})).toBeNull();
  });
});
