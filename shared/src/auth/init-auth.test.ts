import type { Session } from '@supabase/supabase-js';

import type { AppSupabaseClient } from '../supabase/client';
import { authStore } from './auth-store';
import { initAuth } from './init-auth';

function session(token: string): Session {
  return {
    access_token: token,
    user: { id: 'user-1', email: 'staff@example.com' },
  } as unknown as Session;
}

/** A client whose stored session is `stored`; counts the reads of admin_users and drivers. */
function fakeClient(stored: Session) {
  const reads: string[] = [];
  let listener: (event: string, session: Session | null) => void = () => undefined;
  const chain = (table: string) => {
    const builder = {
      select: () => builder,
      eq: () => builder,
      maybeSingle: async () => {
        reads.push(table);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { data: table === 'admin_users' ? { role: 'admin' } : null, error: null };
      },
    };
    return builder;
  };
  const client = {
    from: chain,
    auth: {
      getSession: async () => ({ data: { session: stored }, error: null }),
      onAuthStateChange: (fn: typeof listener) => {
        listener = fn;
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
    },
  } as unknown as AppSupabaseClient;
  return { client, reads, emit: (event: string, s: Session | null) => listener(event, s) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('initAuth', () => {
  it('checks a stored session once when supabase-js reports it signed in during the load', async () => {
    const stored = session('token-1');
    const { client, reads, emit } = fakeClient(stored);
    const loading = initAuth(client);
    emit('SIGNED_IN', stored);
    await loading;
    await settle();
    expect(reads.sort()).toEqual(['admin_users', 'drivers']);
    expect(authStore.getState().adminRole).toBe('admin');
  });

  it('checks again for a refreshed token and for a later event', async () => {
    const stored = session('token-2');
    const { client, reads, emit } = fakeClient(stored);
    await initAuth(client);
    await settle();
    emit('TOKEN_REFRESHED', session('token-3'));
    await settle();
    emit('SIGNED_IN', session('token-3'));
    await settle();
    expect(reads.filter((table) => table === 'admin_users')).toHaveLength(3);
  });
});
