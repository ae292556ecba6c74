import { paths, useAdminAccess } from '@bbt/shared';
import { Navigate, useLocation } from '@bbt/shared/router';
import { PagePlaceholder, PageSkeleton } from '@bbt/shared/ui/first-paint';

import { AdminHeader } from './admin-header';
import { RemoteSlot } from '../remotes/remote-slot';
import { useDocumentTitle } from '../routing/document-title';

/**
 * Admin paths: the admin header and no footer (SPEC section 2). Guarded: anybody who is not active
 * staff is sent home, and the header shows no admin navigation until access is known. The area's
 * code loads while access is checked (in parallel, not after); mfe-admin itself renders nothing of
 * a page before the same check says yes, and applies each page's minimum role. The database
 * enforces every permission regardless. The page's head shows only once access is granted (no flash
 * of admin content for anybody else), so admin pages have no prerendered head in their HTML.
 */
export function AdminLayout() {
  useDocumentTitle('Admin');
  const access = useAdminAccess();
  const { pathname } = useLocation();
  if (access.state === 'denied') return <Navigate to={paths.home} replace />;
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AdminHeader role={access.role} />
      <main id="main-content" className="app-main app-main--admin" tabIndex={-1}>
        <RemoteSlot
          id="mfe_admin/routes"
          loading={
            access.state === 'granted' ? <PagePlaceholder pathname={pathname} /> : <PageSkeleton />
          }
          page
        />
      </main>
    </>
  );
}
