import { ConfirmDialog, notify } from '@bbt/shared/ui';
import { useState } from 'react';

/** A pending confirmation: (de)activating or deleting the fleet item named `name`. */
export interface FleetConfirmation {
  kind: 'deactivate' | 'reactivate' | 'delete';
  id: string;
  name: string;
}

const TEXTS = {
  deactivate: {
    title: (name: string) => `Deactivate ${name}?`,
    description: 'It stays on its bookings but cannot be assigned to new ones until reactivated.',
    confirm: 'Deactivate',
    busy: 'Deactivating…',
    tone: 'danger',
  },
  reactivate: {
    title: (name: string) => `Reactivate ${name}?`,
    description: 'It can be assigned to bookings again.',
    confirm: 'Reactivate',
    busy: 'Reactivating…',
    tone: 'primary',
  },
  delete: {
    title: (name: string) => `Delete ${name}?`,
    description: 'This cannot be undone. Only possible when no booking refers to it.',
    confirm: 'Delete',
    busy: 'Deleting…',
    tone: 'danger',
  },
} as const;

/**
 * The confirm dialog of a fleet list: runs `act` for the pending confirmation, closes on success
 * and shows `failure(error)` in a toast otherwise (the dialog then stays open).
 */
export function FleetConfirmDialog({
  pending,
  onClose,
  act,
  failure,
}: {
  pending: FleetConfirmation | null;
  onClose: () => void;
  act: (pending: FleetConfirmation) => Promise<void>;
  failure: (error: unknown) => string;
}) {
  const [busy, setBusy] = useState(false);
  const texts = TEXTS[pending?.kind ?? 'deactivate'];
  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await act(pending);
      onClose();
    } catch (error) {
      console.error('[mfe-admin] fleet change failed', error);
      notify.error(failure(error));
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts.title(pending?.name ?? '')}
      description={texts.description}
      confirmLabel={texts.confirm}
      busyLabel={texts.busy}
      tone={texts.tone}
      busy={busy}
      onConfirm={run}
    />
  );
}
