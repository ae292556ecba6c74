// Vehicle selection. The 2-passenger luggage reading is SELECTION_RULES in
// rates.ts: 5 or more suitcases force the van (the main flow's threshold, used everywhere).
import { SELECTION_RULES, VEHICLE_TYPES, VEHICLES, type VehicleType } from '../rates';

export type VehicleUnavailableReason = 'Too many passengers' | 'Too much luggage';

export interface VehicleOption {
  type: VehicleType;
  available: boolean;
  reason: VehicleUnavailableReason | null;
}

export interface VehicleSelection {
  options: VehicleOption[];
  /** 'hiace' when the party needs the van (3+ passengers or 5+ suitcases), else null. */
  forced: VehicleType | null;
  /** True when no vehicle can take the party (more than 8 passengers or 15+ suitcases). */
  noneAvailable: boolean;
}

function option(type: VehicleType, passengers: number, suitcases: number): VehicleOption {
  const vehicle = VEHICLES[type];
  const isCar = type !== 'hiace';
  const tooMany = isCar
    ? passengers >= SELECTION_RULES.vanForcedFromPassengers
    : passengers > vehicle.maxPassengers;
  const tooMuch = isCar
    ? suitcases >= SELECTION_RULES.vanForcedFromSuitcases
    : suitcases > vehicle.luggage.max;
  const reason: VehicleUnavailableReason | null = tooMany
    ? 'Too many passengers'
    : tooMuch
      ? 'Too much luggage'
      : null;
  return { type, available: reason === null, reason };
}

export function selectVehicles(passengers: number, suitcases: number): VehicleSelection {
  const options = VEHICLE_TYPES.map((type) => option(type, passengers, suitcases));
  const needsVan =
    passengers >= SELECTION_RULES.vanForcedFromPassengers ||
    suitcases >= SELECTION_RULES.vanForcedFromSuitcases;
  const noneAvailable = options.every((entry) => !entry.available);
  return { options, forced: needsVan && !noneAvailable ? 'hiace' : null, noneAvailable };
}

/** Whether `type` may be booked for the party (the database function checks the same). */
export function isVehicleAvailable(
  type: VehicleType,
  passengers: number,
  suitcases: number,
): boolean {
  return option(type, passengers, suitcases).available;
}
