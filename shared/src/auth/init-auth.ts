import type { Session } from '@supabase/supabase-js';

import type { AppSupabaseClient } from '../supabase/client';
import { type AdminRole, authStore, isAdminRole, SIGNED_OUT_STATE } from './auth-store';

/** Reads the active admin_users record for the user's e-mail (RLS lets a user read only their own). */
export async function fetchAdminRole(
  client: AppSupabaseClient,
  email: string | undefined,
): Promise<AdminRole | null> {
  if (!email) return null;
  const { data, error } = await client
    .from('admin_users')
    .select('id, role, permissions, is_active')
    .eq('email', email.toLowerCase())
    .eq('is_active', true)
    .maybeSingle();
  if (error || !data) return null;
  return isAdminRole(data.role) ? data.role : null;
}

/**
 * Whether the user has an active drivers row (RLS lets an active driver read only their own; anybody
 * else reads nothing). False on any error: the driver's page checks again before it refuses.
 */
export async function fetchIsDriver(client: AppSupabaseClient, userId: string): Promise<boolean> {
  const { data, error } = await client
    .from('drivers')
    .select('id')
    .eq('user_id', userId)
    .eq('active', true)
    .maybeSingle();
  return !error && data !== null;
}

async function applySession(client: AppSupabaseClient, session: Session | null): Promise<void> {
  if (!session) {
    authStore.setState(SIGNED_OUT_STATE);
    return;
  }
  const shown = authStore.getState();
  const sameUser = shown.user?.id === session.user.id;
  // The session the shell showed from storage before supabase-js loaded (same token) stays as it
  // is: writing an equal copy would re-render every reader of the user for nothing.
  if (shown.status !== 'signed-in' || shown.session?.access_token !== session.access_token) {
    authStore.setState({
      status: 'signed-in',
      session,
      user: session.user,
      ...(sameUser ? {} : { isDriver: false }),
    });
  }
  // Both reads at once, applied in one store update: every update re-renders its readers
  // synchronously. The driver check delays nothing (it only adds "My jobs"); a failed one is false.
  const [adminRole, isDriver] = await Promise.all([
    fetchAdminRole(client, session.user.email),
    fetchIsDriver(client, session.user.id).catch(() => false),
  ]);
  // The session may have changed while they were loading; only apply them to the same user.
  if (authStore.getState().user?.id === session.user.id)
    authStore.setState({ adminRole, isDriver });
}

/**
 * Called once, by the shell: loads the session, follows auth events, rechecks admin status whenever
 * a user is present. A failed session load signs the user out.
 */
export async function initAuth(client: AppSupabaseClient): Promise<() => void> {
  // supabase-js announces a session restored from storage twice: SIGNED_IN while it starts, and
  // the answer of getSession. The same session (same access token) is applied once: a second time
  // would only re-render every reader of the user and read admin_users and drivers again.
  let applied: string | null = null;
  const apply = (session: Session | null, unlessApplied: boolean): Promise<void> => {
    if (unlessApplied && session && session.access_token === applied) return Promise.resolve();
    applied = session?.access_token ?? null;
    return applySession(client, session);
  };
  const {
    data: { subscription },
  } = client.auth.onAuthStateChange((event, session) => {
    if (event === 'INITIAL_SESSION') return;
    // Supabase warns against awaiting other client calls inside this callback.
    setTimeout(() => void apply(session, event === 'SIGNED_IN'), 0);
  });
  try {
    const { data, error } = await client.auth.getSession();
    await apply(error ? null : data.session, true);
  } catch {
    await apply(null, false);
  }
  return () => subscription.unsubscribe();
}
