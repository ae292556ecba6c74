import {
  FLEET_LIMITS,
  MESSAGES,
  VEHICLE_TYPES,
  type VehicleFormInput,
  type VehicleFormValues,
  vehicleFormSchema,
  vehicleTitle,
} from '@bbt/shared/domain';
import {
  Button,
  Dialog,
  Form,
  NumberField,
  notify,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@bbt/shared/ui';
import { useState } from 'react';

import { addVehicle, type FleetVehicle, updateVehicle } from '../../data/fleet-api';
import { fleetChangeMessage } from './fleet-errors';
import styles from './fleet.module.css';

const CLASS_OPTIONS = VEHICLE_TYPES.map((type) => ({ value: type, label: vehicleTitle(type) }));

const EMPTY: VehicleFormInput = {
  plate: '',
  vehicleType: 'economy',
  seats: 3,
  luggage: 3,
  notes: '',
};

function VehicleForm({
  vehicle,
  onSaved,
  onCancel,
}: {
  vehicle: FleetVehicle | null;
  onSaved: (saved: FleetVehicle) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(vehicleFormSchema, {
    defaultValues: vehicle
      ? {
          plate: vehicle.plate,
          vehicleType: vehicle.vehicle_type as VehicleFormInput['vehicleType'],
          seats: vehicle.seats,
          luggage: vehicle.luggage,
          notes: vehicle.notes ?? '',
        }
      : EMPTY,
  });
  const [busy, setBusy] = useState(false);

  const save = async (values: VehicleFormValues) => {
    setBusy(true);
    try {
      const saved = vehicle ? await updateVehicle(vehicle.id, values) : await addVehicle(values);
      notify.success(`Vehicle ${saved.plate} was ${vehicle ? 'saved' : 'added'}.`);
      onSaved(saved);
    } catch (error) {
      console.error('[mfe-admin] vehicle save failed', error);
      const refusal = fleetChangeMessage(error, 'vehicle');
      if (refusal.field === 'plate') {
        form.setError('plate', { message: refusal.message }, { shouldFocus: true });
      } else {
        notify.error(refusal.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onValid={save} refusedMessage={MESSAGES.correctErrors}>
      <div className={styles.formGrid}>
        <TextField
          name="plate"
          label="Plate"
          autoComplete="off"
          hint="Letters and digits; stored in capitals, e.g. H 1234."
        />
        <SelectField name="vehicleType" label="Class" options={CLASS_OPTIONS} />
        <NumberField
          name="seats"
          label="Seats"
          min={FLEET_LIMITS.seats.min}
          max={FLEET_LIMITS.seats.max}
        />
        <NumberField
          name="luggage"
          label="Luggage"
          min={FLEET_LIMITS.luggage.min}
          max={FLEET_LIMITS.luggage.max}
          hint="Suitcases it takes."
        />
      </div>
      <TextareaField name="notes" label="Notes" optional maxLength={FLEET_LIMITS.notes} rows={3} />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel="Saving…">
          {vehicle ? 'Save vehicle' : 'Add vehicle'}
        </Button>
      </div>
    </Form>
  );
}

/** Adds a vehicle (`vehicle` null) or edits one; open while `open`. */
export function VehicleDialog({
  open,
  vehicle,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  vehicle: FleetVehicle | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: FleetVehicle) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={vehicle ? `Edit vehicle ${vehicle.plate}` : 'Add a vehicle'}
    >
      {open && (
        <VehicleForm
          key={vehicle?.id ?? 'new'}
          vehicle={vehicle}
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
