import { quote } from './quote';
import type { QuoteInput } from './quote-types';

/** A one-way daytime inland trip of `km` calculated kilometres for 2 passengers. */
const trip = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  vehicleType: 'economy',
  passengers: 2,
  suitcases: 2,
  tripType: 'inland',
  pickupPlaceId: null,
  dropoffPlaceId: null,
  calculatedKm: 20,
  isRoundTrip: false,
  pickupTime: '10:00',
  returnTime: null,
  ...overrides,
});

describe('fare = base + km x rate + extra persons x extra price (20 km, 2 passengers)', () => {
  it.each([
    ['economy', 60], // 15 + 20 x 2.25
    ['premium', 70], // 20 + 20 x 2.5
    ['luxury', 113], // 35 + 20 x 3.9
    ['executive', 123], // 40 + 20 x 4.15
    ['hiace', 87], // tier 1: 36 + 20 x 2.55
  ] as const)('%s costs $%d', (vehicleType, total) => {
    const result = quote(trip({ vehicleType }));
    expect(result.subtotal).toBe(total);
    expect(result.tripTotal).toBe(total);
    expect(result.total).toBe(total);
    expect(result.distance).toBe(20);
    expect(result.distanceSource).toBe('calculated');
    expect(result.fixedPrice).toBeNull();
    expect(result.fixedPriceReason).toBeNull();
  });

  it('a car carrying 3 is charged one extra person: economy 15 + 45 + 1 x 5 = 65', () => {
    expect(quote(trip({ passengers: 3 })).total).toBe(65);
  });

  it('executive with 4: 40 + 83 + 2 x 12 = 147', () => {
    expect(quote(trip({ vehicleType: 'executive', passengers: 4 })).total).toBe(147);
  });
});

describe('van tiers and extra persons', () => {
  it.each([
    [1, 1, 87], // 36 + 51 + 0
    [4, 1, 103], // 36 + 51 + 2 x 8
    [5, 1, 111], // 36 + 51 + 3 x 8 (last tier-1 count)
    [6, 2, 124], // 40 + 52 + 4 x 8 (first tier-2 count)
    [8, 2, 140], // 40 + 52 + 6 x 8
  ])('%d passengers: tier %d, $%d', (passengers, tier, total) => {
    const result = quote(trip({ vehicleType: 'hiace', passengers }));
    expect(result.total).toBe(total);
    expect(result.tierInfo).toMatchObject({
      tier,
      pricedPassengers: passengers,
      pricedForLuggage: false,
    });
  });

  it('above 8 passengers the van keeps tier 2: 9 -> 40 + 52 + 7 x 8 = 148', () => {
    expect(quote(trip({ vehicleType: 'hiace', passengers: 9 })).tierInfo?.tier).toBe(2);
    expect(quote(trip({ vehicleType: 'hiace', passengers: 9 })).total).toBe(148);
  });

  it('party of 2 with 5 suitcases is priced as 3 for the van: 36 + 51 + 1 x 8 = 95', () => {
    const result = quote(trip({ vehicleType: 'hiace', suitcases: 5 }));
    expect(result.total).toBe(95);
    expect(result.tierInfo).toMatchObject({ tier: 1, pricedPassengers: 3, pricedForLuggage: true });
  });

  it('party of 2 with 4 suitcases stays 2: 36 + 51 = 87', () => {
    expect(quote(trip({ vehicleType: 'hiace', suitcases: 4 })).total).toBe(87);
  });

  it('the luggage rule is for parties of exactly 2 and for the van only', () => {
    expect(quote(trip({ vehicleType: 'hiace', passengers: 1, suitcases: 8 })).total).toBe(87);
    expect(quote(trip({ vehicleType: 'premium', suitcases: 5 })).total).toBe(70);
  });

  it('cars have no tier info', () => {
    expect(quote(trip()).tierInfo).toBeNull();
  });
});

