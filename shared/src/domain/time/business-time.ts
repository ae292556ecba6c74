// Business time: America/Barbados is UTC-4 all year (no daylight saving), so every date and time
// a customer picks is read in that zone, whatever the browser's zone is.
import { parseClockTime } from './clock-time';

export const BUSINESS_TIME_ZONE = 'America/Barbados';
export const BUSINESS_UTC_OFFSET_HOURS = -4;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' (a real calendar date) to [year, month, day]; otherwise null. */
export function parseIsoDate(value: string | null | undefined): [number, number, number] | null {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  const real = check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return real ? [year, month, day] : null;
}

/** The instant of a Barbados wall-clock date and 'HH:MM' time; null when either is invalid. */
export function businessInstant(date: string, time: string): Date | null {
  const ymd = parseIsoDate(date);
  const clock = parseClockTime(time);
  if (!ymd || !clock) return null;
  const [year, month, day] = ymd;
  const utcHour = clock.hour - BUSINESS_UTC_OFFSET_HOURS;
  return new Date(Date.UTC(year, month - 1, day, utcHour, clock.minute));
}

/** The Barbados calendar date ('YYYY-MM-DD') of an instant, `days` later. */
export function businessDate(now: Date, days = 0): string {
  const shifted = new Date(now.getTime() + BUSINESS_UTC_OFFSET_HOURS * HOUR_MS + days * DAY_MS);
  return shifted.toISOString().slice(0, 10);
}

/** 'HH:MM' wall-clock time in Barbados of an instant. */
export function businessClockTime(now: Date): string {
  const shifted = new Date(now.getTime() + BUSINESS_UTC_OFFSET_HOURS * HOUR_MS);
  return shifted.toISOString().slice(11, 16);
}

/** Hours from `now` until `instant` (negative when it has passed). */
export function hoursUntil(instant: Date, now: Date): number {
  return (instant.getTime() - now.getTime()) / HOUR_MS;
}

/** '2026-12-01 14:30 (GMT-4)': how the site writes an instant in business time. */
export function formatBusinessDateTime(instant: Date): string {
  return `${businessDate(instant)} ${businessClockTime(instant)} (GMT-4)`;
}
