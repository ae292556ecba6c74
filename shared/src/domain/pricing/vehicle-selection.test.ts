import { isVehicleAvailable, selectVehicles } from './vehicle-selection';
import { paymentOptions } from './payment';
import { extrasLines, normaliseExtras, requiresCreditCard } from './extras';
import { hiaceTierFor, effectiveRate, pricedPassengers } from './vehicle-rate';
import { afterHoursSurcharge, isAfterHours } from './after-hours';
import { centsToDollarsHalfUp, toCents, unitsToCentsHalfUp } from './money';

const reasons = (passengers: number, suitcases: number) =>
  Object.fromEntries(selectVehicles(passengers, suitcases).options.map((o) => [o.type, o.reason]));

describe('vehicle selection (5+ suitcases force the van)', () => {
  it('2 passengers with 4 suitcases: every vehicle available, nothing forced', () => {
    const selection = selectVehicles(2, 4);
    expect(selection.options.every((o) => o.available)).toBe(true);
    expect(selection.forced).toBeNull();
    expect(selection.noneAvailable).toBe(false);
  });

  it("3 or more passengers force the van; the cars say 'Too many passengers'", () => {
    const selection = selectVehicles(3, 0);
    expect(selection.forced).toBe('hiace');
    expect(reasons(3, 0)).toEqual({
      economy: 'Too many passengers',
      premium: 'Too many passengers',
      luxury: 'Too many passengers',
      executive: 'Too many passengers',
      hiace: null,
    });
  });

  it("2 passengers with 5 suitcases force the van; the cars say 'Too much luggage'", () => {
    expect(selectVehicles(2, 5).forced).toBe('hiace');
    expect(reasons(2, 5).economy).toBe('Too much luggage');
    expect(reasons(2, 5).hiace).toBeNull();
  });

  it('1 passenger with 5 suitcases also needs the van (car allowance is 4 pieces)', () => {
    expect(selectVehicles(1, 5).forced).toBe('hiace');
  });

  it('too many passengers wins over too much luggage', () => {
    expect(reasons(4, 9).premium).toBe('Too many passengers');
  });

  it('9 passengers or 15 suitcases: no vehicle at all, nothing forced', () => {
    expect(reasons(9, 0).hiace).toBe('Too many passengers');
    expect(reasons(8, 15).hiace).toBe('Too much luggage');
    expect(selectVehicles(9, 0)).toMatchObject({ forced: null, noneAvailable: true });
    expect(selectVehicles(8, 14)).toMatchObject({ forced: 'hiace', noneAvailable: false });
  });

  it('isVehicleAvailable agrees with the options', () => {
    expect(isVehicleAvailable('luxury', 2, 4)).toBe(true);
    expect(isVehicleAvailable('luxury', 2, 5)).toBe(false);
    expect(isVehicleAvailable('hiace', 8, 14)).toBe(true);
  });
});

describe('payment: cash is not available with fast track', () => {
  it('no fast track: cash and credit card', () => {
    expect(paymentOptions({ carSeats: 2, supermarketStop: true })).toEqual([
      { method: 'cash', label: 'Cash', disabled: false },
      { method: 'credit', label: 'Credit Card', disabled: false },
    ]);
  });

  it.each([{ fastTrackAdults: 1 }, { fastTrackChildren: 1 }])(
    "fast track %p: 'Cash (Not Available)'",
    (extras) => {
      expect(requiresCreditCard(extras)).toBe(true);
      expect(paymentOptions(extras)[0]).toEqual({
        method: 'cash',
        label: 'Cash (Not Available)',
        disabled: true,
      });
    },
  );
});

describe('extras helpers', () => {
  it('normalise: missing counts are 0, fractions truncated, limits applied, stop is a strict boolean', () => {
    expect(normaliseExtras()).toEqual({
      carSeats: 0,
      supermarketStop: false,
      fastTrackAdults: 0,
      fastTrackChildren: 0,
    });
    expect(
      normaliseExtras({
        carSeats: 2.9,
        fastTrackAdults: 12,
        fastTrackChildren: -1,
        supermarketStop: true,
      }),
    ).toEqual({
      carSeats: 2,
      supermarketStop: true,
      fastTrackAdults: 8,
      fastTrackChildren: 0,
    });
  });

  it('lines only for chosen extras, in a stable order', () => {
    const lines = extrasLines(
      { carSeats: 1, supermarketStop: true, fastTrackAdults: 0, fastTrackChildren: 2 },
      1,
    );
    expect(lines.map((l) => [l.serviceType, l.quantity, l.price])).toEqual([
      ['car_seats', 1, 15],
      ['supermarket_stop', 1, 20],
      ['fast_track_children', 2, 80],
    ]);
  });
});

describe('rate helpers', () => {
  it('hiaceTierFor: 0 or fewer passengers still get tier 1', () => {
    expect(hiaceTierFor(0).tier).toBe(1);
    expect(hiaceTierFor(5).tier).toBe(1);
    expect(hiaceTierFor(6).tier).toBe(2);
  });

  it('effectiveRate takes the van tier, and the car figures for cars', () => {
    expect(effectiveRate('hiace', 6)).toMatchObject({
      basePrice: 40,
      perKm: 2.6,
      includedPassengers: 2,
      extraPersonPrice: 8,
    });
    expect(effectiveRate('premium', 2)).toMatchObject({ basePrice: 20, perKm: 2.5, tier: null });
  });

  it('pricedPassengers: van party of 2 with 5 suitcases counts 3', () => {
    expect(pricedPassengers('hiace', 2, 5)).toBe(3);
    expect(pricedPassengers('hiace', 3, 5)).toBe(3);
    expect(pricedPassengers('hiace', 2, 4)).toBe(2);
    expect(pricedPassengers('luxury', 2, 5)).toBe(2);
  });

  it('isAfterHours: malformed or missing times are not after hours', () => {
    expect(isAfterHours('5:30')).toBe(false);
    expect(isAfterHours('24:00')).toBe(false);
    expect(isAfterHours(null)).toBe(false);
    expect(isAfterHours(undefined)).toBe(false);
    expect(isAfterHours('03:15')).toBe(true);
    expect(afterHoursSurcharge(undefined, '02:00', true)).toBe(20);
  });

  it('money: half up to cents and to dollars', () => {
    expect(toCents(4.15)).toBe(415);
    expect(unitsToCentsHalfUp(499)).toBe(0);
    expect(unitsToCentsHalfUp(500)).toBe(1);
    expect(centsToDollarsHalfUp(149)).toBe(1);
    expect(centsToDollarsHalfUp(150)).toBe(2);
  });
});
