import { HIACE_TIERS, SELECTION_RULES, VEHICLES, type HiaceTier, type VehicleType } from '../rates';

/**
 * The passenger count a vehicle is priced for: the party size, except that the van prices a
 * party of exactly 2 with 5 or more suitcases as 3.
 */
export function pricedPassengers(
  vehicleType: VehicleType,
  passengers: number,
  suitcases: number,
): number {
  const luggageRule =
    vehicleType === 'hiace' &&
    passengers === SELECTION_RULES.luggagePricedPartySize &&
    suitcases >= SELECTION_RULES.vanForcedFromSuitcases;
  return luggageRule ? SELECTION_RULES.luggagePricedAsPassengers : passengers;
}

/** The last tier whose minimum the priced passengers reach (1-5 tier 1, 6 and more tier 2). */
export function hiaceTierFor(passengers: number): HiaceTier {
  return HIACE_TIERS.reduce((chosen, tier) => (passengers >= tier.minPassengers ? tier : chosen));
}

export interface EffectiveRate {
  basePrice: number;
  perKm: number;
  includedPassengers: number;
  extraPersonPrice: number;
  tier: HiaceTier | null;
}

/** Base and per-km come from the van's tier; included passengers and extra price from VEHICLES. */
export function effectiveRate(vehicleType: VehicleType, passengers: number): EffectiveRate {
  const vehicle = VEHICLES[vehicleType];
  const tier = vehicleType === 'hiace' ? hiaceTierFor(passengers) : null;
  return {
    basePrice: tier ? tier.basePrice : vehicle.basePrice,
    perKm: tier ? tier.perKm : vehicle.perKm,
    includedPassengers: vehicle.includedPassengers,
    extraPersonPrice: vehicle.extraPersonPrice,
    tier,
  };
}
