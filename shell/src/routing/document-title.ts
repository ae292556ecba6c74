import { useEffect } from 'react';
import { useLocation } from '@bbt/shared/router';

import { type PageMeta, pageMetaFor } from '@bbt/shared';

/**
 * Sets the document's title, description, Open Graph tags, canonical URL and robots rule for the
 * current path. `title` is the caller's fallback (null: the home page); gig pages get their
 * service's own title and description.
 */
export function useDocumentTitle(title: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    applyPageMeta(pageMetaFor(pathname, title), `${window.location.origin}${pathname}`);
  }, [pathname, title]);
}

export function applyPageMeta(meta: PageMeta, url: string): void {
  document.title = meta.title;
  setMeta('name', 'description', meta.description);
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', url);
  setMeta('name', 'robots', meta.indexable ? 'index, follow' : 'noindex');
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}
