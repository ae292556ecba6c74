/**
 * Refund policy:
 * - the provider cancels: 100%, whatever the vehicle;
 * - economy rides: non-refundable;
 * - cancelled more than 48 hours before pickup: 100%;
 * - 24 to 48 hours before (both ends included): 25% charge, 75% back;
 * - under 24 hours, or after pickup: no refund;
 * - completed bookings get nothing back; an already cancelled booking has nothing to refund.
 * Refunds are paid within 14 days. Amounts are rounded half up to cents.
 */
import type { VehicleType } from '../rates';
import { REFUND_POLICY } from './refund-rules';
import { businessInstant, formatBusinessDateTime, hoursUntil } from '../time/business-time';
import { normaliseStatus } from '../bookings/booking-status';

// The figures live apart, with no runtime imports, so the route manifest can word its texts with them.
export { REFUND_POLICY } from './refund-rules';

export type RefundBand = 'full' | 'partial' | 'none' | 'non-refundable' | 'already-cancelled';

export interface RefundInput {
  pickupDate: string;
  pickupTime: string;
  vehicleType: VehicleType | string;
  status: string;
  totalPrice: number;
  /** When the cancellation is asked for. */
  cancelAt: Date;
  cancelledBy?: 'customer' | 'provider';
}

export interface RefundOutcome {
  band: RefundBand;
  refundPercent: number;
  chargePercent: number;
  refundAmount: number;
  chargeAmount: number;
  /** Hours from cancelAt to pickup (negative once passed); null when the pickup is unreadable. */
  hoursBeforePickup: number | null;
  /** Last moment for a full refund (pickup - 48 h); null when none is possible. */
  freeCancellationUntil: Date | null;
  summary: string;
}

const SUMMARIES: Readonly<Record<RefundBand, string>> = {
  full: 'Full refund (100%)',
  partial: '75% refund (25% cancellation charge)',
  none: 'No refund',
  'non-refundable': 'Economy rides are non-refundable',
  'already-cancelled': 'This booking is already cancelled',
};

const HOUR_MS = 3_600_000;

function bandFor(input: RefundInput, hours: number | null): RefundBand {
  const status = normaliseStatus(input.status);
  if (status === 'cancelled') return 'already-cancelled';
  if (input.cancelledBy === 'provider') return 'full';
  if (REFUND_POLICY.nonRefundableVehicles.includes(input.vehicleType as VehicleType)) {
    return 'non-refundable';
  }
  if (status === 'completed' || hours === null) return 'none';
  if (hours > REFUND_POLICY.fullRefundMoreThanHours) return 'full';
  if (hours >= REFUND_POLICY.partialRefundFromHours) return 'partial';
  return 'none';
}

const PERCENT: Readonly<Record<RefundBand, number>> = {
  full: 100,
  partial: 100 - REFUND_POLICY.partialChargePercent,
  none: 0,
  'non-refundable': 0,
  'already-cancelled': 0,
};

export function refundFor(input: RefundInput): RefundOutcome {
  const pickup = businessInstant(input.pickupDate, input.pickupTime);
  const hours = pickup ? hoursUntil(pickup, input.cancelAt) : null;
  const band = bandFor(input, hours);
  const refundPercent = PERCENT[band];
  const totalCents = Math.max(0, Math.round(input.totalPrice * 100));
  const refundCents = Math.floor((totalCents * refundPercent + 50) / 100);
  const refundable = pickup !== null && band !== 'non-refundable' && band !== 'already-cancelled';
  const freeCancellationUntil = refundable
    ? new Date(pickup.getTime() - REFUND_POLICY.fullRefundMoreThanHours * HOUR_MS)
    : null;
  return {
    band,
    refundPercent,
    chargePercent: band === 'already-cancelled' ? 0 : 100 - refundPercent,
    refundAmount: refundCents / 100,
    chargeAmount: band === 'already-cancelled' ? 0 : (totalCents - refundCents) / 100,
    hoursBeforePickup: hours,
    freeCancellationUntil,
    summary: SUMMARIES[band],
  };
}

/** 'Free cancellation until 2026-11-29 10:00 (GMT-4)' while a full refund is still possible. */
export function freeCancellationNote(outcome: RefundOutcome, now: Date): string | null {
  const until = outcome.freeCancellationUntil;
  if (!until || until.getTime() <= now.getTime()) return null;
  return `Free cancellation until ${formatBusinessDateTime(until)}`;
}
