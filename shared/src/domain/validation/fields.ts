// Field rules shared by the schemas. Text is trimmed before it is checked.
import './zod-jitless';
import * as z from 'zod';
import { isClockTime } from '../time/clock-time';
import { parseIsoDate } from '../time/business-time';
import {
  invalidMessage,
  MAX_LENGTHS,
  maxLengthMessage,
  MESSAGES,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  minLengthMessage,
  numberMessages,
  requiredMessage,
} from './messages';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * A plain address, for the support inbox every mailto: link and e-mail of the site names: letters,
 * digits and . _ + - before the @, a dotted domain of letters, digits and hyphens. Nothing a link
 * could read as more than an address (? & , ; % # or spaces). The site_settings check constraint
 * (support_email) uses the same pattern.
 */
export const PLAIN_EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const isPlainEmail = (value: string): boolean =>
  value.length <= MAX_LENGTHS.email && PLAIN_EMAIL_PATTERN.test(value);
/**
 * A run of 10 to 30 digits, spaces, dashes, plus or parentheses (30 is the
 * bookings table's limit) with 7+ digits in it.
 */
export const PHONE_PATTERN = /^[\d\s\-+()]{10,30}$/;
const MIN_PHONE_DIGITS = 7;

export const isValidPhone = (value: string): boolean =>
  PHONE_PATTERN.test(value) && (value.match(/\d/g) ?? []).length >= MIN_PHONE_DIGITS;

/** Trimmed text that must not be blank; `message` when it is missing or blank. */
function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** Untrimmed text (a password) that must not be empty. */
export const filledIn = (message: string) =>
  z.string({ error: message }).min(1, { error: message });

export function requiredText(label: string) {
  return requiredString(requiredMessage(label));
}

export const emailField = requiredString(MESSAGES.emailRequired)
  .max(MAX_LENGTHS.email, { error: MESSAGES.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: MESSAGES.emailInvalid });

export const passwordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired, abort: true })
  .min(MIN_PASSWORD_LENGTH, { error: MESSAGES.passwordTooShort });

/** Login only requires a non-empty password. */
export const loginPasswordField = filledIn(MESSAGES.passwordRequired);

/** 2+ characters; at most 50 (the bookings table's limit) unless `max` says otherwise. */
export const nameField = (label: string, max: number = MAX_LENGTHS.name) =>
  requiredText(label)
    .min(MIN_NAME_LENGTH, { error: minLengthMessage(label, MIN_NAME_LENGTH) })
    .max(max, { error: maxLengthMessage(label, max) });

export const phoneField = requiredString(MESSAGES.phoneRequired).refine(isValidPhone, {
  error: MESSAGES.phoneInvalid,
});

/** Profile editing: a blank value is not flagged; anything else must pass the rule. */
export const optionalNameField = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= MIN_NAME_LENGTH, {
      error: minLengthMessage(label, MIN_NAME_LENGTH),
    })
    .max(MAX_LENGTHS.name, { error: maxLengthMessage(label, MAX_LENGTHS.name) });

export const optionalPhoneField = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidPhone(value), { error: MESSAGES.phoneInvalid });

export const timeField = requiredString(MESSAGES.timeRequired).refine(isClockTime, {
  error: MESSAGES.timeInvalid,
});

export const dateField = requiredString(MESSAGES.dateRequired).refine(
  (value) => parseIsoDate(value) !== null,
  { error: MESSAGES.dateInvalid },
);

/** A whole number within [min, max] with the number-helper messages. */
export function numberField(label: string, min: number, max: number) {
  const messages = numberMessages(label, min, max);
  return z
    .number({ error: messages.notNumber })
    .int({ error: messages.notNumber })
    .min(min, { error: messages.tooSmall })
    .max(max, { error: messages.tooLarge });
}

/** A code made of digits (country code with an optional leading +, area code). */
export function digitsField(label: string, pattern: RegExp) {
  return requiredText(label).regex(pattern, { error: invalidMessage(label) });
}
