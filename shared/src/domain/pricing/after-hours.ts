import { AFTER_HOURS } from '../rates';
import { parseClockTime } from '../time/clock-time';

/** A pickup at 00:00-05:59 (Barbados time). A missing or invalid time is not after hours. */
export function isAfterHours(time: string | null | undefined): boolean {
  const clock = parseClockTime(time);
  return (
    clock !== null && clock.hour >= AFTER_HOURS.fromHour && clock.hour < AFTER_HOURS.toHourExclusive
  );
}

/** $20 for an after-hours pickup, plus $20 for an after-hours return pickup on a round trip. */
export function afterHoursSurcharge(
  pickupTime: string | null | undefined,
  returnTime: string | null | undefined,
  isRoundTrip: boolean,
): number {
  const outbound = isAfterHours(pickupTime) ? AFTER_HOURS.surcharge : 0;
  const inbound = isRoundTrip && isAfterHours(returnTime) ? AFTER_HOURS.surcharge : 0;
  return outbound + inbound;
}
