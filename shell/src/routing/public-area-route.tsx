import { findPublicRoute, type SiteRoute, useAuth } from '@bbt/shared';
import { headRevealedAt } from '@bbt/shared/early-access';
import { federationId } from '@bbt/shared/routes';
import { useLocation } from '@bbt/shared/router';
import { PagePlaceholder, PageSkeleton } from '@bbt/shared/ui/first-paint';

import { prerenderedPictureAt } from '../loading/prerendered-picture';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteSlot } from '../remotes/remote-slot';
import { useDocumentTitle } from './document-title';

/**
 * Whether a page's head may show while its remote loads: always on public pages; on a signed-in
 * page once the visitor is known to be allowed (the entry showed the head, or the auth store says
 * so), never before.
 */
function useHeadAllowed(route: SiteRoute, pathname: string): boolean {
  // One boolean from the store: on a public page it is always true, so auth changes (the session
  // read, the role checks) do not re-render the page under it.
  return useAuth(
    (state) =>
      !route.access ||
      headRevealedAt(pathname) ||
      (state.status === 'signed-in' && (route.access === 'signed-in' || state.isDriver)),
  );
}

/**
 * Every public path except `/` lands here: the route manifest names the owning remote, whose exposed
 * `./routes` renders the page with paths relative to `/`; a path nobody owns is the 404 page.
 */
export function PublicAreaRoute() {
  const { pathname } = useLocation();
  const route = findPublicRoute(pathname);
  useDocumentTitle(route?.title ?? null);
  if (!route) return <NotFoundPage />;
  return <RemotePage route={route} pathname={pathname} />;
}

function RemotePage({
  route,
  pathname,
}: {
  route: NonNullable<ReturnType<typeof findPublicRoute>>;
  pathname: string;
}) {
  const headAllowed = useHeadAllowed(route, pathname);
  return (
    <RemoteSlot
      key={route.owner.remote}
      id={federationId(route.owner)}
      loading={
        headAllowed ? (
          <PagePlaceholder pathname={pathname} picture={prerenderedPictureAt(pathname)} />
        ) : (
          <PageSkeleton />
        )
      }
      page
    />
  );
}
