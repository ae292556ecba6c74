import { vehicleTitle } from '@bbt/shared/domain';
import { notify } from '@bbt/shared/ui';
import { useEffect, useState } from 'react';

import {
  deleteVehicle,
  fetchVehicles,
  type FleetVehicle,
  updateVehicle,
} from '../../data/fleet-api';
import type { FleetConfirmation } from './fleet-confirm';
import { ActiveBadge, activeFirstBy, FleetSection, useFleetRows } from './fleet-section';
import styles from './fleet.module.css';
import { VehicleDialog } from './vehicle-dialog';

const nameOf = (vehicle: FleetVehicle) => vehicle.plate;

/** The fleet's vehicles: a table (cards on a phone); admins add, edit, (de)activate and delete. */
export function VehiclesSection({
  canChange,
  onLoaded,
}: {
  canChange: boolean;
  /** Called once the vehicles (or the message that they could not load) are on screen. */
  onLoaded?: () => void;
}) {
  const { rows, settled, put, remove } = useFleetRows(
    fetchVehicles,
    'vehicles',
    'Could not load the vehicles. Please try again.',
    activeFirstBy(nameOf),
  );
  useEffect(() => {
    if (settled) onLoaded?.();
  }, [settled, onLoaded]);
  const [editing, setEditing] = useState<{ vehicle: FleetVehicle | null } | null>(null);

  const act = async ({ kind, id, name }: FleetConfirmation) => {
    if (kind === 'delete') {
      await deleteVehicle(id);
      remove(id);
      notify.success(`Vehicle ${name} was deleted.`);
      return;
    }
    put(await updateVehicle(id, { active: kind === 'reactivate' }));
    notify.success(`Vehicle ${name} was ${kind}d.`);
  };

  return (
    <FleetSection
      what="vehicle"
      title="Vehicles"
      addLabel="Add vehicle"
      emptyTitle="No vehicles yet"
      skeletonLines={4}
      canChange={canChange}
      rows={rows}
      nameOf={nameOf}
      columns={['Plate', 'Class', 'Seats', 'Luggage', 'Status', 'Notes']}
      cells={(vehicle) => (
        <>
          <th scope="row" className={styles.plate}>
            {vehicle.plate}
          </th>
          <td>{vehicleTitle(vehicle.vehicle_type)}</td>
          <td>{vehicle.seats}</td>
          <td>{vehicle.luggage}</td>
          <td>
            <ActiveBadge active={vehicle.active} />
          </td>
          <td className={styles.notes}>{vehicle.notes}</td>
        </>
      )}
      card={(vehicle) => (
        <>
          <div className={styles.cardHead}>
            <span className={styles.plate}>{vehicle.plate}</span>
            <ActiveBadge active={vehicle.active} />
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Class</dt>
              <dd>{vehicleTitle(vehicle.vehicle_type)}</dd>
            </div>
            <div>
              <dt>Seats</dt>
              <dd>{vehicle.seats}</dd>
            </div>
            <div>
              <dt>Luggage</dt>
              <dd>{vehicle.luggage}</dd>
            </div>
            {vehicle.notes && (
              <div className={styles.wideFact}>
                <dt>Notes</dt>
                <dd>{vehicle.notes}</dd>
              </div>
            )}
          </dl>
        </>
      )}
      onAdd={() => setEditing({ vehicle: null })}
      onEdit={(vehicle) => setEditing({ vehicle })}
      act={act}
    >
      <VehicleDialog
        open={editing !== null}
        vehicle={editing?.vehicle ?? null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={put}
      />
    </FleetSection>
  );
}
