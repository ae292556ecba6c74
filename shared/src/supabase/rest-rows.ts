import type { RuntimeConfig } from '../config/runtime-config';

/**
 * The rows of one PostgREST read, as a plain fetch with the headers supabase-js would send: for
 * reads on the critical path that should not wait for the ~45 KB client. `bearer` is the user's
 * access token, or the anon key for public reads. Null when the read fails in any way.
 */
export async function fetchRestRows(
  config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  pathAndQuery: string,
  bearer: string,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown[] | null> {
  const url = `${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/${pathAndQuery}`;
  try {
    const response = await fetchImpl(url, {
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${bearer}`,
        'Accept-Profile': 'public',
      },
    });
    if (!response.ok) return null;
    const rows: unknown = await response.json();
    return Array.isArray(rows) ? rows : null;
  } catch {
    return null;
  }
}
