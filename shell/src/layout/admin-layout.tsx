import {
  ADMIN_AREA,
  ADMIN_TITLE,
  hasStaffLevel,
  paths,
  routeAt,
  useAdminAccess,
} from '@bbt/shared';
import { federationId } from '@bbt/shared/routes';
import { Navigate, useLocation } from '@bbt/shared/router';
import { PagePlaceholder, PageSkeleton } from '@bbt/shared/ui/first-paint';

import { AdminHeader } from './admin-header';
import { RemoteSlot } from '../remotes/remote-slot';
import { useDocumentTitle } from '../routing/document-title';

/** What the admin area's loading body says until access is known. */
export const CHECKING_ACCESS = 'Checking your access…';

/**
 * Admin paths: the admin header and no footer. Guarded: anybody who is not active
 * staff is sent home, and the header shows no admin navigation until access is known. The area's
 * code loads while access is checked (in parallel, not after); mfe-admin itself renders nothing of
 * a page before the same check says yes, and applies each page's minimum role. The database
 * enforces every permission regardless. The page's head shows only once access to that page is
 * granted (no flash of admin content for anybody else): the page's HTML keeps it in an inert
 * template until the same check, made earlier by the entry (reveal-staff-page.ts), says yes.
 */
export function AdminLayout() {
  useDocumentTitle(ADMIN_TITLE);
  const access = useAdminAccess();
  const { pathname } = useLocation();
  const minimum = routeAt(pathname)?.minRole ?? ADMIN_AREA.minRole;
  const mayOpen = access.state === 'granted' && hasStaffLevel(access.role, minimum);
  if (access.state === 'denied') return <Navigate to={paths.home} replace />;
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AdminHeader role={access.role} />
      <main id="main-content" className="app-main app-main--admin" tabIndex={-1}>
        <RemoteSlot
          id={federationId(ADMIN_AREA)}
          loading={
            mayOpen ? (
              <PagePlaceholder pathname={pathname} />
            ) : (
              <PageSkeleton status={CHECKING_ACCESS} />
            )
          }
          page
        />
      </main>
    </>
  );
}
