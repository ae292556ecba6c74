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

/** The session application still running, per client: the same session is not checked twice at once. */
const inFlight = new WeakMap<AppSupabaseClient, { key: string; done: Promise<void> }>();

/**
 * Applies a session. The first load of a page applies the stored session twice at once (the
 * initial getSession and the SIGNED_IN event supabase-js emits while recovering it): the second
 * joins the first instead of reading admin_users and drivers again. A different token or e-mail
 * (refresh, another user, an e-mail change), or any later event, checks again.
 */
function applySession(client: AppSupabaseClient, session: Session | null): Promise<void> {
  if (!session) {
    inFlight.delete(client);
    return applyNow(client, null);
  }
  const key = `${session.user.id}\n${session.user.email ?? ''}\n${session.access_token}`;
  const running = inFlight.get(client);
  if (running?.key === key) return running.done;
  const done = applyNow(client, session).finally(() => {
    if (inFlight.get(client)?.done === done) inFlight.delete(client);
  });
  inFlight.set(client, { key, done });
  return done;
}

async function applyNow(client: AppSupabaseClient, session: Session | null): Promise<void> {
  if (!session) {
    authStore.setState(SIGNED_OUT_STATE);
    return;
  }
  const sameUser = authStore.getState().user?.id === session.user.id;
  authStore.setState({
    status: 'signed-in',
    session,
    user: session.user,
    ...(sameUser ? {} : { isDriver: false }),
  });
  // The driver check runs beside the admin check and delays nothing: it only adds "My jobs".
  void fetchIsDriver(client, session.user.id)
    .catch(() => false)
    .then((isDriver) => {
      if (authStore.getState().user?.id === session.user.id) authStore.setState({ isDriver });
    });
  const adminRole = await fetchAdminRole(client, session.user.email);
  // The session may have changed while the role was loading; only apply it to the same user.
  if (authStore.getState().user?.id === session.user.id) authStore.setState({ adminRole });
}

/**
 * Called once, by the shell: loads the session, follows auth events, rechecks admin status whenever
 * a user is present. A failed session load signs the user out.
 */
export async function initAuth(client: AppSupabaseClient): Promise<() => void> {
  const {
    data: { subscription },
  } = client.auth.onAuthStateChange((event, session) => {
    if (event === 'INITIAL_SESSION') return;
    // Supabase warns against awaiting other client calls inside this callback.
    setTimeout(() => void applySession(client, session), 0);
  });
  try {
    const { data, error } = await client.auth.getSession();
    await applySession(client, error ? null : data.session);
  } catch {
    await applySession(client, null);
  }
  return () => subscription.unsubscribe();
}