describe('fixed airport prices (luxury/executive from the airport, by drop-off coast)', () => {
  it.each([
    ['st-lawrence-gap', 'south', 85, 110],
    ['bathsheba', 'east', 95, 125],
    ['holetown', 'west', 110, 134],
    ['animal-flower-cave', 'north', 135, 160],
  ])('to %s (%s coast): luxury $%d, executive $%d', (dropoffPlaceId, coast, luxury, executive) => {
    const fromAirport = { tripType: 'fromAirport' as const, dropoffPlaceId, calculatedKm: 30 };
    const lux = quote(trip({ ...fromAirport, vehicleType: 'luxury' }));
    const exe = quote(trip({ ...fromAirport, vehicleType: 'executive' }));
    expect([lux.total, exe.total]).toEqual([luxury, executive]);
    expect(lux.fixedPrice).toBe(luxury);
    expect(lux.fixedPriceReason).toBe(
      `Fixed airport price: Luxury (Mercedes or BMW) to the ${coast} coast`,
    );
    expect(exe.fixedPriceReason).toBe(`Fixed airport price: Executive SUV to the ${coast} coast`);
  });

  it('a round trip doubles the fixed price: luxury to the south coast 2 x 85 = 170', () => {
    const result = quote(
      trip({
        vehicleType: 'luxury',
        tripType: 'fromAirport',
        dropoffPlaceId: 'oistins',
        isRoundTrip: true,
      }),
    );
    expect(result.tripTotal).toBe(170);
    expect(result.total).toBe(170);
  });

  it('a pickup id of airport counts even without the trip type', () => {
    const result = quote(
      trip({
        vehicleType: 'luxury',
        tripType: null,
        pickupPlaceId: 'airport',
        dropoffPlaceId: 'holetown',
      }),
    );
    expect(result.fixedPrice).toBe(110);
  });

  it('trips TO the airport are per km: luxury Holetown -> airport 35 + 28 x 3.9 = 144.2 -> $144', () => {
    const result = quote(
      trip({
        vehicleType: 'luxury',
        tripType: 'toAirport',
        pickupPlaceId: 'holetown',
        calculatedKm: null,
      }),
    );
    expect(result.fixedPrice).toBeNull();
    expect(result.subtotal).toBe(144.2);
    expect(result.total).toBe(144);
  });

  it('economy, premium and van from the airport are per km: economy to Holetown 15 + 28 x 2.25 = 78', () => {
    const base = {
      tripType: 'fromAirport' as const,
      dropoffPlaceId: 'holetown',
      calculatedKm: null,
    };
    expect(quote(trip({ ...base })).total).toBe(78);
    expect(quote(trip({ ...base, vehicleType: 'premium' })).total).toBe(90); // 20 + 70
    expect(quote(trip({ ...base, vehicleType: 'hiace' })).total).toBe(107); // 36 + 71.4 = 107.4
  });

  it("a free-typed or 'Other' drop-off gets no fixed price: luxury 35 + 27 x 3.9 = 140.3 -> $140", () => {
    const free = quote(
      trip({ vehicleType: 'luxury', tripType: 'fromAirport', calculatedKm: null }),
    );
    const other = quote(
      trip({
        vehicleType: 'luxury',
        tripType: 'fromAirport',
        dropoffPlaceId: 'other',
        calculatedKm: null,
      }),
    );
    expect([free.fixedPrice, other.fixedPrice]).toEqual([null, null]);
    expect([free.total, other.total]).toEqual([140, 140]);
  });

  it('airport to airport is not a fixed-price trip', () => {
    const result = quote(
      trip({
        vehicleType: 'luxury',
        pickupPlaceId: 'airport',
        dropoffPlaceId: 'airport',
        tripType: null,
      }),
    );
    expect(result.fixedPrice).toBeNull();
  });
});

