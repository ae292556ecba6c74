import { Button, notify } from '@bbt/shared/ui';
import { useState } from 'react';

import { deleteDriver, fetchDrivers, type FleetDriver, updateDriver } from '../../data/fleet-api';
import { DriverAccountDialog, DriverDialog } from './driver-dialog';
import type { FleetConfirmation } from './fleet-confirm';
import { ActiveBadge, activeFirstBy, FleetSection, useFleetRows } from './fleet-section';
import styles from './fleet.module.css';

const nameOf = (driver: FleetDriver) => driver.full_name;

function Account({ driver }: { driver: FleetDriver }) {
  return driver.accountEmail ? (
    <span className={styles.email}>{driver.accountEmail}</span>
  ) : (
    <span className={styles.muted}>No account</span>
  );
}

/** The fleet's drivers: a table (cards on a phone); admins add, edit, link, (de)activate, delete. */
export function DriversSection({ canChange }: { canChange: boolean }) {
  const { rows, put, patch, remove } = useFleetRows(
    fetchDrivers,
    'drivers',
    'Could not load the drivers. Please try again.',
    activeFirstBy(nameOf),
  );
  const [editing, setEditing] = useState<{ driver: FleetDriver | null } | null>(null);
  const [linking, setLinking] = useState<FleetDriver | null>(null);

  const act = async ({ kind, id, name }: FleetConfirmation) => {
    if (kind === 'delete') {
      await deleteDriver(id);
      remove(id);
      notify.success(`${name} was deleted.`);
      return;
    }
    patch(id, await updateDriver(id, { active: kind === 'reactivate' }));
    notify.success(`${name} was ${kind}d.`);
  };

  return (
    <FleetSection
      what="driver"
      title="Drivers"
      addLabel="Add driver"
      emptyTitle="No drivers yet"
      skeletonLines={3}
      canChange={canChange}
      rows={rows}
      nameOf={nameOf}
      columns={['Name', 'Phone', 'Status', 'Sign-in account', 'Open jobs']}
      cells={(driver) => (
        <>
          <th scope="row">{driver.full_name}</th>
          <td className={styles.nowrap}>{driver.phone}</td>
          <td>
            <ActiveBadge active={driver.active} />
          </td>
          <td>
            <Account driver={driver} />
          </td>
          <td>{driver.openJobs}</td>
        </>
      )}
      card={(driver) => (
        <>
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
        </>
      )}
      moreActions={(driver) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setLinking(driver)}
          aria-label={`Sign-in account of ${driver.full_name}`}
        >
          Account
        </Button>
      )}
      onAdd={() => setEditing({ driver: null })}
      onEdit={(driver) => setEditing({ driver })}
      act={act}
    >
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
    </FleetSection>
  );
}
