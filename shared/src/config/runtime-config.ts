import { DEFAULT_SUPPORT_EMAIL } from './site';

/**
 * Settings chosen at deploy time, never baked into a build: each app fetches `/env.json` next to its
 * index.html (the shell does it once for the whole page and the remotes read it from here).
 */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  supportEmail: string;
  googleMapsApiKey: string | null;
}

const DEFAULTS: RuntimeConfig = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: '',
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  googleMapsApiKey: null,
};

let current: RuntimeConfig = DEFAULTS;

export function setRuntimeConfig(partial: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...DEFAULTS, ...stripUndefined(partial) };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Reads `/env.json` (or the given URL) without caching; falls back to defaults when it is missing. */
export async function loadRuntimeConfig(url = '/env.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return setRuntimeConfig({});
    return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    return setRuntimeConfig({});
  }
}

function stripUndefined(partial: Partial<RuntimeConfig>): Partial<RuntimeConfig> {
  return Object.fromEntries(
    Object.entries(partial).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<RuntimeConfig>;
}
