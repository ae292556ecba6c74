import { type SupabaseClient } from '@supabase/supabase-js';

import { fragmentParams, latestLink, openLink } from './inbox';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Signs up, confirms through the inbox link, and signs in: a ready authenticated client. */
export async function confirmedUser(
  url: string,
  client: SupabaseClient,
  email = uniqueEmail(),
  password = 'Secr3t-pass',
  data: Record<string, unknown> = {},
): Promise<{ email: string; password: string; userId: string }> {
  const { data: signUp, error } = await client.auth.signUp({ email, password, options: { data } });
  if (error || !signUp.user) throw error ?? new Error('signUp returned no user');
  const { location } = await openLink(await latestLink(url, email, 'signup'));
  if (!fragmentParams(location).access_token) throw new Error(`confirmation failed: ${location}`);
  const { error: signInError } = await client.auth.signInWithPassword({ email, password });
  if (signInError) throw signInError;
  return { email, password, userId: signUp.user.id };
}
