import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  ADMIN_TITLE,
  HOME_DESCRIPTION,
  HOME_TITLE,
  isAdminPath,
  pageMetaFor,
  paths,
  ROUTES,
  SERVICE_TITLES,
  type ServiceId,
  SITE,
  type SiteRoute,
} from '@bbt/shared';
import { PAGE_MODULES } from '@bbt/shared/routes';
import type { Illustration } from '@bbt/shared/ui';
import { SERVICE_PICTURE_ALTS, SERVICE_PICTURE_SIZE } from '@bbt/shared/ui/first-paint';
import webpack, { type Compiler } from 'webpack';

import { createAppConfig } from '../tools/webpack/create-app-config';
import { SHARED_STYLESHEETS } from '../tools/webpack/shared-stylesheets';
import { svgDataUri } from '../tools/webpack/svg-data-uri';
import federation from './module-federation.config';
import {
  prerenderAdminPage,
  prerenderHome,
  prerenderPageAt,
  prerenderPublicPage,
  prerenderSignedInPage,
} from './src/prerender';
import { SIGNED_OUT_REDIRECT_SCRIPT } from './src/loading/signed-out-redirect';
import {
  DEFAULT_SITE_ORIGIN,
  jsonLdScriptContent,
  localBusinessJsonLd,
  robotsTxt,
  sitemapXml,
} from './src/seo/structured-data';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The public origin for absolute URLs in sitemap.xml and robots.txt (set per deployment). */
const siteOrigin = (process.env.SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, '');

/** The header, footer and home placeholder styles, inlined after the global stylesheet. */
const chromeCss = readFileSync(path.join(here, 'src/layout/site-chrome.css'), 'utf8');

/** The signed-out redirect as the head of a signed-in page's document carries it. */
const SIGNED_OUT_REDIRECT_TAG = `<script>${SIGNED_OUT_REDIRECT_SCRIPT}</script>`;

const meta = (
  robots: 'index, follow' | 'noindex',
  title = HOME_TITLE,
  description = HOME_DESCRIPTION,
) => ({
  title,
  description,
  robots,
  siteName: SITE.businessName,
  phone: SITE.phoneDisplay,
});

/** A service's picture as the data URI its remote renders too (tools/webpack/svg-data-uri.ts). */
function inlinePicture(id: ServiceId): Illustration {
  const svg = readFileSync(
    path.join(here, `../shared/assets/illustrations/service-${id}.svg`),
    'utf8',
  );
  return { src: svgDataUri(svg), ...SERVICE_PICTURE_SIZE, alt: SERVICE_PICTURE_ALTS[id] };
}

/**
 * A page's own document: `pages/<path>.html`, or for a pattern (`/manage/:token`) the file of its
 * fixed part with `_` for the parameter (`pages/manage/_.html`); the static host serves it for
 * every path the pattern matches (tools/serve/shell-document.ts).
 */
const pageDocumentOf = (pathname: string): string =>
  `pages${pathname.replace(/:[^/]+/g, '_')}.html`;

/** A page's first paint: staff and signed-in pages keep their head in a template until access is known. */
function firstPaintOf(route: SiteRoute | undefined, pathname: string, picture?: Illustration) {
  if (isAdminPath(pathname)) return prerenderAdminPage(pathname);
  if (route?.access) return prerenderSignedInPage(pathname);
  return prerenderPageAt(pathname, picture);
}

/**
 * `pages/<path>.html` for every page whose head is known without data (a head in ROUTES, the eight gig
 * pages): its own title, description and robots, and its head in the first paint. A signed-in or
 * admin page's head waits in a template for the access check (nothing of it shows before). The
 * static host serves the file for exactly that path (or the paths its pattern matches).
 */
