import { paths, useAuth } from '@bbt/shared';
import type { User } from '@supabase/supabase-js';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from '@bbt/shared/router';

import { checkIsDriver } from '../../data/driver-jobs-api';
import { PrivatePageLoading } from '../../lib/private-page';

/**
 * Only an active driver stays: the auth store's flag lets them in at once; anybody else (a
 * customer, staff without a driver record) is checked once more and then sent to /.
 */
export function DriverGate({ user, children }: { user: User; children: ReactNode }) {
  const isDriver = useAuth((state) => state.isDriver);
  const [checked, setChecked] = useState<{ userId: string; isDriver: boolean } | null>(null);
  const known = isDriver || checked?.userId === user.id;

  useEffect(() => {
    if (known) return;
    let current = true;
    checkIsDriver(user.id).then(
      (result) => current && setChecked({ userId: user.id, isDriver: result }),
      () => current && setChecked({ userId: user.id, isDriver: false }),
    );
    return () => {
      current = false;
    };
  }, [known, user.id]);

  if (isDriver || (checked?.userId === user.id && checked.isDriver)) return children;
  if (!known) return <PrivatePageLoading />;
  return <Navigate to={paths.home} replace />;
}
