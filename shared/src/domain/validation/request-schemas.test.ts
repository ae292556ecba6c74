import { NIGHT_OUT_ADULTS, TOUR_ADULTS, TOUR_CHILDREN } from '../request-forms/party-sizes';
import { MESSAGES } from './messages';
import { createNightOutRequestSchema, createTourRequestSchema } from './request-schemas';
import { errorsOf } from './test-helpers';

const now = () => new Date('2026-11-30T18:30:00Z'); // 14:30 in Barbados
const tourSchema = createTourRequestSchema(now);
const nightSchema = createNightOutRequestSchema(now);

const contact = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  countryCode: '+1',
  areaCode: '246',
  phoneNumber: '555 0100',
  date: '2026-12-02',
  pickupTime: '09:00',
  pickupLocation: 'Sandy Lane',
  additionalRequests: '',
};
const tour = {
  ...contact,
  adults: 2,
  children: 1,
  transportationType: 'standard',
  selectedLocations: ['harrisons-cave'],
};
const night = { ...contact, adults: 2, returnTime: '23:30', selectedVenues: ['the-cliff'] };

describe('tour request rules', () => {
  it('accepts a complete request', () => expect(errorsOf(tourSchema, tour)).toEqual({}));

  it('defaults: adults 1, children 0', () => {
    expect([TOUR_ADULTS.default, TOUR_CHILDREN.default]).toEqual([1, 0]);
  });

  it.each([
    [0, 'Number of adults must be at least 1'],
    [21, 'Number of adults cannot exceed 20'],
    [NaN, 'Number of adults must be a valid number'],
    [1.5, 'Number of adults must be a valid number'],
  ])('adults %p -> %s', (adults, message) => {
    expect(errorsOf(tourSchema, { ...tour, adults })).toEqual({ adults: [message] });
  });

  it.each([
    [-1, 'Number of children must be at least 0'],
    [21, 'Number of children cannot exceed 20'],
  ])('children %p -> %s', (children, message) => {
    expect(errorsOf(tourSchema, { ...tour, children })).toEqual({ children: [message] });
  });

  it('every required field says so', () => {
    const blank = {
      ...tour,
      firstName: '',
      lastName: '',
      countryCode: '',
      areaCode: '',
      phoneNumber: '',
      pickupLocation: '',
      transportationType: '',
    };
    expect(errorsOf(tourSchema, blank)).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      countryCode: ['Country code is required'],
      areaCode: ['Area code is required'],
      phoneNumber: ['Phone number is required'],
      pickupLocation: ['Pick-up location is required'],
      transportationType: ['Transportation type is required'],
    });
  });

  it('checks the shape of the phone parts', () => {
    expect(
      errorsOf(tourSchema, { ...tour, countryCode: '1-246', areaCode: 'abc', phoneNumber: '12' }),
    ).toEqual({
      countryCode: ['Please enter a valid country code'],
      areaCode: ['Please enter a valid area code'],
      phoneNumber: ['Please enter a valid phone number'],
    });
  });

  it('date: required, real, and at least 24 hours ahead in Barbados time', () => {
    expect(errorsOf(tourSchema, { ...tour, date: '' })).toMatchObject({
      date: [MESSAGES.dateRequired],
    });
    expect(errorsOf(tourSchema, { ...tour, date: '2026-13-01' })).toMatchObject({
      date: [MESSAGES.dateInvalid],
    });
    expect(errorsOf(tourSchema, { ...tour, date: '2026-12-01', pickupTime: '14:00' })).toEqual({
      date: [MESSAGES.leadTime],
    });
    expect(errorsOf(tourSchema, { ...tour, date: '2026-12-01', pickupTime: '14:30' })).toEqual({});
  });

  it('time: required and HH:MM; with a bad time the date is judged alone', () => {
    expect(errorsOf(tourSchema, { ...tour, pickupTime: '' })).toEqual({
      pickupTime: ['Time is required'],
    });
    expect(errorsOf(tourSchema, { ...tour, pickupTime: '9am' })).toEqual({
      pickupTime: [MESSAGES.timeInvalid],
    });
  });

  it('the lead-time message is the required text', () => {
    expect(MESSAGES.leadTime).toBe(
      'Bookings must be made at least 24 hours in advance. For urgent bookings, please call the support phone.',
    );
  });

  it('uses the real clock when no clock is given', () => {
    expect(errorsOf(createTourRequestSchema(), { ...tour, date: '2020-01-01' })).toEqual({
      date: [MESSAGES.leadTime],
    });
  });
});

describe('night-out request rules', () => {
  it('accepts a complete request', () => expect(errorsOf(nightSchema, night)).toEqual({}));

  it('adults 1 to 12, default 2', () => {
    expect(NIGHT_OUT_ADULTS.default).toBe(2);
    expect(errorsOf(nightSchema, { ...night, adults: 13 })).toEqual({
      adults: ['Number of adults cannot exceed 12'],
    });
    expect(errorsOf(nightSchema, { ...night, adults: 0 })).toEqual({
      adults: ['Number of adults must be at least 1'],
    });
  });

  it('the return time must pass the time rule', () => {
    expect(errorsOf(nightSchema, { ...night, returnTime: '' })).toEqual({
      returnTime: ['Time is required'],
    });
    expect(errorsOf(nightSchema, { ...night, returnTime: '25:00' })).toEqual({
      returnTime: [MESSAGES.timeInvalid],
    });
  });

  it('uses the real clock when no clock is given', () => {
    expect(errorsOf(createNightOutRequestSchema(), { ...night, date: '2020-01-01' })).toEqual({
      date: [MESSAGES.leadTime],
    });
  });
});

describe('the 24-hour rule shows on the date while other fields are still missing', () => {
  it('reports the lead-time error beside the other fields’ errors', () => {
    const errors = errorsOf(tourSchema, {
      ...tour,
      firstName: '',
      date: '2026-12-01',
      pickupTime: '10:00',
    });
    expect(errors.date).toEqual([MESSAGES.leadTime]);
    expect(errors.firstName).toEqual(['First name is required']);
    expect(errorsOf(nightSchema, { date: '2026-12-01', pickupTime: '10:00' }).date).toEqual([
      MESSAGES.leadTime,
    ]);
  });

  it('a value that is not an object is refused without running the rule', () => {
    expect(tourSchema.safeParse(null).success).toBe(false);
    expect(nightSchema.safeParse('form').success).toBe(false);
    // A date or time that is not text is the fields' to report; the 24-hour rule stays silent.
    const errors = errorsOf(tourSchema, { ...tour, date: 20261201, pickupTime: 10 });
    expect(errors.date).not.toContain(MESSAGES.leadTime);
  });
});
