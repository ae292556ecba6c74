import { getRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { sessionStorageKey } from '../supabase/stored-session';
import { type AdminRole, isAdminRole } from './auth-store';

type Readable = Pick<Storage, 'getItem'>;

export interface StoredSession {
  accessToken: string;
  email: string;
}

/** A token this close to its expiry is left to supabase-js, which refreshes it first. */
const EXPIRY_MARGIN_S = 60;

/**
 * The session supabase-js saved on an earlier visit, if its access token is still valid: read
 * without loading supabase-js (about 45 KB), for the admin area's access check.
 */
export function readStoredSession(
  supabaseUrl: string,
  stores: readonly Readable[] = [window.localStorage, window.sessionStorage],
  nowS: number = Date.now() / 1000,
): StoredSession | null {
  const key = sessionStorageKey(supabaseUrl);
  if (!key) return null;
  for (const store of stores) {
    try {
      const raw = store.getItem(key);
      if (!raw) continue;
      const saved = JSON.parse(raw) as {
        access_token?: unknown;
        expires_at?: unknown;
        user?: { email?: unknown };
      };
      const { access_token: accessToken, expires_at: expiresAt } = saved;
      const email = saved.user?.email;
      if (typeof accessToken !== 'string' || typeof email !== 'string') continue;
      if (typeof expiresAt !== 'number' || expiresAt - EXPIRY_MARGIN_S <= nowS) continue;
      return { accessToken, email };
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * The staff role of the stored session's user: the same read of their own admin_users record that
 * supabase-js would make (the database checks the token and its row-level security applies), as a
 * plain fetch. Null for anybody who is not active staff, or when the read fails.
 */
export async function fetchStoredAdminRole(
  session: StoredSession,
  config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'> = getRuntimeConfig(),
  fetchImpl: typeof fetch = fetch,
): Promise<AdminRole | null> {
  const base = config.supabaseUrl.replace(/\/+$/, '');
  const email = encodeURIComponent(session.email.toLowerCase());
  const url = `${base}/rest/v1/admin_users?select=role&email=eq.${email}&is_active=eq.true&limit=1`;
  try {
    const response = await fetchImpl(url, {
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${session.accessToken}`,
        'Accept-Profile': 'public',
      },
    });
    if (!response.ok) return null;
    const rows: unknown = await response.json();
    const role: unknown = Array.isArray(rows)
      ? (rows[0] as { role?: unknown } | undefined)?.role
      : null;
    return isAdminRole(role) ? role : null;
  } catch {
    return null;
  }
}
