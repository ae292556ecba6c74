// The document title, description and indexing of each page, read from the route manifest: the
// shell sets them in the browser, its build writes them into the HTML.
import { serviceIdAt, serviceTitle } from '../services';
import { SITE } from '../site';
import { routeAt } from './route-lookup';
import { HOME_DESCRIPTION, HOME_TITLE, ROUTES, SERVICE_DESCRIPTIONS } from './route-manifest';

export interface PageMeta {
  /** The document title, already with the business name. */
  title: string;
  description: string;
  /** False for pages a search engine should not list (see `SiteRoute.indexable`). */
  indexable: boolean;
}

const withName = (title: string): string => `${title} | ${SITE.businessName}`;

/**
 * The title, description and indexing of the page at `pathname`. `fallbackTitle` is what the
 * caller knows, for a path no route names ('Page not found', 'Admin'); null means the home page.
 */
export function pageMetaFor(pathname: string, fallbackTitle: string | null): PageMeta {
  if (fallbackTitle === null) {
    return { title: HOME_TITLE, description: HOME_DESCRIPTION, indexable: true };
  }
  const serviceId = serviceIdAt(pathname);
  if (serviceId) {
    return {
      title: withName(serviceTitle(serviceId)),
      description: SERVICE_DESCRIPTIONS[serviceId] ?? HOME_DESCRIPTION,
      indexable: true,
    };
  }
  const route = routeAt(pathname);
  if (route && route !== ROUTES.home && route !== ROUTES.gig) {
    return {
      title: withName(route.title),
      description: route.description,
      indexable: route.indexable,
    };
  }
  return { title: withName(fallbackTitle), description: HOME_DESCRIPTION, indexable: false };
}
