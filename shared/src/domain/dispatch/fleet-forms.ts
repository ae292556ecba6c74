// The fleet forms of the admin area (a vehicle, a driver, a driver's sign-in account), checked
// against the limits of fleet-rules.ts.
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
import { FLEET_LIMITS, FLEET_MESSAGES, normalizePlate, PLATE_PATTERN } from './fleet-rules';

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
