import type { ComponentType } from 'react';

import { preloadable } from './preloadable';

/** A page component loaded on demand: `load` resolves to the component itself. */
export const lazyPage = (load: () => Promise<ComponentType<object>>) =>
  preloadable<object>(() => load().then((Page) => ({ default: Page })));

export type LazyPage = ReturnType<typeof lazyPage>;

/**
 * Names a page by one segment of the path (`at` 1 for `/contact`, 2 for `/admin/users`); an empty
 * segment is the area's index. Undefined when no page of the area has that segment.
 */
export function pageAtSegment<Key extends string>(
  at: number,
  pageOfSegment: Readonly<Record<string, Key>>,
): (pathname: string) => Key | undefined {
  return (pathname) => {
    const segment = pathname.split('/')[at] ?? '';
    return Object.hasOwn(pageOfSegment, segment) ? pageOfSegment[segment] : undefined;
  };
}

/**
 * An area whose pages are each their own chunk: a page carries only its own code (a list page no
 * longer evaluates every form's zod schemas). The area's exposed module calls `preloadPageFor`
 * with the URL it is opened at, so the page's chunk is fetched with the module, not after it
 * renders. `pageKeyOf` names the page a path shows, or undefined when the area does not own it.
 */
export function pageChunks<Key extends string>(
  pages: Record<Key, LazyPage>,
  pageKeyOf: (pathname: string) => Key | undefined,
) {
  return {
    pages,
    /** Starts fetching the page a path shows (nothing for a path this area does not own). */
    preloadPageFor(pathname: string): void {
      const key = pageKeyOf(pathname);
      if (key) pages[key].preload().catch(() => undefined);
    },
    /** Tests: every page loaded, so they render without suspending. */
    preloadAllPages(): Promise<unknown> {
      return Promise.all(Object.values<LazyPage>(pages).map((page) => page.preload()));
    },
  };
}
