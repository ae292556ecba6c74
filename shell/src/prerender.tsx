// Build time only (imported by webpack.config.ts under Node): the first paint of `/` as static HTML,
// rendered from the same components React renders in the browser, so the two cannot drift apart.
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { PrerenderedHome } from './pages/home-page';

export function prerenderHome(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <SiteHeader onOpenAuth={() => undefined} />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <PrerenderedHome />
      </main>
      <SiteFooter />
    </StaticRouter>,
  );
}
