import type { AuthChangeEvent, Session } from '@supabase/supabase-js';

import type { AppSupabaseClient } from '../supabase/client';
import { authStore, INITIAL_AUTH_STATE } from './auth-store';
import { initAuth } from './init-auth';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

const sessionOf = (token: string, id = 'u1'): Session =>
  ({ access_token: token, user: { id, email: 'carla@example.com' } }) as unknown as Session;

/** A client whose getSession answers `session` and whose reads are counted per table. */
function fakeClient(
  session: Session | null,
  { role = null as string | null, driver = false } = {},
) {
  const reads: string[] = [];
  let listener: Listener = () => undefined;
  const query = (table: string) => {
    const chain = {
      select: () => chain,
      eq: () => chain,
      maybeSingle: () => {
        reads.push(table);
        if (table === 'admin_users')
          return Promise.resolve({ data: role ? { role } : null, error: null });
        return Promise.resolve({ data: driver ? { id: 'd1' } : null, error: null });
      },
    };
    return chain;
  };
  const client = {
    from: query,
    auth: {
      onAuthStateChange: (callback: Listener) => {
        listener = callback;
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      getSession: () => Promise.resolve({ data: { session }, error: null }),
    },
  } as unknown as AppSupabaseClient;
  return { client, reads, emit: (event: AuthChangeEvent, s: Session | null) => listener(event, s) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('initAuth', () => {
  beforeEach(() => authStore.setState(INITIAL_AUTH_STATE));

  it('applies a restored session once, though supabase-js announces it twice', async () => {
    const session = sessionOf('t1');
    const { client, reads, emit } = fakeClient(session);
    const updates = jest.fn();
    const unsubscribe = authStore.subscribe(updates);
    emit('INITIAL_SESSION', session);
    emit('SIGNED_IN', session);
    await initAuth(client);
    await settle();
    await settle();
    unsubscribe();
    expect(reads.sort()).toEqual(['admin_users', 'drivers']);
    // Signed in, then the role and the driver check together.
    expect(updates).toHaveBeenCalledTimes(2);
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', user: session.user });
  });

  it('keeps the session the shell showed from storage, and only adds the role', async () => {
    const shown = sessionOf('t1');
    authStore.setState({ status: 'signed-in', session: shown, user: shown.user });
    const { client, reads } = fakeClient(sessionOf('t1'), { role: 'admin' });
    const updates = jest.fn();
    const unsubscribe = authStore.subscribe(updates);
    await initAuth(client);
    unsubscribe();
    expect(reads.sort()).toEqual(['admin_users', 'drivers']);
    expect(updates).toHaveBeenCalledTimes(1);
    expect(authStore.getState()).toMatchObject({
      session: shown,
      user: shown.user,
      adminRole: 'admin',
    });
    expect(authStore.getState().user).toBe(shown.user);
  });

  it('checks once when SIGNED_IN arrives while the stored session is being applied', async () => {
    const session = sessionOf('t1');
    const { client, reads, emit } = fakeClient(session, { role: 'admin' });
    const loading = initAuth(client);
    emit('SIGNED_IN', session);
    await loading;
    await settle();
    await settle();
    expect(reads.sort()).toEqual(['admin_users', 'drivers']);
    expect(authStore.getState().adminRole).toBe('admin');
  });

  it('applies the admin role and the driver check in one update', async () => {
    const { client } = fakeClient(sessionOf('t1'), { role: 'super_admin', driver: true });
    const states: { adminRole: unknown; isDriver: boolean }[] = [];
    const unsubscribe = authStore.subscribe(({ adminRole, isDriver }) =>
      states.push({ adminRole, isDriver }),
    );
    await initAuth(client);
    unsubscribe();
    expect(states).toEqual([
      { adminRole: null, isDriver: false },
      { adminRole: 'super_admin', isDriver: true },
    ]);
  });

  it('still applies a new token, a user update and a sign-out', async () => {
    const { client, reads, emit } = fakeClient(sessionOf('t1'));
    await initAuth(client);
    emit('TOKEN_REFRESHED', sessionOf('t2'));
    await settle();
    await settle();
    expect(authStore.getState().session?.access_token).toBe('t2');
    emit('USER_UPDATED', sessionOf('t2'));
    await settle();
    await settle();
    expect(reads).toHaveLength(6);
    emit('SIGNED_OUT', null);
    await settle();
    expect(authStore.getState().status).toBe('signed-out');
    emit('SIGNED_IN', sessionOf('t2'));
    await settle();
    expect(authStore.getState().status).toBe('signed-in');
  });
});
