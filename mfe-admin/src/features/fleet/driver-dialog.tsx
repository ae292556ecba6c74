import { type DriverAccountValues, type DriverFormValues, MESSAGES } from '@bbt/shared/domain';
import { Form, notify, TextField, useZodForm } from '@bbt/shared/ui';

import { addDriver, type FleetDriver, linkDriverAccount, updateDriver } from '../../data/fleet-api';
import {
  FleetDialog,
  type FleetDialogProps,
  FleetFormActions,
  type FleetFormProps,
  refusalAtField,
  useFleetSave,
} from './fleet-dialog';

// zod loads after the form has rendered (see useZodForm), not before it.
const loadDriverFormSchema = () =>
  import('@bbt/shared/domain').then(({ driverFormSchema }) => driverFormSchema);
const loadDriverAccountSchema = () =>
  import('@bbt/shared/domain').then(({ driverAccountSchema }) => driverAccountSchema);

function DriverForm({
  driver,
  onSaved,
  onCancel,
}: FleetFormProps<FleetDriver> & { driver: FleetDriver | null }) {
  const form = useZodForm(loadDriverFormSchema, {
    defaultValues: driver
      ? { fullName: driver.full_name, phone: driver.phone }
      : { fullName: '', phone: '' },
  });
  const { busy, save } = useFleetSave('driver', 'driver save', async (values: DriverFormValues) => {
    const saved = driver
      ? { ...driver, ...(await updateDriver(driver.id, values)) }
      : await addDriver(values);
    notify.success(`${saved.full_name} was ${driver ? 'saved' : 'added'}.`);
    onSaved(saved);
  });

  return (
    <Form form={form} onValid={save} refusedMessage={MESSAGES.correctErrors}>
      <TextField name="fullName" label="Full name" autoComplete="off" />
      <TextField name="phone" type="tel" label="Phone" autoComplete="off" />
      <FleetFormActions
        submitLabel={driver ? 'Save driver' : 'Add driver'}
        busy={busy}
        onCancel={onCancel}
      />
    </Form>
  );
}

/** Adds a driver (`driver` null) or edits one's name and phone. */
export function DriverDialog({
  driver,
  ...dialog
}: FleetDialogProps<FleetDriver> & { driver: FleetDriver | null }) {
  return (
    <FleetDialog
      {...dialog}
      title={driver ? `Edit driver ${driver.full_name}` : 'Add a driver'}
      formKey={driver?.id ?? 'new'}
      form={(props) => <DriverForm driver={driver} {...props} />}
    />
  );
}

function AccountForm({
  driver,
  onSaved,
  onCancel,
}: FleetFormProps<FleetDriver> & { driver: FleetDriver }) {
  const form = useZodForm(loadDriverAccountSchema, {
    defaultValues: { email: driver.accountEmail ?? '' },
  });
  const { busy, save } = useFleetSave(
    'driver',
    'driver account link',
    async ({ email }: DriverAccountValues) => {
      const linked = await linkDriverAccount(driver.id, email);
      notify.success(
        linked
          ? `${driver.full_name} now signs in as ${linked}.`
          : `${driver.full_name} has no sign-in account now.`,
      );
      onSaved({ ...driver, accountEmail: linked });
    },
    refusalAtField(form, 'email'),
  );

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
      <FleetFormActions submitLabel="Save account" busy={busy} onCancel={onCancel} />
    </Form>
  );
}

/** Links a driver to the account they sign in as, by its e-mail (or unlinks it). */
export function DriverAccountDialog({
  driver,
  ...dialog
}: Omit<FleetDialogProps<FleetDriver>, 'open'> & { driver: FleetDriver | null }) {
  return (
    <FleetDialog
      {...dialog}
      open={driver !== null}
      title={driver ? `Sign-in account of ${driver.full_name}` : 'Sign-in account'}
      description="The driver signs in with this account to see their jobs."
      formKey={driver?.id ?? ''}
      form={(props) => driver && <AccountForm driver={driver} {...props} />}
    />
  );
}
