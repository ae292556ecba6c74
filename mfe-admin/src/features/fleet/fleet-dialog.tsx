import { Button, Dialog, notify } from '@bbt/shared/ui';
import { Fragment, type ReactNode, useState } from 'react';

import { fleetChangeMessage, type FleetRefusal } from './fleet-errors';
import styles from './fleet.module.css';

/** What a fleet form is given: save (then the dialog closes) or cancel. */
export interface FleetFormProps<T> {
  onSaved: (saved: T) => void;
  onCancel: () => void;
}

/** What the section gives a fleet dialog. */
export interface FleetDialogProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: T) => void;
}

/**
 * The dialog of a fleet form: the form mounts only while open (fresh for each `formKey`), and
 * the dialog closes after a save or on cancel.
 */
export function FleetDialog<T>({
  open,
  title,
  description,
  formKey,
  onOpenChange,
  onSaved,
  form,
}: FleetDialogProps<T> & {
  title: string;
  description?: string;
  formKey: string;
  form: (props: FleetFormProps<T>) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {open && (
        <Fragment key={formKey}>
          {form({
            onSaved: (saved) => {
              onSaved(saved);
              onOpenChange(false);
            },
            onCancel: () => onOpenChange(false),
          })}
        </Fragment>
      )}
    </Dialog>
  );
}

/** A fleet form's Cancel and submit buttons. */
export function FleetFormActions({
  submitLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={styles.formActions}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" busy={busy} busyLabel="Saving…">
        {submitLabel}
      </Button>
    </div>
  );
}

/**
 * Runs a fleet save while `busy`; a failure is logged as `task` and told to the admin: at its
 * field when `atField` shows it there (and answers true), otherwise in a toast.
 */
export function useFleetSave<V>(
  what: 'vehicle' | 'driver',
  task: string,
  work: (values: V) => Promise<void>,
  atField?: (refusal: FleetRefusal) => boolean,
): { busy: boolean; save: (values: V) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const save = async (values: V) => {
    setBusy(true);
    try {
      await work(values);
    } catch (error) {
      console.error(`[mfe-admin] ${task} failed`, error);
      const refusal = fleetChangeMessage(error, what);
      if (!atField?.(refusal)) notify.error(refusal.message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}

/** An `atField` for useFleetSave: a refusal about `field` is shown at that field, focused. */
export function refusalAtField<F extends NonNullable<FleetRefusal['field']>>(
  form: {
    setError: (name: F, error: { message: string }, options: { shouldFocus: boolean }) => void;
  },
  field: F,
): (refusal: FleetRefusal) => boolean {
  return (refusal) => {
    if (refusal.field !== field) return false;
    form.setError(field, { message: refusal.message }, { shouldFocus: true });
    return true;
  };
}
