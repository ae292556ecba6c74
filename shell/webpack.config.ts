import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PAGE_HEADS, SITE } from '@bbt/shared';
import webpack, { type Compiler } from 'webpack';

import { createAppConfig } from '../tools/webpack/create-app-config';
import federation from './module-federation.config';
import {
  prerenderAdminPage,
  prerenderHome,
  prerenderPageAt,
  prerenderPublicPage,
} from './src/prerender';
import { HOME_DESCRIPTION, HOME_TITLE, pageMetaFor } from './src/routing/page-meta';
import { isAdminPath } from './src/routing/route-table';
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

/**
 * `pages/<path>.html` for every page whose head is known without data: its own title, description
 * and robots, and its head in the first paint. The static host serves it for exactly that path.
 */
function prerenderedPages() {
  return Object.values(PAGE_HEADS).map(({ path: pathname }) => {
    const pageMeta = pageMetaFor(pathname, isAdminPath(pathname) ? 'Admin' : '');
    return {
      filename: `pages${pathname}.html`,
      parameters: {
        prerendered: prerenderPageAt(pathname),
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

export default (mode: 'production' | 'development') => {
  const config = createAppConfig({
    project: 'shell',
    federation,
    mode,
    inlineCss: path.join(here, '../shared/styles/global.css'),
    template: path.join(here, 'src/index.html'),
    htmlPages: [
      // `/`: header and hero are in the HTML itself, so they paint before any script runs.
      {
        filename: 'index.html',
        parameters: {
          prerendered: prerenderHome(),
          chromeCss,
          meta: meta('index, follow'),
          jsonLd: jsonLdScriptContent(localBusinessJsonLd(siteOrigin)),
        },
      },
      // Every other public path, and the admin area: their chrome paints before any script runs.
      {
        filename: 'app.html',
        parameters: {
          prerendered: prerenderPublicPage(),
          chromeCss,
          meta: meta('index, follow'),
          jsonLd: '',
        },
      },
      {
        filename: 'admin.html',
        parameters: {
          prerendered: prerenderAdminPage(),
          chromeCss,
          meta: meta('noindex'),
          jsonLd: '',
        },
      },
      ...prerenderedPages(),
    ],
  });
  return { ...config, plugins: [...(config.plugins ?? []), new CrawlerFilesPlugin()] };
};
