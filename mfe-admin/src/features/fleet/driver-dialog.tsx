import {
  type DriverAccountValues,
  driverAccountSchema,
  type DriverFormValues,
  driverFormSchema,
  MESSAGES,
} from '@bbt/shared/domain';
import { Button, Dialog, Form, notify, TextField, useZodForm } from '@bbt/shared/ui';
import { useState } from 'react';

import { addDriver, type FleetDriver, linkDriverAccount, updateDriver } from '../../data/fleet-api';
import { fleetChangeMessage } from './fleet-errors';
import styles from './fleet.module.css';

function DriverForm({
  driver,
  onSaved,
  onCancel,
}: {
  driver: FleetDriver | null;
  onSaved: (saved: FleetDriver) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(driverFormSchema, {
    defaultValues: driver
      ? { fullName: driver.full_name, phone: driver.phone }
      : { fullName: '', phone: '' },
  });
  const [busy, setBusy] = useState(false);

  const save = async (values: DriverFormValues) => {
    setBusy(true);
    try {
      const saved = driver
        ? { ...driver, ...(await updateDriver(driver.id, values)) }
        : await addDriver(values);
      notify.success(`${saved.full_name} was ${driver ? 'saved' : 'added'}.`);
      onSaved(saved);
    } catch (error) {
      console.error('[mfe-admin] driver save failed', error);
      notify.error(fleetChangeMessage(error, 'driver').message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onValid={save} refusedMessage={MESSAGES.correctErrors}>
      <TextField name="fullName" label="Full name" autoComplete="off" />
      <TextField name="phone" type="tel" label="Phone" autoComplete="off" />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel="Saving…">
          {driver ? 'Save driver' : 'Add driver'}
        </Button>
      </div>
    </Form>
  );
}

/** Adds a driver (`driver` null) or edits one's name and phone. */
export function DriverDialog({
  open,
  driver,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  driver: FleetDriver | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: FleetDriver) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={driver ? `Edit driver ${driver.full_name}` : 'Add a driver'}
    >
      {open && (
        <DriverForm
          key={driver?.id ?? 'new'}
          driver={driver}
          onSaved={(saved) => {
            onSaved(saved);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function AccountForm({
  driver,
  onSaved,
  onCancel,
}: {
  driver: FleetDriver;
  onSaved: (saved: FleetDriver) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(driverAccountSchema, {
    defaultValues: { email: driver.accountEmail ?? '' },
  });
  const [busy, setBusy] = useState(false);

  const save = async ({ email }: DriverAccountValues) => {
    setBusy(true);
    try {
      const linked = await linkDriverAccount(driver.id, email);
      notify.success(
        linked
          ? `${driver.full_name} now signs in as ${linked}.`
          : `${driver.full_name} has no sign-in account now.`,
      );
      onSaved({ ...driver, accountEmail: linked });
    } catch (error) {
      console.error('[mfe-admin] driver account link failed', error);
      const refusal = fleetChangeMessage(error, 'driver');
      if (refusal.field === 'email') {
        form.setError('email', { message: refusal.message }, { shouldFocus: true });
      } else {
        notify.error(refusal.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onValid={save} refusedMessage={MESSAGES.correctErrors}>
      <TextField
        name="email"
        type="email"
        label="Account e-mail"
        optional
        autoComplete="off"
        hint="An existing customer account (not staff). Leave blank to unlink."
      />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel="Saving…">
          Save account
        </Button>
      </div>
    </Form>
  );
}

/** Links a driver to the account they sign in as, by its e-mail (or unlinks it). */
export function DriverAccountDialog({
  driver,
  onOpenChange,
  onSaved,
}: {
  driver: FleetDriver | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: FleetDriver) => void;
}) {
  return (
    <Dialog
      open={driver !== null}
      onOpenChange={onOpenChange}
      title={driver ? `Sign-in account of ${driver.full_name}` : 'Sign-in account'}
      description="The driver signs in with this account to see their jobs."
    >
      {driver && (
        <AccountForm
          key={driver.id}
          driver={driver}
          onSaved={(saved) => {
            onSaved(saved);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
