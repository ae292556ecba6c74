import type * as shared from '@bbt/shared';
import { authStore, INITIAL_AUTH_STATE } from '@bbt/shared';

import { startAuth } from './start-auth';

const getSupabase = jest.fn();
const initAuth = jest.fn((_client: unknown) => Promise.resolve());
let clientCreated: ((client: unknown) => void) | null = null;
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return {
    ...actual,
    getSupabase: () => getSupabase() as unknown,
    initAuth: (client: unknown) => initAuth(client),
    whenSupabaseCreated: (listener: (client: unknown) => void) => {
      clientCreated = listener;
    },
  };
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAuth', () => {
  beforeEach(() => {
    authStore.setState(INITIAL_AUTH_STATE);
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('signs a first-time visitor out at once, without loading supabase-js', () => {
    startAuth();
    expect(authStore.getState().status).toBe('signed-out');
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('never leaves a returning visitor waiting when the client code cannot be loaded', async () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    getSupabase.mockRejectedValue(new Error('ChunkLoadError'));
    startAuth();
    expect(authStore.getState().status).toBe('loading');
    await nextTask();
    expect(authStore.getState().status).toBe('signed-out');
  });

  describe('a returning visitor whose saved token is still valid', () => {
    const user = { id: 'u1', email: 'carla@example.com' };
    const saved = (expiresIn = 3600) => ({
      access_token: 't1',
      refresh_token: 'r1',
      expires_at: Math.floor(Date.now() / 1000) + expiresIn,
      user,
    });
    const rows: Record<string, unknown[]> = {};
    const fetchMock = jest.fn((url: string) => {
      const table = /\/rest\/v1\/(\w+)/.exec(url)?.[1] ?? '';
      return Promise.resolve({ ok: true, json: () => Promise.resolve(rows[table] ?? []) });
    });

    beforeEach(() => {
      getSupabase.mockReset();
      getSupabase.mockReturnValue(new Promise(() => undefined));
      fetchMock.mockClear();
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      rows.admin_users = [{ role: 'admin' }];
      rows.drivers = [];
    });
    afterEach(() => jest.useRealTimers());

    it('is shown signed in from the first render, and supabase-js waits until needed', async () => {
      localStorage.setItem('sb-127-auth-token', JSON.stringify(saved()));
      startAuth(new Promise(() => undefined));
      expect(authStore.getState()).toMatchObject({ status: 'signed-in', user });
      await nextTask();
      await nextTask();
      expect(authStore.getState()).toMatchObject({ adminRole: 'admin', isDriver: false });
      expect(getSupabase).not.toHaveBeenCalled();
      // Both reads carry the saved token, as supabase-js would send it.
      for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][])
        expect(init.headers).toMatchObject({ Authorization: 'Bearer t1' });
    });

    it('loads supabase-js in time to refresh the token before it expires', () => {
      jest.useFakeTimers();
      localStorage.setItem('sb-127-auth-token', JSON.stringify(saved(600)));
      startAuth(new Promise(() => undefined));
      jest.advanceTimersByTime(400_000);
      expect(getSupabase).not.toHaveBeenCalled();
      jest.advanceTimersByTime(150_000);
      expect(getSupabase).toHaveBeenCalledTimes(1);
    });

    it('loads supabase-js when another tab changes the session', () => {
      localStorage.setItem('sb-127-auth-token', JSON.stringify(saved()));
      startAuth(new Promise(() => undefined));
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
      expect(getSupabase).not.toHaveBeenCalled();
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'sb-127-auth-token', newValue: null }),
      );
      expect(getSupabase).toHaveBeenCalled();
    });
  });

  it('leaves an expired saved session to supabase-js, which refreshes it first', () => {
    const saved = {
      access_token: 't1',
      expires_at: Date.now() / 1000 - 5,
      user: { id: 'u1', email: 'c@x.com' },
    };
    localStorage.setItem('sb-127-auth-token', JSON.stringify(saved));
    getSupabase.mockReturnValue(new Promise(() => undefined));
    startAuth(new Promise(() => undefined));
    expect(authStore.getState().status).toBe('loading');
  });

  it('restores the session only once the app has rendered for the first time', async () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    getSupabase.mockReturnValue(new Promise(() => undefined));
    let firstRenderCommitted: () => void = () => undefined;
    startAuth(new Promise((resolve) => (firstRenderCommitted = resolve)));
    const client = { fake: 'client' };
    clientCreated?.(client);
    await nextTask();
    expect(initAuth).not.toHaveBeenCalled();
    firstRenderCommitted();
    await nextTask();
    await nextTask();
    expect(initAuth).toHaveBeenCalledWith(client);
  });
});