describe('round trip, extras and after-hours', () => {
  it('round trip doubles the fare: economy 2 x 60 = 120', () => {
    const result = quote(trip({ isRoundTrip: true, returnTime: '18:00' }));
    expect(result.legs).toBe(2);
    expect(result.tripTotal).toBe(120);
    expect(result.total).toBe(120);
  });

  it('child seats: 2 x $15 = 30 one way; doubled on a round trip to 60', () => {
    const oneWay = quote(trip({ extras: { carSeats: 2 } }));
    const round = quote(trip({ extras: { carSeats: 2 }, isRoundTrip: true }));
    expect(oneWay.additionalServicesCost).toBe(30);
    expect(oneWay.total).toBe(90);
    expect(round.additionalServicesCost).toBe(60);
    expect(round.total).toBe(180); // 120 + 60
    expect(round.additionalServices).toEqual([
      { serviceType: 'car_seats', quantity: 2, unitPrice: 15, price: 60 },
    ]);
  });

  it('supermarket stop is $20 flat, also on a round trip', () => {
    expect(quote(trip({ extras: { supermarketStop: true } })).total).toBe(80);
    expect(quote(trip({ extras: { supermarketStop: true }, isRoundTrip: true })).total).toBe(140);
  });

  it('fast track: 3 adults x $65 + 2 children x $40 = 275, never doubled', () => {
    const extras = { fastTrackAdults: 3, fastTrackChildren: 2 };
    expect(quote(trip({ extras })).additionalServicesCost).toBe(275);
    expect(quote(trip({ extras, isRoundTrip: true })).additionalServicesCost).toBe(275);
  });

  it.each([
    ['00:00', 20],
    ['05:59', 20],
    ['06:00', 0],
    ['23:59', 0],
    ['12:00', 0],
  ])('pickup at %s adds $%d', (pickupTime, surcharge) => {
    const result = quote(trip({ pickupTime }));
    expect(result.afterHoursSurcharge).toBe(surcharge);
    expect(result.total).toBe(60 + surcharge);
  });

  it('a round trip with an after-hours return adds $20 more: 120 + 20 + 20 = 160', () => {
    const result = quote(trip({ pickupTime: '04:30', isRoundTrip: true, returnTime: '03:00' }));
    expect(result.afterHoursSurcharge).toBe(40);
    expect(result.total).toBe(160);
  });

  it('the return time is ignored on a one-way trip', () => {
    expect(quote(trip({ returnTime: '03:00' })).afterHoursSurcharge).toBe(0);
  });

  it('everything together: van 2 pax 6 bags 28 km round trip, all extras, both legs at night = $456', () => {
    // fare 36 + 28 x 2.55 + 1 x 8 = 115.40; x2 = 230.80; seats 2x15x2 = 60, stop 20, fast track
    // 65 + 40; after hours 40: 230.80 + 185 + 40 = 455.80 -> 456
    const result = quote(
      trip({
        vehicleType: 'hiace',
        suitcases: 6,
        tripType: 'fromAirport',
        dropoffPlaceId: 'holetown',
        calculatedKm: null,
        isRoundTrip: true,
        pickupTime: '05:59',
        returnTime: '03:00',
        extras: { carSeats: 2, supermarketStop: true, fastTrackAdults: 1, fastTrackChildren: 1 },
      }),
    );
    expect(result).toMatchObject({
      subtotal: 115.4,
      tripTotal: 230.8,
      additionalServicesCost: 185,
    });
    expect(result.total).toBe(456);
  });
});

describe('rounding: fare half up to cents, total half up to whole dollars', () => {
  it('economy 2 km: 15 + 4.50 = 19.50 -> $20 (half up)', () => {
    expect(quote(trip({ calculatedKm: 2 })).total).toBe(20);
  });

  it('economy 1 km: 17.25 -> $17; round trip 34.50 -> $35', () => {
    expect(quote(trip({ calculatedKm: 1 })).total).toBe(17);
    expect(quote(trip({ calculatedKm: 1, isRoundTrip: true })).total).toBe(35);
  });

  it('premium 0.002 km: 20 + 0.005 = 20.005 -> fare 20.01 (half up to cents)', () => {
    expect(quote(trip({ vehicleType: 'premium', calculatedKm: 0.002 })).subtotal).toBe(20.01);
  });

  it('van 10.1 km: 36 + 25.755 = 61.755 -> fare 61.76, total $62', () => {
    const result = quote(trip({ vehicleType: 'hiace', calculatedKm: 10.1 }));
    expect(result.subtotal).toBe(61.76);
    expect(result.total).toBe(62);
  });

  it('exact decimals: 3.1 km x 2.55 is 7.905, not 7.9049999 (fare 43.91)', () => {
    expect(quote(trip({ vehicleType: 'hiace', calculatedKm: 3.1 })).subtotal).toBe(43.91);
  });
});

describe('input normalisation', () => {
  it('passengers are clamped to 1-20 before pricing', () => {
    expect(quote(trip({ vehicleType: 'hiace', passengers: 0 })).tierInfo?.pricedPassengers).toBe(1);
    expect(quote(trip({ vehicleType: 'hiace', passengers: 99 })).tierInfo?.pricedPassengers).toBe(
      20,
    );
  });

  it('extras counts are clamped to their limits: 9 seats count as 3', () => {
    expect(quote(trip({ extras: { carSeats: 9 } })).additionalServicesCost).toBe(45);
  });

  it('suitcases are clamped to 0-20 before the luggage rule', () => {
    expect(quote(trip({ vehicleType: 'hiace', suitcases: 50 })).tierInfo?.pricedForLuggage).toBe(
      true,
    );
    expect(quote(trip({ vehicleType: 'hiace', suitcases: -3 })).tierInfo?.pricedForLuggage).toBe(
      false,
    );
  });
});
