// The 24-hour booking lead time, measured in Barbados time.
import { businessDate, businessInstant, hoursUntil, parseIsoDate } from './business-time';
import { isClockTime } from './clock-time';

export const LEAD_TIME_HOURS = 24;

/**
 * True when a pickup at `date` `time` (Barbados wall clock) is at least 24 hours after `now`.
 * Without a time yet, the date passes when its last minute (23:59) is at least 24 hours away, so
 * the date field alone never rejects a date that some pickup time could still make valid.
 * An invalid date or time never passes.
 */
export function meetsLeadTime(date: string, time: string | null, now: Date): boolean {
  const instant = businessInstant(date, time ?? '23:59');
  return instant !== null && hoursUntil(instant, now) >= LEAD_TIME_HOURS;
}

/**
 * True when `date` is a real date and the pickup is under 24 hours away: the case every form
 * warns about. A time that is not (yet) a valid clock time is ignored, as in meetsLeadTime.
 */
export function isWithinLeadTime(date: string, time: string | null, now: Date): boolean {
  if (parseIsoDate(date) === null) return false;
  return !meetsLeadTime(date, isClockTime(time) ? time : null, now);
}

/** The date picker's minimum: tomorrow in Barbados ('YYYY-MM-DD'). */
export function minPickupDate(now: Date): string {
  return businessDate(now, 1);
}
