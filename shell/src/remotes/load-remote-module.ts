import type { RemoteModuleId, RemoteModules } from '@bbt/shared';

/**
 * Module Federation gives up on a remote's entry script only after 20 s, and never on a chunk that
 * hangs. This is the longest wait for the remote's next file, not for the whole module (see
 * loadRemoteModule).
 */
export const DEFAULT_REMOTE_TIMEOUT_MS = 8000;

export type RemoteLoadFailure = 'timeout' | 'failed' | 'empty';

export class RemoteLoadError extends Error {
  constructor(
    readonly moduleId: RemoteModuleId,
    readonly failure: RemoteLoadFailure,
    options?: { cause?: unknown },
  ) {
    super(`Remote module ${moduleId} could not be loaded (${failure})`, options);
    this.name = 'RemoteLoadError';
  }
}

export type ModuleLoader = (id: string) => Promise<unknown>;

/** Calls `onProgress` each time one of the remote's files arrives; returns the unsubscribe. */
export type ProgressWatcher = (onProgress: () => void) => () => void;

export interface LoadRemoteOptions {
  load: ModuleLoader;
  timeoutMs?: number;
  watchProgress?: ProgressWatcher;
}

/**
 * Loads one exposed module with a timeout. `loadRemote` resolves to null when an error hook
 * swallowed the failure, so null is a failure too; every failure becomes a RemoteLoadError.
 *
 * The timeout counts time without progress, not the whole load: each file of the remote that
 * arrives (entry, chunk, style sheet) starts it again. A remote on a slow network that delivers a
 * file every few seconds is waited for until its page renders; one that stops answering gets its
 * fallback `timeoutMs` after its last file (or after the start, if nothing ever came).
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
  { load, timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS, watchProgress }: LoadRemoteOptions,
): Promise<RemoteModules[Id]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching = (): void => undefined;
  const timeout = new Promise<never>((_, reject) => {
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => reject(new RemoteLoadError(id, 'timeout')), timeoutMs);
    };
    restart();
    if (watchProgress) stopWatching = watchProgress(restart);
  });
  try {
    const loaded = await Promise.race([
      load(id).catch((cause: unknown) => {
        throw new RemoteLoadError(id, 'failed', { cause });
      }),
      timeout,
    ]);
    if (loaded === null || loaded === undefined) throw new RemoteLoadError(id, 'empty');
    return loaded as RemoteModules[Id];
  } finally {
    stopWatching();
    clearTimeout(timer);
  }
}
