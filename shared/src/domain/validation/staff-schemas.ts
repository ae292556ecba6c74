// Admin-area forms: adding a staff member and the site settings. The limits mirror the
// constraints of public.admin_users and public.site_settings, which refuse the same values.
import './zod-jitless';
import * as z from 'zod';
import { EMAIL_PATTERN, emailField, isPlainEmail, requiredText } from './fields';
import { maxLengthMessage, MESSAGES, minLengthMessage } from './messages';
import { SITE_SETTINGS_LIMITS } from './site-settings-limits';

import { STAFF_ROLES } from '../staff-roles';

export {
  hasStaffLevel,
  STAFF_ROLE_LABELS,
  STAFF_ROLE_LEVELS,
  STAFF_ROLES,
  type StaffRole,
} from '../staff-roles';

export const staffMemberSchema = z.object({
  email: emailField,
  role: z.enum(STAFF_ROLES, { error: 'Role is required' }),
});
export type StaffMemberForm = z.infer<typeof staffMemberSchema>;

/** The support phone: 10 to 15 digits, written with spaces, dashes, parentheses and a leading +. */
export const SUPPORT_PHONE_PATTERN = /^\+?[\d\s()-]{10,25}$/;

export function isValidSupportPhone(value: string): boolean {
  const digits = (value.match(/\d/g) ?? []).length;
  return SUPPORT_PHONE_PATTERN.test(value) && digits >= 10 && digits <= 15;
}

/** Trimmed text of `min` to `max` characters, required. */
function boundedText(label: string, min: number, max: number) {
  const text = requiredText(label).max(max, { error: maxLengthMessage(label, max) });
  return min > 1 ? text.min(min, { error: minLengthMessage(label, min) }) : text;
}

export const siteSettingsSchema = z.object({
  supportPhone: requiredText('Support phone').refine(isValidSupportPhone, {
    error: MESSAGES.phoneInvalid,
  }),
  /** Blank means "the inbox chosen at deploy time"; otherwise a plain address. */
  supportEmail: z
    .string()
    .trim()
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
      error: MESSAGES.emailInvalid,
      abort: true,
    })
    .refine((value) => value === '' || isPlainEmail(value), { error: MESSAGES.plainEmailInvalid }),
  serviceHours: boundedText('Service hours', 3, SITE_SETTINGS_LIMITS.serviceHours),
  figureCustomers: boundedText('Customers', 1, SITE_SETTINGS_LIMITS.figure),
  figureYears: boundedText('Years', 1, SITE_SETTINGS_LIMITS.figure),
  figureRating: boundedText('Rating', 1, SITE_SETTINGS_LIMITS.figure),
  figureSatisfaction: boundedText('Satisfaction', 1, SITE_SETTINGS_LIMITS.figure),
  cardPaymentText: boundedText('Card payment text', 10, SITE_SETTINGS_LIMITS.cardPaymentText),
  showBbd: z.boolean(),
  /** Whole hours, 1 to 168 (site_settings_reminder_hours_before_range); kept as typed. */
  reminderHoursBefore: z
    .string()
    .trim()
    .refine((value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 168, {
      error: 'Reminder lead time must be a whole number of hours from 1 to 168',
    }),
});
export type SiteSettingsForm = z.infer<typeof siteSettingsSchema>;
