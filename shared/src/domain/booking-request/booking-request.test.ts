import { quote } from '../pricing/quote';
import type { TripForm } from '../trip/trip-form';
import { placeSelectionFromCatalogue } from '../trip/place-selection';
import { AIRPORT } from '../places/fixed-endpoints';
import { findPlace } from '../places/lookup';
import { createBookingArgs, type BookingDraft } from './booking-draft';
import { BOOKING_MESSAGES, classifyBookingFailure, isRetryableStatus } from './booking-errors';
import { RETRY_MAX_MS, retryDelayMs } from './retry-schedule';
import { estimateDriveMinutes, formatDriveTime } from './drive-time';

const sandyLane = placeSelectionFromCatalogue(findPlace('sandy-lane')!);

const trip: TripForm = {
  tripType: 'fromAirport',
  pickup: placeSelectionFromCatalogue(AIRPORT),
  dropoff: sandyLane,
  pickupDate: '2026-12-10',
  pickupTime: '14:30',
  passengers: 2,
  suitcases: 2,
  guestName: ' Ann Lee ',
  guestPhone: ' +1 246 555 0100 ',
  travelDetails: ' BA2155 ',
  isRoundTrip: false,
  returnDate: '2026-12-17',
  returnTime: '09:00',
};

const extras = { carSeats: 1, supermarketStop: true, fastTrackAdults: 0, fastTrackChildren: 0 };

const draft: BookingDraft = {
  idempotencyKey: '00000000-0000-4000-8000-000000000001',
  trip,
  calculatedKm: null,
  vehicleType: 'luxury',
  extras,
  paymentMethod: 'cash',
  customer: { firstName: ' Ann ', lastName: 'Lee', email: 'ann@example.com ', phone: '2465550100' },
  total: quote({
    vehicleType: 'luxury',
    passengers: 2,
    suitcases: 2,
    tripType: 'fromAirport',
    pickupPlaceId: 'airport',
    dropoffPlaceId: 'sandy-lane',
    isRoundTrip: false,
    pickupTime: '14:30',
    returnTime: null,
    extras,
  }).total,
};

describe('createBookingArgs', () => {
  it('names every argument as create_booking does, trimmed, with catalogue ids', () => {
    expect(createBookingArgs(draft)).toEqual({
      p_idempotency_key: draft.idempotencyKey,
      p_first_name: 'Ann',
      p_last_name: 'Lee',
      p_email: 'ann@example.com',
      p_phone: '2465550100',
      p_trip_type: 'fromAirport',
      p_pickup_location: 'Grantley Adams International Airport',
      p_dropoff_location: 'Sandy Lane',
      p_pickup_place_id: 'airport',
      p_dropoff_place_id: 'sandy-lane',
      p_distance_km: undefined,
      p_pickup_date: '2026-12-10',
      p_pickup_time: '14:30',
      p_passengers: 2,
      p_suitcases: 2,
      p_vehicle_type: 'luxury',
      p_payment_method: 'cash',
      p_guest_name: 'Ann Lee',
      p_guest_phone_number: '+1 246 555 0100',
      p_flight_details: 'BA2155',
      p_is_round_trip: false,
      p_return_date: undefined,
      p_return_time: undefined,
      p_car_seats: 1,
      p_supermarket_stop: true,
      p_fast_track_adults: 0,
      p_fast_track_children: 0,
      p_total_price: 145, // fixed west-coast fare 110 + seat 15 + supermarket 20
    });
  });

  it('a round trip sends its return; a typed address its text; a cleared trip type is inland', () => {
    const typed = { ...sandyLane, name: '', address: '12 Palm Row, Holetown', catalogueId: null };
    const args = createBookingArgs({
      ...draft,
      calculatedKm: 27.4,
      trip: {
        ...trip,
        tripType: null,
        pickup: typed,
        dropoff: null,
        isRoundTrip: true,
        travelDetails: '  ',
      },
    });
    expect(args).toMatchObject({
      p_trip_type: 'inland',
      p_pickup_location: '12 Palm Row, Holetown',
      p_pickup_place_id: undefined,
      p_dropoff_location: '',
      p_dropoff_place_id: undefined,
      p_distance_km: 27.4,
      p_flight_details: undefined,
      p_is_round_trip: true,
      p_return_date: '2026-12-17',
      p_return_time: '09:00',
    });
  });
});

describe('classifyBookingFailure', () => {
  it.each([0, 408, 425, 429, 500, 502, 503, 504])('status %p is retried', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
    expect(
      classifyBookingFailure({ status, code: '22023', message: 'x', details: 'email' }),
    ).toEqual({ kind: 'retry' });
  });

  it.each([
    ['22023', 'email', 'Please enter a valid email address', 'email'],
    ['22023', 'guest_phone_number', 'Guest phone is required', 'guestPhone'],
    ['P0001', 'pickup_date', 'Bookings must be made at least 24 hours in advance.', 'pickupDate'],
    ['P0001', 'total_price', 'The price of this trip is 130 USD, not 1 USD.', 'total'],
    ['23505', 'idempotency_key', 'x', null],
    ['22023', 'distance_km', 'The route distance of 90 km is not plausible', 'dropoff'],
    ['22023', 'fast_track_adults', 'Fast track adults must be between 0 and 8', 'extras'],
  ] as const)('%s on %s is shown next to the field', (code, details, message, field) => {
    const result = classifyBookingFailure({ status: 400, code, message, details });
    expect(result).toEqual(
      field === null
        ? { kind: 'failed', message: BOOKING_MESSAGES.failed }
        : { kind: 'refused', field, message },
    );
  });

  it('other failures get the general message', () => {
    for (const failure of [
      { status: 401, code: 'PGRST301', message: 'JWT expired', details: null },
      { status: 400, code: '22023', message: '  ', details: 'email' },
      { status: 404 },
    ]) {
      expect(classifyBookingFailure(failure)).toEqual({
        kind: 'failed',
        message: BOOKING_MESSAGES.failed,
      });
    }
  });

  it('has the required wording', () => {
    expect(BOOKING_MESSAGES.savedLocally).toBe(
      'Booking saved locally but failed to sync to database. Please contact support with your reference number.',
    );
    expect(BOOKING_MESSAGES.failed).toBe(
      'Failed to process booking. Please try again or contact support.',
    );
  });
});

describe('retry backoff', () => {
  it('doubles from 2 s to at most a minute', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((n) => retryDelayMs(n, middle))).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
  });

  it('spreads by up to 20% either way and never exceeds the cap', () => {
    expect(retryDelayMs(0, () => 0)).toBe(1600);
    expect(retryDelayMs(0, () => 1)).toBe(2400);
    expect(retryDelayMs(10, () => 1)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(-3, () => 7)).toBe(2400);
    expect(retryDelayMs(1.9, () => -1)).toBe(3200);
    expect(retryDelayMs(0)).toBeGreaterThanOrEqual(1600);
  });
});

describe('drive time', () => {
  it('rounds up to 5 minutes at 35 km/h, at least 5', () => {
    expect(estimateDriveMinutes(0)).toBe(5);
    expect(estimateDriveMinutes(-4)).toBe(5);
    expect(estimateDriveMinutes(27)).toBe(50);
    expect(estimateDriveMinutes(35)).toBe(60);
  });

  it('is written in hours and minutes', () => {
    expect(formatDriveTime(25)).toBe('25 min');
    expect(formatDriveTime(65)).toBe('1 h 5 min');
    expect(formatDriveTime(120)).toBe('2 h');
    expect(formatDriveTime(-1)).toBe('0 min');
  });
});
