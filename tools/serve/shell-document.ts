import { existsSync } from 'node:fs';
import path from 'node:path';

/** Paths that may name a prerendered page: lower-case segments, nothing that climbs out of `pages/`. */
const PAGE_PATH = /^(\/[a-z0-9-]+)+$/;

/**
 * The shell's static host rule, given the build output folder: the page's own prerendered document
 * (`pages/<path>.html`, its head in the first paint) when the build wrote one, or the one of the
 * pattern whose last segment is a parameter (`/manage/<token>` → `pages/manage/_.html`), else the
 * document for that kind of page (`index.html` for `/`, `admin.html` for the admin area, `app.html`).
 */
export function shellDocuments(root: string): (pathname: string) => string {
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (trimmed === '/') return 'index.html';
    const page = `pages${trimmed}.html`;
    if (PAGE_PATH.test(trimmed) && existsSync(path.join(root, page))) return page;
    // The last segment (a token, any case) only selects the pattern; it never names a file.
    const parent = trimmed.slice(0, trimmed.lastIndexOf('/'));
    const pattern = `pages${parent}/_.html`;
    if (PAGE_PATH.test(parent) && existsSync(path.join(root, pattern))) return pattern;
    if (trimmed === '/admin' || trimmed.startsWith('/admin/')) return 'admin.html';
    return 'app.html';
  };
}
