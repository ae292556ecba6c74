import { cancelWarnings, refundForBooking } from '@bbt/shared/domain';
import { Alert, Button } from '@bbt/shared/ui';
import { useId } from 'react';

import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import styles from '../../lib/booking-card.module.css';
import type { CustomerBooking } from '../../data/customer-booking';

export interface CancelConfirmationProps {
  booking: CustomerBooking;
  now: Date;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * The card's inline confirmation ('Yes, Cancel Booking' / 'Keep Booking') with the amber
 * warnings (cancelWarnings) and what the refund rules give back. Focus starts on the safe
 * choice.
 */
export function CancelConfirmation({
  booking,
  now,
  busy,
  error,
  onConfirm,
  onKeep,
}: CancelConfirmationProps) {
  const titleId = useId();
  const keep = useFocusOnMount<HTMLButtonElement>();
  const warnings = cancelWarnings(booking, now);
  const refund = refundForBooking(booking, now);
  return (
    <div role="group" aria-labelledby={titleId} className={styles.confirm}>
      <p id={titleId} className={styles.confirmTitle}>
        Cancel booking {booking.reference_number}?
      </p>
      {warnings.map((warning) => (
        <Alert key={warning} tone="warning">
          <p>{warning}</p>
        </Alert>
      ))}
      <p>
        Refund if you cancel now: <strong>{refund.summary}</strong>. We&apos;ll also open a
        cancellation e-mail to our team for you to send.
      </p>
      {error && (
        <Alert tone="danger" live="alert">
          <p>{error}</p>
        </Alert>
      )}
      <div className={styles.confirmActions}>
        <Button variant="danger" busy={busy} busyLabel="Cancelling…" onClick={onConfirm}>
          Yes, Cancel Booking
        </Button>
        <Button ref={keep} variant="secondary" onClick={onKeep} disabled={busy}>
          Keep Booking
        </Button>
      </div>
    </div>
  );
}
