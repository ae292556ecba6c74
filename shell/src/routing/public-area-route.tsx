import { findPublicRoute } from '@bbt/shared';
import { federationId } from '@bbt/shared/routes';
import { useLocation } from '@bbt/shared/router';
import { PagePlaceholder } from '@bbt/shared/ui/first-paint';

import { prerenderedPictureAt } from '../loading/prerendered-picture';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteSlot } from '../remotes/remote-slot';
import { useDocumentTitle } from './document-title';

/**
 * Every public path except `/` lands here: the route manifest names the owning remote, whose exposed
 * `./routes` renders the page with paths relative to `/`; a path nobody owns is the 404 page.
 */
export function PublicAreaRoute() {
  const { pathname } = useLocation();
  const route = findPublicRoute(pathname);
  useDocumentTitle(route?.title ?? null);
  if (!route) return <NotFoundPage />;
  return (
    <RemoteSlot
      key={route.owner.remote}
      id={federationId(route.owner)}
      loading={<PagePlaceholder pathname={pathname} picture={prerenderedPictureAt(pathname)} />}
      page
    />
  );
}
