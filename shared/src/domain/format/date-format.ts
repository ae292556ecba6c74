import { businessClockTime, businessDate, parseIsoDate } from '../time/business-time';
import { formatClockTime12h } from '../time/clock-time';

// Every date and time on the site is Barbados time (America/Barbados, UTC-4, no daylight saving),
// written the same way whatever the visitor's browser zone or locale. Names are spelled out here
// rather than asked of Intl, so server, browser and tests always agree.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '2026-12-01' -> 'Tue, 1 Dec 2026'; an invalid date is returned unchanged. */
export function formatDate(isoDate: string): string {
  const ymd = parseIsoDate(isoDate);
  if (!ymd) return isoDate;
  const [year, month, day] = ymd;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** '14:05' -> '2:05 PM', '00:00' -> '12:00 AM', '12:00' -> '12:00 PM'. */
export const formatTime = formatClockTime12h;

/** A booking's pickup: 'Tue, 1 Dec 2026 at 2:05 PM'. */
export function formatDateAndTime(isoDate: string, clockTime: string): string {
  return `${formatDate(isoDate)} at ${formatTime(clockTime)}`;
}

/** An instant (a timestamp from the database) in Barbados time: 'Mon, 23 Nov 2026, 2:05 PM'. */
export function formatInstant(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return `${formatDate(businessDate(date))}, ${formatTime(businessClockTime(date))}`;
}

/** A due time in Barbados time, short: '12 Dec, 09:00' (the admin's e-mail list). */
export function formatShortInstant(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  // A valid instant always has a Barbados date.
  const [, month, day] = parseIsoDate(businessDate(date)) as [number, number, number];
  return `${day} ${MONTHS[month - 1]}, ${businessClockTime(date)}`;
}

/** 'Booked on Mon, 23 Nov 2026, 2:05 PM' for a booking's created_at. */
export function formatBookedOn(createdAt: Date | string): string {
  return `Booked on ${formatInstant(createdAt)}`;
}
