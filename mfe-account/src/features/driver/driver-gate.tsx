import { paths, useAuth } from '@bbt/shared';
import type { User } from '@supabase/supabase-js';
import { type ReactNode, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { Navigate } from '@bbt/shared/router';

import { checkIsDriver } from '../../data/driver-jobs-api';
import { PrivatePageLoading } from '../../lib/private-page';

/**
 * Only an active driver stays: the auth store's flag lets them in at once; anybody else (a
 * customer, staff without a driver record) is checked once more and then sent to /.
 */
export function DriverGate({ user, children }: { user: User; children: ReactNode }) {
  const storeSaysDriver = useAuth((state) => state.isDriver);
  // The store's flag arrives as a synchronous update; the page it lets in renders from a deferred
  // copy, in the background (the loading state stays until it is done).
  const isDriver = useDeferredValue(storeSaysDriver) && storeSaysDriver;
  const [checked, setChecked] = useState<{ userId: string; isDriver: boolean } | null>(null);
  const known = storeSaysDriver || checked?.userId === user.id;

  useEffect(() => {
    if (known) return;
    let current = true;
    // As a transition, like the store's flag: the page renders in the background.
    const settle = (isDriver: boolean) =>
      current && startTransition(() => setChecked({ userId: user.id, isDriver }));
    checkIsDriver(user.id).then(settle, () => settle(false));
    return () => {
      current = false;
    };
  }, [known, user.id]);

  if (isDriver || (checked?.userId === user.id && checked.isDriver)) return children;
  if (!known || storeSaysDriver) return <PrivatePageLoading />;
  return <Navigate to={paths.home} replace />;
}
