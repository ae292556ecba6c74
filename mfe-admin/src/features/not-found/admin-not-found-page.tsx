import { paths } from '@bbt/shared';
import { PageFrame } from '@bbt/shared/ui';
import { Link } from 'react-router-dom';

export function AdminNotFoundPage() {
  return (
    <PageFrame title="Page not found" intro={<p>There is no admin page at this address.</p>}>
      <Link to={paths.admin}>Back to the admin dashboard</Link>
    </PageFrame>
  );
}
