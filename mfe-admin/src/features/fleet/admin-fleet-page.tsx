import { ROUTES } from '@bbt/shared';
import { hasStaffLevel } from '@bbt/shared/domain';
import { Alert, PageFrame } from '@bbt/shared/ui';
import { useCallback, useState } from 'react';

import { DriversSection } from './drivers-section';
import styles from './fleet.module.css';
import { VehiclesSection } from './vehicles-section';
import { useStaffRole } from '../../lib/require-role';

/** The fleet: every staff member sees the vehicles and drivers; admins and above change them. */
export function AdminFleetPage() {
  const role = useStaffRole();
  const canChange = hasStaffLevel(role, 'admin');
  // The drivers load alongside the vehicles but show once the vehicles are in: the vehicles' list
  // is taller than its skeleton, and the drivers would otherwise jump down the page as it arrives.
  const [vehiclesIn, setVehiclesIn] = useState(false);
  const showDrivers = useCallback(() => setVehiclesIn(true), []);
  return (
    <PageFrame head={ROUTES.adminFleet.head}>
      {!canChange && (
        <div className={styles.notice}>
          <Alert tone="info" title="Only an admin can change the fleet.">
            <p>You can look at the vehicles and drivers.</p>
          </Alert>
        </div>
      )}
      <VehiclesSection canChange={canChange} onLoaded={showDrivers} />
      <div hidden={!vehiclesIn}>
        <DriversSection canChange={canChange} />
      </div>
    </PageFrame>
  );
}
