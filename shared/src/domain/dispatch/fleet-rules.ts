// The fleet's limits and the database's refusals of fleet changes, without zod: the admin fleet
// page shows them before its forms' checks load. The limits mirror the constraints of
// public.vehicles and public.drivers, and FLEET_MESSAGES are public.link_driver_account's messages
// word for word.
import { maxLengthMessage, requiredMessage } from '../validation/messages';
import { fillPlaceholders } from './fill-placeholders';

export const FLEET_LIMITS = {
  plate: 12,
  seats: { min: 1, max: 20 },
  luggage: { min: 0, max: 30 },
  notes: 500,
  fullName: { min: 2, max: 100 },
} as const;

/** A plate as the database stores it: trimmed, upper-case, single-spaced. */
export function normalizePlate(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Letters and digits in groups separated by single spaces (after normalizePlate). */
export const PLATE_PATTERN = /^[A-Z0-9]+( [A-Z0-9]+)*$/;

export const FLEET_MESSAGES = {
  plateRequired: requiredMessage('Plate'),
  plateInvalid: 'A plate has only letters and digits, in groups separated by spaces',
  plateTooLong: maxLengthMessage('Plate', FLEET_LIMITS.plate),
  plateTaken: 'Another vehicle already has this plate',
  classRequired: 'Class is required',
  vehicleInUse: 'This vehicle is on a booking; deactivate it instead.',
  driverInUse: 'This driver is on a booking; deactivate them instead.',
  adminsOnly: 'permission denied: only an admin can link driver accounts',
  noAccount: 'No account uses the e-mail {email}',
  staffAccount: '{email} is a staff account: a driver is not staff',
  linkedElsewhere: '{email} is already linked to driver {driver}',
} as const;

export type FleetMessageKey = keyof typeof FLEET_MESSAGES;

/** The message with its `{name}` placeholders filled (unknown names stay as they are). */
export function fillFleetMessage(
  key: FleetMessageKey,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  return fillPlaceholders(FLEET_MESSAGES[key], vars);
}
