import {
  BUILT_IN_SITE_SETTINGS_UPDATE,
  getSupabase,
  type SiteSettingsRow,
  type Tables,
  type TablesUpdate,
} from '@bbt/shared';

import { ApiCallError, must } from './supabase-errors';

export type SiteSettingsChange = Tables<'site_settings_events'>;

export async function fetchSiteSettingsRow(): Promise<SiteSettingsRow> {
  const client = await getSupabase();
  return must(await client.from('site_settings').select('*').single());
}

/** Saves the values (super_admin only; anybody else is refused with 42501 by the database). */
export async function saveSiteSettings(
  values: TablesUpdate<'site_settings'>,
): Promise<SiteSettingsRow> {
  const client = await getSupabase();
  const rows = must(await client.from('site_settings').update(values).eq('id', true).select('*'));
  const row = rows[0];
  if (!row) throw new ApiCallError({ code: '42501', message: 'permission denied: nothing saved' });
  return row;
}

export const restoreBuiltInSiteSettings = () => saveSiteSettings(BUILT_IN_SITE_SETTINGS_UPDATE);

/** The latest changes, newest first. */
export async function fetchSiteSettingsChanges(limit = 10): Promise<SiteSettingsChange[]> {
  const client = await getSupabase();
  return must(
    await client
      .from('site_settings_events')
      .select('*')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(limit),
  );
}
