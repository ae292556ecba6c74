import {
  freeCancellationNote,
  isOpenBooking,
  refundForBooking,
  type RefundableBooking,
} from '@bbt/shared/domain';
import { formatUsd, Icon } from '@bbt/shared/ui';

import styles from './booking-card.module.css';

/** What cancelling now would cost, from the shared refund rules. */
export function refundLine(
  booking: RefundableBooking,
  now: Date,
): { free: boolean; text: string } | null {
  if (!isOpenBooking(booking)) return null;
  const outcome = refundForBooking(booking, now);
  const free = freeCancellationNote(outcome, now);
  if (free) return { free: true, text: free };
  switch (outcome.band) {
    case 'partial':
      return {
        free: false,
        text: `Cancelling now: ${outcome.chargePercent}% charge (${formatUsd(outcome.chargeAmount)}), ${formatUsd(outcome.refundAmount)} refunded`,
      };
    case 'non-refundable':
      return { free: false, text: 'Cancelling now: no refund (economy rides are non-refundable)' };
    default:
      return {
        free: false,
        text:
          outcome.hoursBeforePickup !== null && outcome.hoursBeforePickup <= 0
            ? 'Cancelling now: no refund (the pickup time has passed)'
            : 'Cancelling now: no refund (less than 24 hours before pickup)',
      };
  }
}

export function RefundLine({ booking, now }: { booking: RefundableBooking; now: Date }) {
  const line = refundLine(booking, now);
  if (!line) return null;
  return (
    <p className={`${styles.refund} ${line.free ? styles.free : styles.charge}`}>
      <Icon name={line.free ? 'check' : 'info'} />
      <span>{line.text}</span>
    </p>
  );
}
