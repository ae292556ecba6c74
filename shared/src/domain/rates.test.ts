import {
  AFTER_HOURS,
  COASTS,
  DISTANCE_FALLBACK_KM,
  EXTRAS,
  FIXED_AIRPORT_PRICES,
  HIACE_TIERS,
  PASSENGER_LIMITS,
  SELECTION_RULES,
  SUITCASE_LIMITS,
  VEHICLE_TYPES,
  VEHICLES,
} from './rates';

describe('vehicle rates (base, per km, included, extra person, max passengers)', () => {
  it.each([
    ['economy', 15, 2.25, 2, 5, 2],
    ['premium', 20, 2.5, 2, 7, 2],
    ['luxury', 35, 3.9, 2, 10, 2],
    ['executive', 40, 4.15, 2, 12, 2],
    ['hiace', 30, 2.55, 2, 8, 8],
  ] as const)(
    '%s: base %d, %d/km, %d included, extra %d, max %d',
    (type, base, perKm, included, extra, max) => {
      const vehicle = VEHICLES[type];
      expect(vehicle.type).toBe(type);
      expect(vehicle.basePrice).toBe(base);
      expect(vehicle.perKm).toBe(perKm);
      expect(vehicle.includedPassengers).toBe(included);
      expect(vehicle.extraPersonPrice).toBe(extra);
      expect(vehicle.maxPassengers).toBe(max);
      expect(vehicle.title.length).toBeGreaterThan(0);
      expect(vehicle.features.length).toBeGreaterThan(0);
    },
  );

  it('luggage allowance: 1 to 4 pieces for the cars, 1 to 14 for the van', () => {
    for (const type of ['economy', 'premium', 'luxury', 'executive'] as const) {
      expect(VEHICLES[type].luggage).toEqual({ min: 1, max: 4 });
    }
    expect(VEHICLES.hiace.luggage).toEqual({ min: 1, max: 14 });
  });

  it('lists every vehicle type once, in the picker order', () => {
    expect(VEHICLE_TYPES).toEqual(['economy', 'premium', 'luxury', 'executive', 'hiace']);
    expect(Object.keys(VEHICLES).sort()).toEqual([...VEHICLE_TYPES].sort());
  });
});

describe('van tiers', () => {
  it('tier 1 is 1-5 passengers at 36 + 2.55/km; tier 2 is 6-8 passengers at 40 + 2.6/km', () => {
    expect(HIACE_TIERS).toEqual([
      { tier: 1, minPassengers: 1, maxPassengers: 5, basePrice: 36, perKm: 2.55 },
      { tier: 2, minPassengers: 6, maxPassengers: 8, basePrice: 40, perKm: 2.6 },
    ]);
  });

  it('the tiers cover 1 to the van maximum without gaps', () => {
    let next = 1;
    for (const tier of HIACE_TIERS) {
      expect(tier.minPassengers).toBe(next);
      next = tier.maxPassengers + 1;
    }
    expect(next - 1).toBe(VEHICLES.hiace.maxPassengers);
  });
});

describe('extras, surcharge, fixed prices and limits', () => {
  it('extras: car seat $15 (max 3), supermarket $20, fast track adult $65 / child $40 (max 8 each)', () => {
    expect(EXTRAS).toEqual({
      carSeat: { price: 15, max: 3 },
      supermarketStop: { price: 20 },
      fastTrackAdult: { price: 65, max: 8 },
      fastTrackChild: { price: 40, max: 8 },
    });
  });

  it('after-hours surcharge is $20 for 00:00-05:59', () => {
    expect(AFTER_HOURS).toEqual({ surcharge: 20, fromHour: 0, toHourExclusive: 6 });
  });

  it('fixed airport prices by coast: south 85/110, east 95/125, west 110/134, north 135/160', () => {
    expect(FIXED_AIRPORT_PRICES).toEqual({
      luxury: { south: 85, east: 95, west: 110, north: 135 },
      executive: { south: 110, east: 125, west: 134, north: 160 },
    });
    expect(COASTS).toEqual(['south', 'east', 'west', 'north']);
  });

  it('distance fallbacks are 27 km (airport) and 15 km (other)', () => {
    expect(DISTANCE_FALLBACK_KM).toEqual({ airport: 27, other: 15 });
  });

  it('passengers 1-20, suitcases 0-20', () => {
    expect(PASSENGER_LIMITS).toEqual({ min: 1, max: 20 });
    expect(SUITCASE_LIMITS).toEqual({ min: 0, max: 20 });
  });

  it('selection reading: van from 3 passengers or 5 suitcases; party of 2 with 5+ priced as 3', () => {
    expect(SELECTION_RULES).toEqual({
      vanForcedFromPassengers: 3,
      vanForcedFromSuitcases: 5,
      luggagePricedPartySize: 2,
      luggagePricedAsPassengers: 3,
    });
    expect(SELECTION_RULES.vanForcedFromSuitcases).toBe(VEHICLES.economy.luggage.max + 1);
  });
});
