import { cancelWarnings, refundForBooking } from '@bbt/shared/domain';
import { Alert, ConfirmDialog, formatUsd } from '@bbt/shared/ui';

import type { ManagedBooking } from '../../data/manage-api';

export interface CancelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  booking: ManagedBooking;
  now: Date;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}

/** 'Cancel booking …?' with what the refund rules give back now and the cancel warnings. */
export function CancelDialog({
  open,
  onOpenChange,
  booking,
  now,
  busy,
  error,
  onConfirm,
}: CancelDialogProps) {
  const refund = refundForBooking(booking, now);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel booking ${booking.reference_number}?`}
      description={
        <>
          Refund if you cancel now: <strong>{formatUsd(refund.refundAmount)}</strong>:{' '}
          {refund.summary}.
        </>
      }
      confirmLabel="Yes, Cancel Booking"
      cancelLabel="Keep Booking"
      busy={busy}
      busyLabel="Cancelling…"
      onConfirm={onConfirm}
    >
      {cancelWarnings(booking, now).map((warning) => (
        <Alert key={warning} tone="warning">
          <p>{warning}</p>
        </Alert>
      ))}
      {error && (
        <Alert tone="danger" live="alert">
          <p>{error}</p>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
