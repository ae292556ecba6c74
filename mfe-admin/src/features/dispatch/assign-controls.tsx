import { notify } from '@bbt/shared/ui';
import { Button } from '@bbt/shared/ui';
import { useId, useState } from 'react';

import { assignBooking, type AssignmentRow } from '../../data/dispatch-api';
import type { Choice, DayJob } from './dispatch-board';
import styles from './dispatch.module.css';

export interface AssignControlsProps {
  job: DayJob;
  drivers: readonly Choice[];
  vehicles: readonly Choice[];
  /** What the assignment reads as once saved: 'Dwayne Driver · H 1201'. */
  describe: (assignment: AssignmentRow) => string;
  onSaved: (bookingId: string, assignment: AssignmentRow | null) => void;
}

/** One labelled select of a job; marked invalid while the error it is described by shows. */
function JobSelect({
  id,
  label,
  placeholder,
  value,
  choices,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  /** The empty first option. */
  placeholder: string;
  value: string;
  choices: readonly Choice[];
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Driver and vehicle selects of one job, Assign (or Save) and Unassign. The database decides: its
 * refusal shows under the selects (role=alert) and the chosen values stay.
 */
export function AssignControls({ job, drivers, vehicles, describe, onSaved }: AssignControlsProps) {
  const id = useId();
  const [driverId, setDriverId] = useState(job.assignment?.driver_id ?? '');
  const [vehicleId, setVehicleId] = useState(job.assignment?.vehicle_id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'assign' | 'unassign' | null>(null);
  const reference = job.booking.reference_number;

  const save = async (unassign: boolean) => {
    if (!unassign && (!driverId || !vehicleId)) {
      setError('Choose both a driver and a vehicle.');
      return;
    }
    setBusy(unassign ? 'unassign' : 'assign');
    setError(null);
    try {
      const saved = await assignBooking(
        job.booking.id,
        unassign ? null : driverId,
        unassign ? null : vehicleId,
      );
      if (unassign) {
        setDriverId('');
        setVehicleId('');
      }
      onSaved(job.booking.id, saved);
      notify.success(
        saved ? `${reference} assigned to ${describe(saved)}` : `${reference} is unassigned`,
      );
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not save. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <form
      className={styles.assign}
      aria-label={`Assignment of ${reference}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <div className={styles.selects}>
        <JobSelect
          id={`${id}-driver`}
          label="Driver"
          placeholder="Choose a driver"
          value={driverId}
          choices={drivers}
          describedBy={described}
          onChange={setDriverId}
        />
        <JobSelect
          id={`${id}-vehicle`}
          label="Vehicle"
          placeholder={vehicles.length === 0 ? 'No vehicle fits this booking' : 'Choose a vehicle'}
          value={vehicleId}
          choices={vehicles}
          describedBy={described}
          onChange={setVehicleId}
        />
        <div className={styles.buttons}>
          <Button type="submit" size="sm" busy={busy === 'assign'} busyLabel="Saving…">
            {job.assignment ? 'Save' : 'Assign'}
          </Button>
          {job.assignment && (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              busy={busy === 'unassign'}
              busyLabel="Unassigning…"
              onClick={() => void save(true)}
            >
              Unassign
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
