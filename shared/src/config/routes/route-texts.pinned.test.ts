import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DISALLOWED_PATHS, SITEMAP_PATHS } from './build-lists';
import { pageMetaFor } from './route-meta';
import { isAdminPath, pageHeadAt, pageOwnerOf, routeAt } from './route-lookup';
import { ADMIN_TITLE } from './route-manifest';

/**
 * Every page's document title, description, indexing, owner and head, and the sitemap and robots
 * lists, as they were when the route manifest replaced three separate tables: a change of any text
 * shows here. When a text changes on purpose, change it in the pinned file too.
 */
const pinned = JSON.parse(
  readFileSync(path.join(__dirname, 'route-texts.pinned.json'), 'utf8'),
) as {
  meta: Record<string, unknown>;
  heads: Record<string, unknown>;
  sitemapPaths: string[];
  disallowedPaths: string[];
};

const PATHS = Object.keys(pinned.meta);

/** What the shell passes as the fallback title: null at home, 'Admin' in the admin area. */
function fallbackTitle(pathname: string): string | null {
  if (pathname === '/') return null;
  if (isAdminPath(pathname)) return ADMIN_TITLE;
  return routeAt(pathname)?.title ?? 'Page not found';
}

describe('the route manifest keeps every text of the site', () => {
  it.each(PATHS)('%s: title, description, indexing and owner', (pathname) => {
    expect({
      owner: pageOwnerOf(pathname),
      ...pageMetaFor(pathname, fallbackTitle(pathname)),
    }).toEqual(pinned.meta[pathname]);
  });

  it.each(PATHS)('%s: head, who may open it and minimum role', (pathname) => {
    const head = pageHeadAt(pathname);
    expect(
      head && {
        title: head.title,
        intro: head.intro ?? null,
        note: head.note ?? null,
        wide: head.wide ?? false,
        back: head.back ?? null,
        access: routeAt(pathname)?.access ?? null,
        minRole: routeAt(pathname)?.minRole ?? null,
      },
    ).toEqual(pinned.heads[pathname]);
  });

  it('lists the same pages in the sitemap and robots.txt, in the same order', () => {
    expect(SITEMAP_PATHS).toEqual(pinned.sitemapPaths);
    expect(DISALLOWED_PATHS).toEqual(pinned.disallowedPaths);
  });
});
