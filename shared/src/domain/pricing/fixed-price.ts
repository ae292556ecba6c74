import { AIRPORT_ID } from '../places/fixed-endpoints';
import type { Place } from '../places/place-types';
import { FIXED_AIRPORT_PRICES, VEHICLES, type VehicleType } from '../rates';

export interface FixedPrice {
  price: number;
  reason: string;
}

/**
 * Luxury and executive trips that start at the airport and end at a catalogue place (not the
 * airport itself, not 'Other') cost the fixed price of the drop-off's coast, one way. Trips to the
 * airport, free-typed drop-offs and other vehicles are priced per km (fixed prices are "from the
 * airport" only).
 */
export function fixedAirportPrice(
  vehicleType: VehicleType,
  pickupId: string | null,
  dropoff: Place | null,
): FixedPrice | null {
  if (vehicleType !== 'luxury' && vehicleType !== 'executive') return null;
  if (pickupId !== AIRPORT_ID || !dropoff) return null;
  if (dropoff.kind === 'airport' || dropoff.kind === 'other') return null;
  const price = FIXED_AIRPORT_PRICES[vehicleType][dropoff.coast];
  const title = VEHICLES[vehicleType].title;
  return { price, reason: `Fixed airport price: ${title} to the ${dropoff.coast} coast` };
}
