// Dates and numbers for forms that hold a pickup and an optional return.
import { parseIsoDate } from '../time/business-time';
import { isClockTime } from '../time/clock-time';
import { isWithinLeadTime } from '../time/lead-time';
import { MESSAGES } from './messages';

/** The pickup-date error, or null: required, a real date, at least 24 hours ahead. */
export function pickupDateError(date: string, time: string | null, now: Date): string | null {
  if (date.trim() === '') return MESSAGES.dateRequired;
  if (parseIsoDate(date) === null) return MESSAGES.dateInvalid;
  return isWithinLeadTime(date, time, now) ? MESSAGES.leadTime : null;
}

/** The return-date error, or null: required, a real date, not before the pickup date. */
export function returnDateError(returnDate: string, pickupDate: string): string | null {
  if (returnDate.trim() === '') return MESSAGES.dateRequired;
  if (parseIsoDate(returnDate) === null) return MESSAGES.dateInvalid;
  const pickupValid = parseIsoDate(pickupDate) !== null;
  return pickupValid && returnDate < pickupDate ? MESSAGES.returnBeforePickup : null;
}

/**
 * The return-time error, or null: required, a real clock time, and on the pickup day strictly
 * after the pickup time (create_booking refuses the same, so the customer learns it here first).
 */
export function returnTimeError(
  returnDate: string,
  returnTime: string,
  pickupDate: string,
  pickupTime: string,
): string | null {
  if (returnTime.trim() === '') return MESSAGES.timeRequired;
  if (!isClockTime(returnTime)) return MESSAGES.timeInvalid;
  const sameDay = parseIsoDate(returnDate) !== null && returnDate === pickupDate;
  return sameDay && isClockTime(pickupTime) && returnTime <= pickupTime
    ? MESSAGES.returnNotAfterPickup
    : null;
}