function prerenderedPages() {
  const pages: { pathname: string; route?: SiteRoute; picture?: Illustration }[] = [
    ...Object.values(ROUTES)
      .filter((route: SiteRoute) => route.head)
      .map((route: SiteRoute) => ({ pathname: route.path, route })),
    ...SERVICE_TITLES.map(({ id }) => ({ pathname: `/gig/${id}`, picture: inlinePicture(id) })),
  ];
  return pages.map(({ pathname, route, picture }) => {
    const admin = isAdminPath(pathname);
    const pageMeta = pageMetaFor(pathname, admin ? ADMIN_TITLE : '');
    return {
      filename: pageDocumentOf(pathname),
      parameters: {
        prerendered: firstPaintOf(route, pathname, picture),
        signedOutRedirect: admin || route?.access ? SIGNED_OUT_REDIRECT_TAG : '',
        chromeCss,
        meta: meta(
          pageMeta.indexable ? 'index, follow' : 'noindex',
          pageMeta.title,
          pageMeta.description,
        ),
        jsonLd: '',
      },
    };
  });
}

/** Emits sitemap.xml and robots.txt next to index.html. */
class CrawlerFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CrawlerFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CrawlerFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'sitemap.xml',
            new webpack.sources.RawSource(sitemapXml(siteOrigin)),
          );
          compilation.emitAsset('robots.txt', new webpack.sources.RawSource(robotsTxt(siteOrigin)));
        },
      );
    });
  }
}

/**
 * Fails the build when a signed-in page's document does not carry the signed-out redirect byte for
 * byte: the Content-Security-Policy allows that script by its hash, so a minifier that rewrote it
 * would leave the page with a blocked script and signed-out visitors waiting for the app.
 */
class SignedOutRedirectCheck {
  constructor(private readonly documents: readonly string[]) {}

  apply(compiler: Compiler): void {
    const expected = SIGNED_OUT_REDIRECT_TAG;
    compiler.hooks.thisCompilation.tap('SignedOutRedirectCheck', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SignedOutRedirectCheck', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const file of this.documents) {
            const html = compilation.getAsset(file)?.source.source().toString() ?? '';
            if (html.includes(expected)) continue;
            compilation.errors.push(
              new webpack.WebpackError(
                `${file}: the signed-out redirect is not SIGNED_OUT_REDIRECT_SCRIPT as written ` +
                  '(shell/src/loading/signed-out-redirect.ts); write it as the HTML minifier leaves it.',
              ),
            );
          }
        },
      );
    });
  }
}

export default (mode: 'production' | 'development') => {
  const config = createAppConfig({
    project: 'shell',
    federation,
    mode,
    inlineCss: SHARED_STYLESHEETS,
    template: path.join(here, 'src/index.html'),
    htmlPages: [
      // `/`: header and hero are in the HTML itself, so they paint before any script runs.
      {
        filename: 'index.html',
        parameters: {
          signedOutRedirect: '',
          prerendered: prerenderHome(inlinePicture),
          chromeCss,
          meta: meta('index, follow'),
          jsonLd: jsonLdScriptContent(localBusinessJsonLd(siteOrigin)),
        },
      },
      // Every other public path, and the admin area: their chrome paints before any script runs.
      {
        filename: 'app.html',
        parameters: {
          signedOutRedirect: '',
          prerendered: prerenderPublicPage(),
          chromeCss,
          meta: meta('index, follow'),
          jsonLd: '',
        },
      },
      {
        filename: 'admin.html',
        parameters: {
          signedOutRedirect: SIGNED_OUT_REDIRECT_TAG,
          prerendered: prerenderAdminPage(),
          chromeCss,
          meta: meta('noindex', pageMetaFor(paths.admin, ADMIN_TITLE).title),
          jsonLd: '',
        },
      },
      ...prerenderedPages(),
    ],
  });
  // The entry reads which remote renders a path from this constant (src/remotes/entry-page-modules.ts).
  const pageModules = new webpack.DefinePlugin({ __PAGE_MODULES__: JSON.stringify(PAGE_MODULES) });
  const signedInDocuments = [
    'admin.html',
    ...prerenderedPages()
      .filter((page) => page.parameters.signedOutRedirect)
      .map((page) => page.filename),
  ];
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      new CrawlerFilesPlugin(),
      pageModules,
      new SignedOutRedirectCheck(signedInDocuments),
    ],
  };
};
