// Build time only (imported by webpack.config.ts under Node): the first paint of each kind of page
// as static HTML, rendered from the same components React renders in the browser, so the two
// cannot drift apart and the browser paints before any script has run.
import { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Illustration } from '@bbt/shared/ui';
import { routeAt } from '@bbt/shared';
import {
  HomeSectionsFirstPaint,
  PagePlaceholder,
  PageSkeleton,
  type ServicePictureOf,
} from '@bbt/shared/ui/first-paint';
import { StaticRouter } from 'react-router';

import { AdminHeader } from './layout/admin-header';
import { CHECKING_ACCESS } from './layout/admin-layout';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { PRIVATE_PAGE_TEMPLATE_ID } from './loading/reveal-private-page';
import { PRERENDERED_SECTIONS_ID } from './loading/prerendered-sections';
import { CalculatorPlaceholder, HomeLayout } from './pages/home-page';

const SkipLink = () => (
  <a className="skip-link" href="#main-content">
    Skip to content
  </a>
);

function publicPage(location: string, main: ReactNode, hidden: ReactNode = null): string {
  return renderToStaticMarkup(
    <StaticRouter location={location}>
      <SkipLink />
      <SiteHeader onOpenAuth={() => undefined} />
      <main id="main-content" className="app-main" tabIndex={-1}>
        {main}
      </main>
      <SiteFooter />
      {hidden}
    </StaticRouter>,
  );
}

/**
 * A signed-in page's head, in an inert template: the entry shows it only once the visitor is
 * found to be allowed to open the page (reveal-private-page.ts). `access` is the route's rule.
 */
function privateHead(pathname: string, access: string): ReactNode {
  return (
    <template id={PRIVATE_PAGE_TEMPLATE_ID} data-access={access}>
      <PagePlaceholder pathname={pathname} />
    </template>
  );
}

/**
 * `/`: header, hero, the calculator's loading state, every section (services to contact) with its
 * text, links and form fields, footer. The shell shows these very sections until mfe-marketing's
 * arrive (PrerenderedSections).
 */
export function prerenderHome(pictureOf: ServicePictureOf): string {
  const sections = (
    <div id={PRERENDERED_SECTIONS_ID}>
      <HomeSectionsFirstPaint pictureOf={pictureOf} />
    </div>
  );
  return publicPage('/', <HomeLayout calculator={<CalculatorPlaceholder />} sections={sections} />);
}

/** Any other public path: the chrome around a loading page, until its remote renders it. */
export function prerenderPublicPage(location = '/contact'): string {
  return publicPage(location, <PageSkeleton />);
}

/**
 * The admin area's chrome: the admin header's brand only (no navigation until access is known) over
 * a skeleton. With `pathname`, the page's head rides along in an inert template, shown only once the
 * stored session is found to belong to staff who may open the page (reveal-private-page.ts).
 */
export function prerenderAdminPage(pathname: string | null = null): string {
  const route = pathname ? routeAt(pathname) : null;
  return renderToStaticMarkup(
    <StaticRouter location={pathname ?? '/admin'}>
      <SkipLink />
      <AdminHeader />
      <main id="main-content" className="app-main app-main--admin" tabIndex={-1}>
        <PageSkeleton status={CHECKING_ACCESS} />
      </main>
      {pathname && route?.head && route.minRole && privateHead(pathname, route.minRole)}
    </StaticRouter>,
  );
}

/**
 * A signed-in page outside the admin area (the customer's pages, the driver's): the public chrome
 * over a skeleton, its head in the template the entry reveals to whoever may open the page.
 */
export function prerenderSignedInPage(pathname: string): string {
  const route = routeAt(pathname);
  if (!route?.head || !route.access)
    throw new Error(`${pathname} is not a signed-in page with a head`);
  return publicPage(pathname, <PageSkeleton />, privateHead(pathname, route.access));
}

/**
 * One public page whose head is known without data (its head in `ROUTES`, or a gig page with its inlined picture):
 * its chrome and its head over a loading body, exactly what the shell renders while the page's
 * remote loads.
 */
export function prerenderPageAt(pathname: string, picture: Illustration | null = null): string {
  const main = <PagePlaceholder pathname={pathname} picture={picture} />;
  return publicPage(pathname, main);
}
