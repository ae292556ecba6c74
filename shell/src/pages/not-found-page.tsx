import { paths } from '@bbt/shared';
import { Link } from '@bbt/shared/router';

import { useDocumentTitle } from '../routing/document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container not-found">
      <p className="not-found__code">Error 404</p>
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <p className="not-found__actions">
        <Link className="btn btn--primary" to={paths.home}>
          Back to home
        </Link>
        <Link className="btn btn--secondary" to={paths.contact}>
          Contact us
        </Link>
      </p>
    </div>
  );
}
