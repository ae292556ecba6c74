import type { RuntimeConfig } from '@bbt/shared';

import { parseRemotesManifest, type RemotesManifest } from './registry';

export interface RuntimeFiles {
  remotes: RemotesManifest;
  env: Partial<RuntimeConfig>;
}

async function fetchJson(url: string): Promise<unknown> {
  try {
    // no-cache: a remote is re-pointed (deployed or rolled back) by editing remotes.json alone.
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch (error) {
    console.error(`[shell] ${url} unavailable`, error);
    return null;
  }
}

/** remotes.json and env.json sit next to index.html and are fetched in parallel. */
export async function loadRuntimeFiles(): Promise<RuntimeFiles> {
  const [remotes, env] = await Promise.all([fetchJson('/remotes.json'), fetchJson('/env.json')]);
  return {
    remotes: parseRemotesManifest(remotes),
    env: env && typeof env === 'object' ? (env as Partial<RuntimeConfig>) : {},
  };
}
