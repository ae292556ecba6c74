// The amber cancel warnings, as a pure function.
import { businessInstant, hoursUntil } from '../time/business-time';
import { LEAD_TIME_HOURS } from '../time/lead-time';
import { normaliseStatus } from './booking-status';

export const CANCEL_WARNINGS = {
  confirmed: 'This booking is confirmed. Cancellation may incur charges.',
  completed: 'This booking is completed. Cancellation may not be possible.',
  within24Hours: 'This booking is within 24 hours. Cancellation charges may apply.',
  past: 'This booking time has passed. Cancellation may not be refundable.',
} as const;

export interface CancelWarningInput {
  status: string;
  pickup_date: string;
  pickup_time: string;
}

/**
 * Every warning that applies, status first, then timing: 'past' when the pickup time has been
 * reached, 'within 24 hours' when it is less than 24 hours away. Statuses compare
 * case-insensitively; an unreadable date or time gives no timing warning.
 */
export function cancelWarnings(booking: CancelWarningInput, now: Date): string[] {
  const warnings: string[] = [];
  const status = normaliseStatus(booking.status);
  if (status === 'confirmed') warnings.push(CANCEL_WARNINGS.confirmed);
  if (status === 'completed') warnings.push(CANCEL_WARNINGS.completed);
  const pickup = businessInstant(booking.pickup_date, booking.pickup_time);
  if (pickup) {
    const hours = hoursUntil(pickup, now);
    if (hours <= 0) warnings.push(CANCEL_WARNINGS.past);
    else if (hours < LEAD_TIME_HOURS) warnings.push(CANCEL_WARNINGS.within24Hours);
  }
  return warnings;
}
