// Build time only (imported by webpack.config.ts under Node): the first paint of each kind of page
// as static HTML, rendered from the same components React renders in the browser, so the two
// cannot drift apart and the browser paints before any script has run.
import { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import { AdminHeader } from './layout/admin-header';
import { PageSkeleton } from './layout/page-skeleton';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { PrerenderedHome } from './pages/home-page';

const SkipLink = () => (
  <a className="skip-link" href="#main-content">
    Skip to content
  </a>
);

function publicPage(location: string, main: ReactNode): string {
  return renderToStaticMarkup(
    <StaticRouter location={location}>
      <SkipLink />
      <SiteHeader onOpenAuth={() => undefined} />
      <main id="main-content" className="app-main" tabIndex={-1}>
        {main}
      </main>
      <SiteFooter />
    </StaticRouter>,
  );
}

/** `/`: header, hero, the two remote slots in their loading state, footer. */
export function prerenderHome(): string {
  return publicPage('/', <PrerenderedHome />);
}

/** Every other public page: the chrome around a loading page, until its remote renders it. */
export function prerenderPublicPage(): string {
  return publicPage('/contact', <PageSkeleton />);
}

/** Admin pages: the admin header's brand only (no admin navigation until access is checked). */
export function prerenderAdminPage(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/admin">
      <SkipLink />
      <AdminHeader />
      <main id="main-content" className="app-main app-main--admin" tabIndex={-1}>
        <PageSkeleton />
      </main>
    </StaticRouter>,
  );
}
