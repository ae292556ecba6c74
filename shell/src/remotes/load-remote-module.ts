import type { RemoteModuleId, RemoteModules } from '@bbt/shared';

/** Module Federation has no loading timeout of its own: a hanging remote would spin forever. */
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

export interface LoadRemoteOptions {
  load: ModuleLoader;
  timeoutMs?: number;
}

/**
 * Loads one exposed module with a timeout. `loadRemote` resolves to null when an error hook
 * swallowed the failure, so null is a failure too; every failure becomes a RemoteLoadError.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
  { load, timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS }: LoadRemoteOptions,
): Promise<RemoteModules[Id]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(id, 'timeout')), timeoutMs);
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
    clearTimeout(timer);
  }
}
