import { vehicleTitle } from '@bbt/shared/domain';
import { Badge, Button, EmptyState, notify, Skeleton } from '@bbt/shared/ui';
import { useState } from 'react';

import { deleteVehicle, type FleetVehicle, updateVehicle } from '../../data/fleet-api';
import { useAsync } from '../../lib/use-async';
import { FleetConfirmDialog, type FleetConfirmation } from './fleet-confirm';
import { fleetChangeMessage } from './fleet-errors';
import { fetchVehicles } from '../../data/fleet-api';
import { VehicleDialog } from './vehicle-dialog';
import styles from './fleet.module.css';

function byActiveThenPlate(a: FleetVehicle, b: FleetVehicle): number {
  if (a.active !== b.active) return a.active ? -1 : 1;
  return a.plate.localeCompare(b.plate);
}

function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

function VehicleActions({
  vehicle,
  onEdit,
  onConfirm,
}: {
  vehicle: FleetVehicle;
  onEdit: () => void;
  onConfirm: (kind: FleetConfirmation['kind']) => void;
}) {
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${vehicle.plate}`}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onConfirm(vehicle.active ? 'deactivate' : 'reactivate')}
        aria-label={`${vehicle.active ? 'Deactivate' : 'Reactivate'} ${vehicle.plate}`}
      >
        {vehicle.active ? 'Deactivate' : 'Reactivate'}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onConfirm('delete')}
        aria-label={`Delete ${vehicle.plate}`}
      >
        Delete
      </Button>
    </div>
  );
}

/** The fleet's vehicles: a table (cards on a phone); admins add, edit, (de)activate and delete. */
export function VehiclesSection({ canChange }: { canChange: boolean }) {
  const vehicles = useAsync(
    fetchVehicles,
    'vehicles',
    'Could not load the vehicles. Please try again.',
  );
  const [editing, setEditing] = useState<{ vehicle: FleetVehicle | null } | null>(null);
  const [pending, setPending] = useState<FleetConfirmation | null>(null);

  const rows = vehicles.data ? [...vehicles.data].sort(byActiveThenPlate) : null;
  const put = (saved: FleetVehicle) =>
    vehicles.setData((current) =>
      current
        ? current.some((row) => row.id === saved.id)
          ? current.map((row) => (row.id === saved.id ? saved : row))
          : [...current, saved]
        : current,
    );

  const act = async ({ kind, id, name }: FleetConfirmation) => {
    if (kind === 'delete') {
      await deleteVehicle(id);
      vehicles.setData((current) => current?.filter((row) => row.id !== id) ?? current);
      notify.success(`Vehicle ${name} was deleted.`);
      return;
    }
    put(await updateVehicle(id, { active: kind === 'reactivate' }));
    notify.success(`Vehicle ${name} was ${kind}d.`);
  };

  const confirm = (vehicle: FleetVehicle) => (kind: FleetConfirmation['kind']) =>
    setPending({ kind, id: vehicle.id, name: vehicle.plate });

  return (
    <section className={styles.section} aria-labelledby="fleet-vehicles-title">
      <div className={styles.sectionHead}>
        <h2 id="fleet-vehicles-title" className={styles.sectionTitle}>
          Vehicles{rows ? ` (${rows.length})` : ''}
        </h2>
        {canChange && <Button onClick={() => setEditing({ vehicle: null })}>Add vehicle</Button>}
      </div>
      {!rows ? (
        <Skeleton lines={4} />
      ) : rows.length === 0 ? (
        <EmptyState title="No vehicles yet" />
      ) : (
        <>
          <div className={`${styles.tableWrap} ${styles.wide}`}>
            <table className={styles.table}>
              <caption className="visually-hidden">Vehicles</caption>
              <thead>
                <tr>
                  <th scope="col">Plate</th>
                  <th scope="col">Class</th>
                  <th scope="col">Seats</th>
                  <th scope="col">Luggage</th>
                  <th scope="col">Status</th>
                  <th scope="col">Notes</th>
                  {canChange && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((vehicle) => (
                  <tr key={vehicle.id} className={vehicle.active ? undefined : styles.inactive}>
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
                    {canChange && (
                      <td>
                        <VehicleActions
                          vehicle={vehicle}
                          onEdit={() => setEditing({ vehicle })}
                          onConfirm={confirm(vehicle)}
                        />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={`${styles.cards} ${styles.narrow}`} aria-label="Vehicles">
            {rows.map((vehicle) => (
              <li
                key={vehicle.id}
                className={`${styles.card} ${vehicle.active ? '' : styles.inactive}`}
              >
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
                {canChange && (
                  <VehicleActions
                    vehicle={vehicle}
                    onEdit={() => setEditing({ vehicle })}
                    onConfirm={confirm(vehicle)}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {canChange && (
        <>
          <VehicleDialog
            open={editing !== null}
            vehicle={editing?.vehicle ?? null}
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            onSaved={put}
          />
          <FleetConfirmDialog
            pending={pending}
            onClose={() => setPending(null)}
            act={act}
            failure={(error) => fleetChangeMessage(error, 'vehicle').message}
          />
        </>
      )}
    </section>
  );
}
