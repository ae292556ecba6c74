import { Badge, Button, EmptyState, notify, Skeleton } from '@bbt/shared/ui';
import { useState } from 'react';

import { deleteDriver, fetchDrivers, type FleetDriver, updateDriver } from '../../data/fleet-api';
import { useAsync } from '../../lib/use-async';
import { DriverAccountDialog, DriverDialog } from './driver-dialog';
import { FleetConfirmDialog, type FleetConfirmation } from './fleet-confirm';
import { fleetChangeMessage } from './fleet-errors';
import styles from './fleet.module.css';

function byActiveThenName(a: FleetDriver, b: FleetDriver): number {
  if (a.active !== b.active) return a.active ? -1 : 1;
  return a.full_name.localeCompare(b.full_name);
}

function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

function Account({ driver }: { driver: FleetDriver }) {
  return driver.accountEmail ? (
    <span className={styles.email}>{driver.accountEmail}</span>
  ) : (
    <span className={styles.muted}>No account</span>
  );
}

function DriverActions({
  driver,
  onEdit,
  onAccount,
  onConfirm,
}: {
  driver: FleetDriver;
  onEdit: () => void;
  onAccount: () => void;
  onConfirm: (kind: FleetConfirmation['kind']) => void;
}) {
  const name = driver.full_name;
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={onAccount}
        aria-label={`Sign-in account of ${name}`}
      >
        Account
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onConfirm(driver.active ? 'deactivate' : 'reactivate')}
        aria-label={`${driver.active ? 'Deactivate' : 'Reactivate'} ${name}`}
      >
        {driver.active ? 'Deactivate' : 'Reactivate'}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onConfirm('delete')}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </div>
  );
}

/** The fleet's drivers: a table (cards on a phone); admins add, edit, link, (de)activate, delete. */
export function DriversSection({ canChange }: { canChange: boolean }) {
  const drivers = useAsync(
    fetchDrivers,
    'drivers',
    'Could not load the drivers. Please try again.',
  );
  const [editing, setEditing] = useState<{ driver: FleetDriver | null } | null>(null);
  const [linking, setLinking] = useState<FleetDriver | null>(null);
  const [pending, setPending] = useState<FleetConfirmation | null>(null);

  const rows = drivers.data ? [...drivers.data].sort(byActiveThenName) : null;
  const put = (saved: FleetDriver) =>
    drivers.setData((current) =>
      current
        ? current.some((row) => row.id === saved.id)
          ? current.map((row) => (row.id === saved.id ? saved : row))
          : [...current, saved]
        : current,
    );

  const act = async ({ kind, id, name }: FleetConfirmation) => {
    if (kind === 'delete') {
      await deleteDriver(id);
      drivers.setData((current) => current?.filter((row) => row.id !== id) ?? current);
      notify.success(`${name} was deleted.`);
      return;
    }
    const saved = await updateDriver(id, { active: kind === 'reactivate' });
    drivers.setData(
      (current) => current?.map((row) => (row.id === id ? { ...row, ...saved } : row)) ?? current,
    );
    notify.success(`${name} was ${kind}d.`);
  };

  const handlers = (driver: FleetDriver) => ({
    onEdit: () => setEditing({ driver }),
    onAccount: () => setLinking(driver),
    onConfirm: (kind: FleetConfirmation['kind']) =>
      setPending({ kind, id: driver.id, name: driver.full_name }),
  });

  return (
    <section className={styles.section} aria-labelledby="fleet-drivers-title">
      <div className={styles.sectionHead}>
        <h2 id="fleet-drivers-title" className={styles.sectionTitle}>
          Drivers{rows ? ` (${rows.length})` : ''}
        </h2>
        {canChange && <Button onClick={() => setEditing({ driver: null })}>Add driver</Button>}
      </div>
      {!rows ? (
        <Skeleton lines={3} />
      ) : rows.length === 0 ? (
        <EmptyState title="No drivers yet" />
      ) : (
        <>
          <div className={`${styles.tableWrap} ${styles.wide}`}>
            <table className={styles.table}>
              <caption className="visually-hidden">Drivers</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Status</th>
                  <th scope="col">Sign-in account</th>
                  <th scope="col">Open jobs</th>
                  {canChange && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((driver) => (
                  <tr key={driver.id} className={driver.active ? undefined : styles.inactive}>
                    <th scope="row">{driver.full_name}</th>
                    <td className={styles.nowrap}>{driver.phone}</td>
                    <td>
                      <ActiveBadge active={driver.active} />
                    </td>
                    <td>
                      <Account driver={driver} />
                    </td>
                    <td>{driver.openJobs}</td>
                    {canChange && (
                      <td>
                        <DriverActions driver={driver} {...handlers(driver)} />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={`${styles.cards} ${styles.narrow}`} aria-label="Drivers">
            {rows.map((driver) => (
              <li
                key={driver.id}
                className={`${styles.card} ${driver.active ? '' : styles.inactive}`}
              >
                <div className={styles.cardHead}>
                  <span className={styles.cardTitle}>{driver.full_name}</span>
                  <ActiveBadge active={driver.active} />
                </div>
                <dl className={styles.facts}>
                  <div>
                    <dt>Phone</dt>
                    <dd className={styles.nowrap}>{driver.phone}</dd>
                  </div>
                  <div>
                    <dt>Open jobs</dt>
                    <dd>{driver.openJobs}</dd>
                  </div>
                  <div className={styles.wideFact}>
                    <dt>Sign-in account</dt>
                    <dd>
                      <Account driver={driver} />
                    </dd>
                  </div>
                </dl>
                {canChange && <DriverActions driver={driver} {...handlers(driver)} />}
              </li>
            ))}
          </ul>
        </>
      )}
      {canChange && (
        <>
          <DriverDialog
            open={editing !== null}
            driver={editing?.driver ?? null}
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            onSaved={put}
          />
          <DriverAccountDialog
            driver={linking}
            onOpenChange={(open) => {
              if (!open) setLinking(null);
            }}
            onSaved={put}
          />
          <FleetConfirmDialog
            pending={pending}
            onClose={() => setPending(null)}
            act={act}
            failure={(error) => fleetChangeMessage(error, 'driver').message}
          />
        </>
      )}
    </section>
  );
}
