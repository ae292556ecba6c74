import { paths } from '@bbt/shared';

import { AdminPage } from '../../components/admin-page';
import { Link } from '@bbt/shared/router';

export function AdminNotFoundPage() {
  return (
    <AdminPage title="Page not found" intro={<p>There is no admin page at this address.</p>}>
      <Link to={paths.admin}>Back to the admin dashboard</Link>
    </AdminPage>
  );
}
