import { getRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { applySiteSettings } from './site-settings';
import { SITE_SETTINGS_COLUMNS, siteSettingsFromRow } from './site-settings-row';

/**
 * Reads the public site settings staff set in the admin area and applies them over the built-in
 * values. A plain fetch of the REST endpoint with the anon key (what supabase-js would send), so the
 * home page does not load supabase-js for it. Any failure keeps the built-in values: resolves to
 * whether stored settings were applied.
 */
export async function loadSiteSettings(
  config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'> = getRuntimeConfig(),
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const { supabaseUrl, supabaseAnonKey } = config;
  if (!supabaseUrl || !supabaseAnonKey) return false;
  const url = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/site_settings?select=${SITE_SETTINGS_COLUMNS.join(',')}&limit=1`;
  try {
    const response = await fetchImpl(url, {
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${supabaseAnonKey}`,
        'Accept-Profile': 'public',
      },
    });
    if (!response.ok) return false;
    const rows: unknown = await response.json();
    const row: unknown = Array.isArray(rows) ? rows[0] : null;
    if (!row || typeof row !== 'object') return false;
    applySiteSettings(siteSettingsFromRow(row));
    return true;
  } catch {
    return false;
  }
}
