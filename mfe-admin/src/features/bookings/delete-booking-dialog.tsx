import { ConfirmDialog, notify } from '@bbt/shared/ui';
import { useState } from 'react';

import type { BookingListRow } from '../../data/bookings-api';
import { isPermissionError } from '../../data/supabase-errors';
import { customerName } from './booking-row-parts';

export interface DeleteBookingDialogProps {
  booking: BookingListRow | null;
  onClose: () => void;
  onDeleted: () => void;
  remove: (id: string) => Promise<void>;
}

/** 'Are you sure you want to delete this booking?' (admins and above). */
export function DeleteBookingDialog({
  booking,
  onClose,
  onDeleted,
  remove,
}: DeleteBookingDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!booking) return;
    setBusy(true);
    try {
      await remove(booking.id);
      notify.success(`Booking ${booking.reference_number} deleted.`);
      onDeleted();
    } catch (error) {
      console.error('[mfe-admin] delete failed', error);
      notify.error(
        isPermissionError(error)
          ? `You don't have permission to delete booking ${booking.reference_number}.`
          : `Could not delete booking ${booking.reference_number}. Please try again.`,
      );
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={booking ? `Delete booking ${booking.reference_number}?` : 'Delete booking?'}
      description="Are you sure you want to delete this booking?"
      confirmLabel="Delete booking"
      busy={busy}
      busyLabel="Deleting…"
      onConfirm={confirm}
    >
      {booking && (
        <p>
          {customerName(booking)}, {booking.pickup_location} to {booking.dropoff_location}. The
          audit history keeps a record of the deletion.
        </p>
      )}
    </ConfirmDialog>
  );
}
