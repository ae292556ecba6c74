// Lists the build derives from the route manifest: the sitemap's and robots.txt's paths, and the
// page modules the shell's entry receives as a constant. Only in `@bbt/shared/routes`, so the
// browser's shared bundle (not tree-shaken) does not carry them.
import { SERVICE_TITLES } from '../services';
import type { PageModule } from './page-modules';
import { isAdminPath, PUBLIC_ROUTES } from './route-lookup';
import { ADMIN_AREA, ROUTES, type SiteRoute } from './route-manifest';

/** The module each remote-rendered path loads: the admin area at any depth, then the public routes. */
export const PAGE_MODULES: readonly PageModule[] = [
  {
    path: ADMIN_AREA.prefix,
    remote: ADMIN_AREA.remote,
    module: ADMIN_AREA.module,
    area: true,
    signedIn: true,
  },
  ...PUBLIC_ROUTES.map(({ path, owner, access }) => ({
    path,
    remote: owner.remote,
    module: owner.module,
    ...(access ? { signedIn: true } : {}),
  })),
];

const sitemapPathsOf = (route: SiteRoute): string[] =>
  route === ROUTES.gig ? SERVICE_TITLES.map((service) => `/gig/${service.id}`) : [route.path];

/** The public pages listed in sitemap.xml, in order. */
export const SITEMAP_PATHS: readonly string[] = Object.values(ROUTES)
  .filter((route: SiteRoute) => route.inSitemap)
  .flatMap(sitemapPathsOf);

/** A pattern's fixed start ('/manage/:token' → '/manage/'): robots.txt matches by prefix. */
const robotsPath = (path: string): string => path.replace(/:.*$/, '');

/** The pages robots.txt keeps crawlers out of: the admin area, the signed-in and manage pages. */
export const DISALLOWED_PATHS: readonly string[] = [
  ADMIN_AREA.prefix,
  ...PUBLIC_ROUTES.filter((route) => !route.indexable && !isAdminPath(route.path)).map((route) =>
    robotsPath(route.path),
  ),
];
