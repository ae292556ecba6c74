import { paths, useAdminAccess, useAuth } from '@bbt/shared';
import { hasStaffLevel, type StaffRole } from '@bbt/shared/domain';
import { PageSkeleton } from '@bbt/shared/ui/first-paint';
import { createContext, type ReactNode, useContext } from 'react';
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
  return <GrantedRole.Provider value={access.role}>{children}</GrantedRole.Provider>;
}

/** The role RequireRole let the page in with; undefined outside a RequireRole. */
const GrantedRole = createContext<StaffRole | null | undefined>(undefined);

/**
 * The staff role of the page's visitor, for what a page offers by role (Delete, Resend, Users). It
 * re-renders the page only when the role changes: useAdminAccess there would re-render the whole
 * page, synchronously, on every auth store update of a visit (session restored, role read). Outside
 * a RequireRole (a page rendered alone), the auth store's role.
 */
export function useStaffRole(): StaffRole | null {
  const granted = useContext(GrantedRole);
  const storeRole = useAuth((state) => state.adminRole);
  return granted === undefined ? storeRole : granted;
}
