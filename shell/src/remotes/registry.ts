// Runs in main.ts, before the share scope exists: only type imports from @bbt/shared here.
import type { RemoteName } from '@bbt/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Container name -> remoteEntry.js URL, read at runtime from remotes.json next to index.html. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

let registered: RemotesManifest = {};

const MANIFEST_KEY = /^mfe_[a-z]+$/;

function isRemoteName(name: string): name is RemoteName {
  return MANIFEST_KEY.test(name);
}

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [RemoteName, string] =>
        isRemoteName(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

export function registerRemoteManifest(manifest: RemotesManifest): void {
  registered = manifest;
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
}

/**
 * Registers one remote again with `force`, which drops the runtime's cached (failed) container,
 * so that Retry really fetches the remote entry again instead of replaying the old failure.
 */
export function reRegisterRemote(name: RemoteName): void {
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** The origin a remote's files come from (its entry's), or undefined when it is not registered. */
export function remoteOrigin(name: RemoteName): string | undefined {
  const entry = registered[name];
  if (!entry) return undefined;
  try {
    return new URL(entry, window.location.href).origin;
  } catch {
    return undefined;
  }
}
