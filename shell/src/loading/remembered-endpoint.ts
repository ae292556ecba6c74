import type { RuntimeConfig } from '@bbt/shared';

export type SupabaseEndpoint = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>;

const KEY = 'bbt-supabase-endpoint';

/**
 * The deployment's Supabase address and public (anon) key, as runtime.json gave them on this
 * browser's last visit: lets the entry start a returning staff member's access check before
 * runtime.json has arrived. Nothing secret (runtime.json serves both to everybody); a stale one
 * only makes that early check fail, and the check is made again with the fresh one.
 */
export function rememberedEndpoint(
  storage: () => Storage = () => localStorage,
): SupabaseEndpoint | null {
  try {
    const saved = JSON.parse(storage().getItem(KEY) ?? 'null') as Partial<SupabaseEndpoint> | null;
    const { supabaseUrl, supabaseAnonKey } = saved ?? {};
    return typeof supabaseUrl === 'string' && typeof supabaseAnonKey === 'string'
      ? { supabaseUrl, supabaseAnonKey }
      : null;
  } catch {
    return null;
  }
}

export function rememberEndpoint(
  { supabaseUrl, supabaseAnonKey }: Partial<SupabaseEndpoint>,
  storage: () => Storage = () => localStorage,
): void {
  if (!supabaseUrl || !supabaseAnonKey) return;
  try {
    storage().setItem(KEY, JSON.stringify({ supabaseUrl, supabaseAnonKey }));
  } catch {
    // Storage blocked or full: the check then waits for runtime.json, as on a first visit.
  }
}
