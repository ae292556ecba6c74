import { PageSkeleton } from './page-skeleton';
import { AdminHeader } from './admin-header';
import { RemoteSlot } from '../remotes/remote-slot';
import { useDocumentTitle } from '../routing/document-title';

/** Admin paths: the admin header and no footer (SPEC section 2). */
export function AdminLayout() {
  useDocumentTitle('Admin');
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AdminHeader />
      <main id="main-content" className="app-main app-main--admin" tabIndex={-1}>
        <RemoteSlot id="mfe_admin/routes" loading={<PageSkeleton />} page />
      </main>
    </>
  );
}
