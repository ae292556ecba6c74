// Which vehicle may serve a booking. The database refuses an assignment that breaks this rule
// (private.vehicle_fit_problem in supabase/migrations); a test compares the two.
import { type VehicleType } from '../rates';

/**
 * The car classes from lowest to highest: a booking may get its class or a higher one (an upgrade
 * never costs the customer more). The Hiace van is not ranked: a van booking needs the van (seats
 * and luggage), and the van serves only van bookings (a car customer did not book a minibus).
 */
export const CAR_CLASS_RANK: Readonly<Record<Exclude<VehicleType, 'hiace'>, number>> = {
  economy: 1,
  premium: 2,
  luxury: 3,
  executive: 4,
};

/** True when a vehicle of `vehicleClass` may serve a booking of `bookedClass`. */
export function classServes(vehicleClass: VehicleType, bookedClass: VehicleType): boolean {
  if (vehicleClass === 'hiace' || bookedClass === 'hiace') return vehicleClass === bookedClass;
  return CAR_CLASS_RANK[vehicleClass] >= CAR_CLASS_RANK[bookedClass];
}

export interface FleetVehicle {
  vehicleType: VehicleType;
  seats: number;
  luggage: number;
}

export interface BookedParty {
  vehicleType: VehicleType;
  passengers: number;
  suitcases: number;
}

export type VehicleFitProblem = 'class' | 'seats' | 'luggage';

/** Why the vehicle cannot take the booking (class first, then seats, then luggage), or null. */
export function vehicleFitProblem(
  vehicle: FleetVehicle,
  booking: BookedParty,
): VehicleFitProblem | null {
  if (!classServes(vehicle.vehicleType, booking.vehicleType)) return 'class';
  if (vehicle.seats < booking.passengers) return 'seats';
  if (vehicle.luggage < booking.suitcases) return 'luggage';
  return null;
}
