import { pageOwnerOf } from '../routing/route-table';
import type { RemotesManifest } from './registry';

/**
 * On a page a remote renders, its heading is the largest paint, and the remote entry would only be
 * requested after the shell's own chunks. Preloading it as soon as remotes.json arrives overlaps
 * the two. (The runtime's script tag has no crossorigin attribute, so it reuses this preload.)
 */
export function preloadPageRemote(
  manifest: RemotesManifest,
  pathname: string,
  doc: Document = document,
): void {
  const owner = pageOwnerOf(pathname);
  const entry = owner ? manifest[owner] : undefined;
  if (!entry) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = entry;
  doc.head.appendChild(link);
}
