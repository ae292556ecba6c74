import {
  FLEET_LIMITS,
  MESSAGES,
  VEHICLE_TYPES,
  type VehicleFormInput,
  type VehicleFormValues,
  vehicleTitle,
} from '@bbt/shared/domain';
import {
  Form,
  NumberField,
  notify,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@bbt/shared/ui';
import { addVehicle, type FleetVehicle, updateVehicle } from '../../data/fleet-api';
import {
  FleetDialog,
  type FleetDialogProps,
  FleetFormActions,
  type FleetFormProps,
  refusalAtField,
  useFleetSave,
} from './fleet-dialog';
import styles from './fleet.module.css';

// zod loads after the form has rendered (see useZodForm), not before it.
const loadVehicleFormSchema = () =>
  import('@bbt/shared/domain').then(({ vehicleFormSchema }) => vehicleFormSchema);

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
}: FleetFormProps<FleetVehicle> & { vehicle: FleetVehicle | null }) {
  const form = useZodForm(loadVehicleFormSchema, {
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
  const { busy, save } = useFleetSave(
    'vehicle',
    'vehicle save',
    async (values: VehicleFormValues) => {
      const saved = vehicle ? await updateVehicle(vehicle.id, values) : await addVehicle(values);
      notify.success(`Vehicle ${saved.plate} was ${vehicle ? 'saved' : 'added'}.`);
      onSaved(saved);
    },
    refusalAtField(form, 'plate'),
  );

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
      <FleetFormActions
        submitLabel={vehicle ? 'Save vehicle' : 'Add vehicle'}
        busy={busy}
        onCancel={onCancel}
      />
    </Form>
  );
}

/** Adds a vehicle (`vehicle` null) or edits one; open while `open`. */
export function VehicleDialog({
  vehicle,
  ...dialog
}: FleetDialogProps<FleetVehicle> & { vehicle: FleetVehicle | null }) {
  return (
    <FleetDialog
      {...dialog}
      title={vehicle ? `Edit vehicle ${vehicle.plate}` : 'Add a vehicle'}
      formKey={vehicle?.id ?? 'new'}
      form={(props) => <VehicleForm vehicle={vehicle} {...props} />}
    />
  );
}
