// Lookups in the route manifest, for the router, the prerender and the shell's entry (no React, no
// shared-module imports: the entry reads them before the share scope exists).
import type { RemoteName } from '../../contracts/remotes';
import type { StaffRole } from '../../domain/staff-roles';
import { matchesPathPattern } from './path-pattern';
import { ADMIN_AREA, type PageHead, ROUTES, type SiteRoute } from './route-manifest';

const ALL_ROUTES: readonly SiteRoute[] = Object.values(ROUTES);

export const isAdminPath = (pathname: string): boolean =>
  pathname === ADMIN_AREA.prefix || pathname.startsWith(`${ADMIN_AREA.prefix}/`);

/** The routes a remote renders outside the admin area, each with its owner. */
export const PUBLIC_ROUTES = ALL_ROUTES.filter(
  (route): route is SiteRoute & { owner: NonNullable<SiteRoute['owner']> } =>
    route.owner !== null && !isAdminPath(route.path),
);

/** The admin area's pages, in the order of its navigation. */
export const ADMIN_ROUTES = ALL_ROUTES.filter(
  (route): route is SiteRoute & { minRole: StaffRole; navLabel: string } => isAdminPath(route.path),
);

const withoutTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The route at `pathname` (a trailing slash ignored), or null for a path no route names. */
export function routeAt(pathname: string): SiteRoute | null {
  const path = withoutTrailingSlash(pathname);
  return ALL_ROUTES.find((route) => matchesPathPattern(route.path, path)) ?? null;
}

/** The public route a remote renders at `pathname` (null: home, the admin area, a 404). */
export function findPublicRoute(pathname: string) {
  return PUBLIC_ROUTES.find((route) => matchesPathPattern(route.path, pathname)) ?? null;
}

/** The remote that renders the page at this path, or null (home, 404). */
export function pageOwnerOf(pathname: string): RemoteName | null {
  if (isAdminPath(pathname)) return ADMIN_AREA.remote;
  return findPublicRoute(pathname)?.owner.remote ?? null;
}

/** The head of the page at `pathname`, or null for pages whose head depends on data. */
export function pageHeadAt(pathname: string): PageHead | null {
  return routeAt(pathname)?.head ?? null;
}
