import type { RuntimeConfig } from '@bbt/shared';

import { parseRemotesManifest, type RemotesManifest } from './registry';

export interface RuntimeFiles {
  remotes: RemotesManifest;
  env: Partial<RuntimeConfig>;
}

/** The deployment's one runtime file, next to index.html: `{ "env": {...}, "remotes": {...} }`. */
export const RUNTIME_FILE = '/runtime.json';

async function fetchJson(url: string): Promise<unknown> {
  try {
    // no-cache: a remote is re-pointed (deployed or rolled back) by editing runtime.json alone.
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch (error) {
    console.error(`[shell] ${url} unavailable`, error);
    return null;
  }
}

const objectOrEmpty = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * One request rather than two on the critical path: the environment (Supabase URL and key, Maps
 * key...) and the remotes manifest (container name -> remoteEntry.js URL) in a single file.
 */
export async function loadRuntimeFiles(): Promise<RuntimeFiles> {
  const file = objectOrEmpty(await fetchJson(RUNTIME_FILE));
  return {
    remotes: parseRemotesManifest(file.remotes),
    env: objectOrEmpty(file.env) as Partial<RuntimeConfig>,
  };
}
