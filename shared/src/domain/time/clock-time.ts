// 'HH:MM' clock times (24-hour), as stored in bookings.pickup_time.

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface ClockTime {
  hour: number;
  minute: number;
}

/** Parses 'HH:MM' (00:00-23:59, two digits each); anything else is null. */
export function parseClockTime(value: string | null | undefined): ClockTime | null {
  const match = CLOCK_TIME.exec(value ?? '');
  if (!match) return null;
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

export function isClockTime(value: string | null | undefined): boolean {
  return parseClockTime(value) !== null;
}

/** '14:05' -> '2:05 PM', '00:30' -> '12:30 AM'; an invalid time is returned unchanged. */
export function formatClockTime12h(value: string): string {
  const time = parseClockTime(value);
  if (!time) return value;
  const suffix = time.hour < 12 ? 'AM' : 'PM';
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour12}:${String(time.minute).padStart(2, '0')} ${suffix}`;
}
