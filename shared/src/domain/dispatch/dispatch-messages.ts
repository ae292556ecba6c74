// The database's refusals of an assignment or a trip step, word for word: private.dispatch_message
// in supabase/migrations returns the same templates (a test compares them), so a page can show the
// database's message or build the same one itself.
import { fillPlaceholders } from './fill-placeholders';

/** The templates; `{name}` is filled by fillDispatchMessage (and by the database). */
export const DISPATCH_MESSAGES = {
  adminsOnly: 'permission denied: only an admin can assign drivers and vehicles',
  driverAndVehicle: 'Choose both a driver and a vehicle, or neither to unassign',
  bookingNotFound: 'Booking not found',
  driverNotFound: 'Driver not found',
  vehicleNotFound: 'Vehicle not found',
  bookingCancelled: 'Booking {reference} is cancelled: it cannot be assigned',
  bookingCompleted: 'Booking {reference} is completed: its assignment cannot change',
  driverInactive: 'Driver {driver} is inactive',
  vehicleInactive: 'Vehicle {plate} is inactive',
  vehicleClass:
    'Vehicle {plate} ({vehicleClass}) cannot serve booking {reference}, booked as {bookedClass}',
  vehicleSeats:
    'Vehicle {plate} has {seats} seats: booking {reference} has {passengers} passengers',
  vehicleLuggage:
    'Vehicle {plate} takes {luggage} suitcases: booking {reference} has {suitcases} suitcases',
  driverBusy: 'Driver {driver} is already on booking {other} from {start} to {end}',
  vehicleBusy: 'Vehicle {plate} is already on booking {other} from {start} to {end}',
  notYourJob: 'permission denied: this job is not assigned to you',
  unknownStep: 'Unknown trip step: {step}',
  stepBackwards: 'Booking {reference} is already at "{current}": it cannot go back to "{step}"',
  tripCancelled: 'Booking {reference} is cancelled',
} as const;

export type DispatchMessageKey = keyof typeof DISPATCH_MESSAGES;

/** The message with its `{name}` placeholders filled (unknown names stay as they are). */
export function fillDispatchMessage(
  key: DispatchMessageKey,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  return fillPlaceholders(DISPATCH_MESSAGES[key], vars);
}
