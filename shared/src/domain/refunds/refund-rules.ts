// The refund figures alone (no runtime imports): refund-policy.ts applies them, and the page texts
// that state the policy (the refund page's description and note) are worded from them.
import type { VehicleType } from '../rates';

export const REFUND_POLICY = {
  fullRefundMoreThanHours: 48,
  partialRefundFromHours: 24,
  partialChargePercent: 25,
  refundPaidWithinDays: 14,
  nonRefundableVehicles: ['economy'] as readonly VehicleType[],
} as const;
