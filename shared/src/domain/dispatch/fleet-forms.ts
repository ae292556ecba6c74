// The fleet forms of the admin area (a vehicle, a driver, a driver's sign-in account) and the
// database's refusals of fleet changes. The limits mirror the constraints of public.vehicles and
// public.drivers, and FLEET_MESSAGES are public.link_driver_account's messages word for word.
import '../validation/zod-jitless';
import * as z from 'zod';

import { VEHICLE_TYPES, type VehicleType } from '../rates';
import { EMAIL_PATTERN, isValidPhone } from '../validation/fields';
import {
  maxLengthMessage,
  MESSAGES,
  minLengthMessage,
  numberMessages,
  requiredMessage,
} from '../validation/messages';

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
  return FLEET_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** A whole number in [min, max]; the box may hold text while typing, so strings are coerced. */
function countField(label: string, min: number, max: number) {
  const messages = numberMessages(label, min, max);
  return z
    .number({ error: messages.notNumber })
    .int({ error: messages.notNumber })
    .min(min, { error: messages.tooSmall })
    .max(max, { error: messages.tooLarge });
}

export const vehicleFormSchema = z.object({
  plate: z
    .string({ error: FLEET_MESSAGES.plateRequired })
    .transform(normalizePlate)
    .pipe(
      z
        .string()
        .min(1, { error: FLEET_MESSAGES.plateRequired, abort: true })
        .max(FLEET_LIMITS.plate, { error: FLEET_MESSAGES.plateTooLong, abort: true })
        .regex(PLATE_PATTERN, { error: FLEET_MESSAGES.plateInvalid }),
    ),
  vehicleType: z.enum(VEHICLE_TYPES as [VehicleType, ...VehicleType[]], {
    error: FLEET_MESSAGES.classRequired,
  }),
  seats: countField('Seats', FLEET_LIMITS.seats.min, FLEET_LIMITS.seats.max),
  luggage: countField('Luggage', FLEET_LIMITS.luggage.min, FLEET_LIMITS.luggage.max),
  notes: z
    .string()
    .trim()
    .max(FLEET_LIMITS.notes, { error: maxLengthMessage('Notes', FLEET_LIMITS.notes) }),
});
export type VehicleFormInput = z.input<typeof vehicleFormSchema>;
export type VehicleFormValues = z.output<typeof vehicleFormSchema>;

export const driverFormSchema = z.object({
  fullName: z
    .string({ error: requiredMessage('Full name') })
    .trim()
    .min(1, { error: requiredMessage('Full name'), abort: true })
    .min(FLEET_LIMITS.fullName.min, {
      error: minLengthMessage('Full name', FLEET_LIMITS.fullName.min),
    })
    .max(FLEET_LIMITS.fullName.max, {
      error: maxLengthMessage('Full name', FLEET_LIMITS.fullName.max),
    }),
  phone: z
    .string({ error: MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: MESSAGES.phoneRequired, abort: true })
    .refine(isValidPhone, { error: MESSAGES.phoneInvalid }),
});
export type DriverFormInput = z.input<typeof driverFormSchema>;
export type DriverFormValues = z.output<typeof driverFormSchema>;

/** A driver's sign-in account: an existing account's e-mail, or blank for none (unlinks). */
export const driverAccountSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
      error: MESSAGES.emailInvalid,
    }),
});
export type DriverAccountValues = z.output<typeof driverAccountSchema>;
