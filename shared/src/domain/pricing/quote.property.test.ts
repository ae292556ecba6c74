import * as fc from 'fast-check';
import { PLACES } from '../places/all-places';
import { findPlace } from '../places/lookup';
import { VEHICLE_TYPES } from '../rates';
import { TRIP_TYPES } from '../trip/trip-type';
import { isAfterHours } from './after-hours';
import { quote, resolveEndpoints } from './quote';
import type { QuoteInput } from './quote-types';

const time = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  fc.string({ maxLength: 6 }),
);
const placeId = fc.oneof(
  fc.constantFrom(...PLACES.map((place) => place.id)),
  fc.constant(null),
  fc.string({ maxLength: 12 }),
);
const count = fc.oneof(
  fc.integer({ min: -3, max: 30 }),
  fc.double({ min: -5, max: 40, noNaN: true }),
);

const quoteInput: fc.Arbitrary<QuoteInput> = fc.record({
  vehicleType: fc.constantFrom(...VEHICLE_TYPES),
  passengers: count,
  suitcases: count,
  tripType: fc.option(fc.constantFrom(...TRIP_TYPES), { nil: null }),
  pickupPlaceId: placeId,
  dropoffPlaceId: placeId,
  calculatedKm: fc.option(fc.double({ min: -10, max: 400 }), { nil: null }),
  isRoundTrip: fc.boolean(),
  pickupTime: time,
  returnTime: fc.option(time, { nil: null }),
  extras: fc.record({
    carSeats: count,
    supermarketStop: fc.boolean(),
    fastTrackAdults: count,
    fastTrackChildren: count,
  }),
});

const cents = (value: number) => Math.round(value * 100);

describe('price engine properties', () => {
  it('totals are never negative and the total is a whole number of dollars', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const result = quote(input);
        for (const amount of [
          result.subtotal,
          result.tripTotal,
          result.additionalServicesCost,
          result.afterHoursSurcharge,
          result.total,
          result.distance,
        ]) {
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(Number.isInteger(result.total)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('total = tripTotal + extras + after-hours, rounded half up to whole dollars', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const r = quote(input);
        const sumCents =
          cents(r.tripTotal) + cents(r.additionalServicesCost) + cents(r.afterHoursSurcharge);
        expect(r.total).toBe(Math.floor((sumCents + 50) / 100));
        expect(r.additionalServicesCost).toBe(
          r.additionalServices.reduce((s, l) => s + l.price, 0),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('a round trip is always double the one-way fare, plus extras (seats doubled) and both surcharges', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const oneWay = quote({ ...input, isRoundTrip: false });
        const round = quote({ ...input, isRoundTrip: true });
        expect(round.subtotal).toBe(oneWay.subtotal);
        expect(cents(round.tripTotal)).toBe(2 * cents(oneWay.subtotal));
        const seats = oneWay.additionalServices.find((l) => l.serviceType === 'car_seats');
        expect(round.additionalServicesCost).toBe(
          oneWay.additionalServicesCost + (seats?.price ?? 0),
        );
        const nightReturn = isAfterHours(input.returnTime) ? 20 : 0;
        expect(round.afterHoursSurcharge).toBe(oneWay.afterHoursSurcharge + nightReturn);
        const expectedCents =
          2 * cents(oneWay.subtotal) +
          cents(round.additionalServicesCost) +
          cents(round.afterHoursSurcharge);
        expect(round.total).toBe(Math.floor((expectedCents + 50) / 100));
      }),
      { numRuns: 1000 },
    );
  });

  it('monotonic in distance: a longer calculated distance never costs less', () => {
    const km = fc.double({ min: 0.001, max: 200, noNaN: true });
    fc.assert(
      fc.property(quoteInput, km, km, (input, a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        const near = quote({ ...input, calculatedKm: short });
        const far = quote({ ...input, calculatedKm: long });
        expect(far.subtotal).toBeGreaterThanOrEqual(near.subtotal);
        expect(far.total).toBeGreaterThanOrEqual(near.total);
      }),
      { numRuns: 1000 },
    );
  });

  it('a fixed price applies exactly for luxury/executive from the airport to a catalogue place, and replaces the fare', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const result = quote(input);
        const { pickupId, dropoffId } = resolveEndpoints(
          input.tripType,
          input.pickupPlaceId,
          input.dropoffPlaceId,
        );
        const dropoff = findPlace(dropoffId);
        const expected =
          (input.vehicleType === 'luxury' || input.vehicleType === 'executive') &&
          pickupId === 'airport' &&
          dropoff !== null &&
          dropoff.kind !== 'airport' &&
          dropoff.kind !== 'other';
        expect(result.fixedPrice !== null).toBe(expected);
        if (result.fixedPrice !== null) {
          expect(result.subtotal).toBe(result.fixedPrice);
          expect(result.fixedPriceReason).toMatch(/^Fixed airport price: /);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is deterministic: the same input gives the same result', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        expect(quote(input)).toEqual(quote(structuredClone(input)));
      }),
      { numRuns: 300 },
    );
  });
});
