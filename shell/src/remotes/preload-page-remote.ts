import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationId, pageModuleAt, type PageModule } from '@bbt/shared/routes';

import { ENTRY_PAGE_MODULES } from './entry-page-modules';
import type { RemotesManifest } from './registry';

export type ModuleLoader = (id: string) => Promise<unknown>;

/**
 * On a page a remote renders, its heading is the largest paint, and the remote's entry, exposed
 * chunk and shared chunks would be requested one after the other, after the shell's own chunks.
 * Loading the page's module as soon as the remotes are registered runs that chain alongside the
 * shell's start-up; RemoteSlot then finds it loaded (the runtime caches the container and chunks).
 * A failure here is left for RemoteSlot to meet and show.
 */
export function preloadPageRemote(
  manifest: RemotesManifest,
  pathname: string,
  load: ModuleLoader = loadRemote,
  modules: readonly PageModule[] = ENTRY_PAGE_MODULES,
): void {
  const page = pageModuleAt(modules, pathname);
  if (!page || !manifest[page.remote]) return;
  load(federationId(page)).catch(() => undefined);
}
