import { paths, useAdminAccess } from '@bbt/shared';
import { hasStaffLevel, type StaffRole } from '@bbt/shared/domain';
import { PageSkeleton } from '@bbt/shared/ui/first-paint';
import type { ReactNode } from 'react';
import { Navigate } from '@bbt/shared/router';

export interface RequireRoleProps {
  /** The lowest role that may open the page. */
  minimum: StaffRole;
  children: ReactNode;
}

/**
 * A page's own minimum role: staff below it are sent to /admin, anybody who is not staff to /.
 * Nothing of the page renders before that is known. In the composed site the shell has already
 * checked staff access; running standalone, this is the only guard.
 */
export function RequireRole({ minimum, children }: RequireRoleProps) {
  const access = useAdminAccess();
  // Not even the page's title before the check says yes: no flash of admin content.
  if (access.state === 'checking') return <PageSkeleton status="Checking your access…" />;
  if (access.state === 'denied') return <Navigate to={paths.home} replace />;
  if (!hasStaffLevel(access.role, minimum)) return <Navigate to={paths.admin} replace />;
  return children;
}
