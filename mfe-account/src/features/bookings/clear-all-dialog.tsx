import { countLabel } from '@bbt/shared/domain';
import { Alert, ConfirmDialog } from '@bbt/shared/ui';

import type { CustomerBooking } from '../../data/customer-booking';
import styles from './my-bookings.module.css';

/**
 * Past this many references the list scrolls on its own (a desk can have hundreds open). Thirteen
 * lines of text are taller than the frame's 18rem at any font size, so the list then always
 * overflows, and the tab stop it gets always has something to scroll.
 */
const LONG_LIST = 12;

export interface ClearAllDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bookings: readonly CustomerBooking[];
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}

/** 'Clear All (N)': cancels every open booking after this confirmation (never deletes). */
export function ClearAllDialog({
  open,
  onOpenChange,
  bookings,
  busy,
  error,
  onConfirm,
}: ClearAllDialogProps) {
  const count = bookings.length;
  const references = bookings.map((booking) => (
    <li key={booking.id}>{booking.reference_number}</li>
  ));
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel all ${countLabel(count, 'open booking', 'open bookings')}?`}
      description="Each of these bookings will be cancelled, and a cancellation e-mail listing them opens for you to send to our team. Refunds follow our refund policy."
      confirmLabel="Yes, Cancel All"
      cancelLabel="Keep Bookings"
      busy={busy}
      busyLabel="Cancelling…"
      onConfirm={onConfirm}
    >
      {count > LONG_LIST ? (
        // Focusable and named, so a keyboard can scroll it and a screen reader says what it is.
        <ul
          className={`${styles.references} ${styles.referencesScroll}`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it holds nothing focusable
          tabIndex={0}
          aria-label="Bookings to cancel"
        >
          {references}
        </ul>
      ) : (
        <ul className={styles.references}>{references}</ul>
      )}
      {error && (
        <Alert tone="danger" live="alert">
          <p>{error}</p>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
