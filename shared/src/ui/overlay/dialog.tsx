import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

import { Button } from '../button/button';
import { classNames } from '../class-names';
import { Icon } from '../display/icons';
import styles from './overlay.module.css';
import { useReturnFocus } from './return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers when the dialog opens; shown under the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom (buttons). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Label of the close (×) button. */
  closeLabel?: string;
}

/**
 * A modal dialog. Radix traps focus inside and closes on Escape and on the overlay; focus returns
 * to whatever opened it (see useReturnFocus).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
}: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={classNames(styles.content, styles[size])}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <div className={styles.header}>
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="icon-btn" aria-label={closeLabel}>
              <Icon name="close" />
            </DialogPrimitive.Close>
          </div>
          {description && (
            <DialogPrimitive.Description className={styles.description}>
              {description}
            </DialogPrimitive.Description>
          )}
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Names the action ('Yes, Cancel Booking', 'Delete testimonial'): never a bare 'OK'. */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<void>;
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: the confirm button shows `busyLabel` and refuses clicks. */
  busy?: boolean;
  busyLabel?: string;
  children?: ReactNode;
}

/**
 * A confirmation that must be answered (Radix AlertDialog: the overlay does not dismiss it and the
 * safe choice, Cancel, has focus first). It stays open until the caller closes it, so an async
 * action can show its busy state and its error in place.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  tone = 'danger',
  busy = false,
  busyLabel,
  children,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  // While the confirmed action runs, Escape and Cancel must not hide its outcome.
  const changeOpen = (next: boolean) => {
    if (!busy || next) onOpenChange(next);
  };
  return (
    <AlertPrimitive.Root open={open} onOpenChange={changeOpen}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={styles.overlay} />
        <AlertPrimitive.Content className={classNames(styles.content, styles.sm)} {...returnFocus}>
          <AlertPrimitive.Title className={styles.title}>{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className={styles.description}>
            {description}
          </AlertPrimitive.Description>
          {children && <div className={styles.body}>{children}</div>}
          <div className={styles.footer}>
            <AlertPrimitive.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertPrimitive.Cancel>
            <Button
              variant={tone}
              busy={busy}
              busyLabel={busyLabel}
              onClick={() => void onConfirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
