import { PageFrame } from '@bbt/shared/ui';
import { paths } from '@bbt/shared';

import { Link } from '@bbt/shared/router';

export function AdminNotFoundPage() {
  return (
    <PageFrame wide title="Page not found" intro={<p>There is no admin page at this address.</p>}>
      <Link to={paths.admin}>Back to the admin dashboard</Link>
    </PageFrame>
  );
}
