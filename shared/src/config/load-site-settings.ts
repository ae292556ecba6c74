import { fetchRestRows } from '../supabase/rest-rows';
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
  if (!config.supabaseUrl || !config.supabaseAnonKey) return false;
  const rows = await fetchRestRows(
    config,
    `site_settings?select=${SITE_SETTINGS_COLUMNS.join(',')}&limit=1`,
    config.supabaseAnonKey,
    fetchImpl,
  );
  const row: unknown = rows?.[0];
  if (!row || typeof row !== 'object') return false;
  try {
    applySiteSettings(siteSettingsFromRow(row));
    return true;
  } catch {
    return false;
  }
}
