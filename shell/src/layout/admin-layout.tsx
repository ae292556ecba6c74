import { paths, useAdminAccess } from '@bbt/shared';
import { Navigate } from 'react-router-dom';

import { AdminHeader } from './admin-header';
import { PageSkeleton } from './page-skeleton';
import { RemoteSlot } from '../remotes/remote-slot';
import { useDocumentTitle } from '../routing/document-title';

/**
 * Admin paths: the admin header and no footer (SPEC section 2). Guarded: nobody but active staff
 * sees anything of the area (not signed in or not staff: sent home), and nothing of it renders
 * while that is being checked. Each page's own minimum role is checked by mfe-admin; the database
 * enforces every permission regardless.
 */
export function AdminLayout() {
  useDocumentTitle('Admin');
  const access = useAdminAccess();
  if (access.state === 'denied') return <Navigate to={paths.home} replace />;
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AdminHeader role={access.role} />
      <main id="main-content" className="app-main app-main--admin" tabIndex={-1}>
        {access.state === 'granted' ? (
          <RemoteSlot id="mfe_admin/routes" loading={<PageSkeleton />} page />
        ) : (
          <PageSkeleton />
        )}
      </main>
    </>
  );
}
