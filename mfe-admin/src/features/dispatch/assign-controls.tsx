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
        <div className={styles.field}>
          <label htmlFor={`${id}-driver`}>Driver</label>
          <select
            id={`${id}-driver`}
            value={driverId}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => setDriverId(event.target.value)}
          >
            <option value="">Choose a driver</option>
            {drivers.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-vehicle`}>Vehicle</label>
          <select
            id={`${id}-vehicle`}
            value={vehicleId}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => setVehicleId(event.target.value)}
          >
            <option value="">
              {vehicles.length === 0 ? 'No vehicle fits this booking' : 'Choose a vehicle'}
            </option>
            {vehicles.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
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
