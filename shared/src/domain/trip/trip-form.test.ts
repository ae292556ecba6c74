import { clampInt, clampPassengers, clampSuitcases } from './clamp';
import type { PlaceSelection } from './place-selection';
import {
  isTripFormValid,
  tripFormProblems,
  tripLeadTimeNotice,
  WITHIN_24_HOURS_MESSAGE,
  type TripForm,
} from './trip-form';

const place = (name: string): PlaceSelection => ({
  name,
  address: name,
  lat: null,
  lng: null,
  placeId: null,
  catalogueId: null,
});
const valid: TripForm = {
  tripType: 'fromAirport',
  pickup: place('Grantley Adams International Airport'),
  dropoff: place('Sandy Lane'),
  pickupDate: '2026-12-01',
  pickupTime: '14:30',
  passengers: 2,
  suitcases: 0,
  guestName: 'Ann Lee',
  guestPhone: '+1 246 555 0100',
  travelDetails: 'BA2155',
  isRoundTrip: false,
  returnDate: '',
  returnTime: '',
};

describe('trip-form validity', () => {
  it('a complete one-way form is valid', () => {
    expect(tripFormProblems(valid)).toEqual([]);
    expect(isTripFormValid(valid)).toBe(true);
  });

  it.each([
    ['pickup', { pickup: null }],
    ['pickup', { pickup: place('  ') }],
    ['dropoff', { dropoff: null }],
    ['pickupDate', { pickupDate: '' }],
    ['pickupDate', { pickupDate: '2026-02-30' }],
    ['pickupTime', { pickupTime: '' }],
    ['passengers', { passengers: 0 }],
    ['passengers', { passengers: NaN }],
    ['suitcases', { suitcases: -1 }],
    ['guestName', { guestName: '   ' }],
    ['guestPhone', { guestPhone: '' }],
    ['travelDetails', { travelDetails: ' ' }],
  ] as const)('needs %s (%p)', (field, change) => {
    const form = { ...valid, ...change } as TripForm;
    expect(tripFormProblems(form)).toEqual([field]);
    expect(isTripFormValid(form)).toBe(false);
  });

  it('travel details may be blank on an inland trip', () => {
    expect(isTripFormValid({ ...valid, tripType: 'inland', travelDetails: '' })).toBe(true);
  });

  it('a round trip also needs the return date and time', () => {
    const round = { ...valid, isRoundTrip: true };
    expect(tripFormProblems(round)).toEqual(['returnDate', 'returnTime']);
    expect(isTripFormValid({ ...round, returnDate: '2026-12-08', returnTime: '09:00' })).toBe(true);
    // Same day: the return must come after the pickup, as create_booking requires.
    const sameDay = { ...round, returnDate: round.pickupDate };
    expect(tripFormProblems({ ...sameDay, returnTime: round.pickupTime })).toEqual(['returnTime']);
  });
});

describe('the within-24-hours notice uses Barbados time', () => {
  const now = new Date('2026-11-30T18:30:00Z'); // 14:30 in Barbados
  it('exactly 24 hours ahead is bookable; a minute less is not', () => {
    expect(
      tripLeadTimeNotice({ ...valid, pickupDate: '2026-12-01', pickupTime: '14:30' }, now),
    ).toBeNull();
    expect(
      tripLeadTimeNotice({ ...valid, pickupDate: '2026-12-01', pickupTime: '14:29' }, now),
    ).toBe(WITHIN_24_HOURS_MESSAGE);
  });

  it('without a valid time the date alone decides; without a valid date there is no notice', () => {
    expect(
      tripLeadTimeNotice({ ...valid, pickupDate: '2026-12-01', pickupTime: '' }, now),
    ).toBeNull();
    expect(tripLeadTimeNotice({ ...valid, pickupDate: '2026-11-30', pickupTime: '' }, now)).toBe(
      WITHIN_24_HOURS_MESSAGE,
    );
    expect(tripLeadTimeNotice({ ...valid, pickupDate: 'soon' }, now)).toBeNull();
  });

  it('has the required wording', () => {
    expect(WITHIN_24_HOURS_MESSAGE).toBe(
      'Your selected date is within 24 hours. Online booking is not available for this timeframe.',
    );
  });
});

describe('clamping (passengers 1-20, pieces 0-20)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [7.9, 7],
    [20, 20],
    [21, 20],
    [-Infinity, 1],
    [Infinity, 20],
    [NaN, 1],
  ])('passengers %p -> %p', (input, expected) => {
    expect(clampPassengers(input)).toBe(expected);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [14, 14],
    [99, 20],
  ])('suitcases %p -> %p', (input, expected) => {
    expect(clampSuitcases(input)).toBe(expected);
  });

  it('clampInt truncates toward zero', () => {
    expect(clampInt(-2.5, -5, 5)).toBe(-2);
  });
});

describe('trip-form limits of the bookings table (guest name 100, guest phone 30, details 200)', () => {
  it('longer values keep the form invalid; values at the limit pass', () => {
    expect(
      tripFormProblems({
        ...valid,
        guestName: 'G'.repeat(101),
        guestPhone: '1'.repeat(31),
        travelDetails: 'D'.repeat(201),
      }),
    ).toEqual(['guestName', 'guestPhone', 'travelDetails']);
    expect(
      tripFormProblems({
        ...valid,
        guestName: ` ${'G'.repeat(100)} `,
        guestPhone: '1'.repeat(30),
        travelDetails: 'D'.repeat(200),
      }),
    ).toEqual([]);
    expect(
      tripFormProblems({ ...valid, tripType: 'inland', travelDetails: 'D'.repeat(201) }),
    ).toEqual(['travelDetails']);
  });
});
