/** @jest-environment jsdom */
import type { Session } from '@supabase/supabase-js';
import { act, renderHook, waitFor } from '@testing-library/react';

import { resetAdminAccessChecks, useAdminAccess } from './admin-access';
import { authStore, INITIAL_AUTH_STATE, SIGNED_OUT_STATE } from './auth-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { storeTestSession } from '../testing/stored-session';
import { startStaffCheck } from './staff-check';

const fetchAdminRole = jest.fn();
jest.mock('../supabase/client', () => ({ getSupabase: () => Promise.resolve({}) }));
jest.mock('./init-auth', () => ({
  fetchAdminRole: (...args: unknown[]) => fetchAdminRole(...args) as unknown,
}));

function signedIn(token: string, adminRole: 'admin' | null = null) {
  const user = { id: 'user-1', email: 'staff@example.com' };
  authStore.setState({
    status: 'signed-in',
    session: { access_token: token, user } as unknown as Session,
    user: user as Session['user'],
    adminRole,
  });
}

beforeEach(() => {
  authStore.setState(INITIAL_AUTH_STATE);
  fetchAdminRole.mockReset();
  resetAdminAccessChecks();
});

describe('useAdminAccess', () => {
  it('is checking while the session loads, denied once signed out', () => {
    const { result } = renderHook(() => useAdminAccess());
    expect(result.current).toEqual({ state: 'checking', role: null });
    act(() => authStore.setState(SIGNED_OUT_STATE));
    expect(result.current).toEqual({ state: 'denied', role: null });
    expect(fetchAdminRole).not.toHaveBeenCalled();
  });

  it('grants at once when the store already knows the role', () => {
    signedIn('token-1', 'admin');
    const { result } = renderHook(() => useAdminAccess());
    expect(result.current).toEqual({ state: 'granted', role: 'admin' });
    expect(fetchAdminRole).not.toHaveBeenCalled();
  });

  it('checks a signed-in user without a role yet, showing nothing until the answer', async () => {
    fetchAdminRole.mockResolvedValue('moderator');
    signedIn('token-1');
    const { result } = renderHook(() => useAdminAccess());
    expect(result.current.state).toBe('checking');
    await waitFor(() => expect(result.current).toEqual({ state: 'granted', role: 'moderator' }));
    expect(fetchAdminRole).toHaveBeenCalledWith({}, 'staff@example.com');
  });

  it('denies a customer, and a failed check, and checks again with a new session', async () => {
    fetchAdminRole.mockResolvedValueOnce(null).mockRejectedValueOnce(new Error('offline'));
    signedIn('token-1');
    const { result } = renderHook(() => useAdminAccess());
    await waitFor(() => expect(result.current.state).toBe('denied'));
    act(() => signedIn('token-2'));
    expect(result.current.state).toBe('checking');
    await waitFor(() => expect(result.current.state).toBe('denied'));
    expect(fetchAdminRole).toHaveBeenCalledTimes(2);
  });

  it('asks once per session however many guards want to know', async () => {
    fetchAdminRole.mockResolvedValue('admin');
    signedIn('token-1');
    const first = renderHook(() => useAdminAccess());
    const second = renderHook(() => useAdminAccess());
    await waitFor(() => expect(first.result.current.state).toBe('granted'));
    await waitFor(() => expect(second.result.current.state).toBe('granted'));
    expect(fetchAdminRole).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that arrives after the component has gone', async () => {
    let answer: (role: string) => void = () => undefined;
    fetchAdminRole.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    signedIn('token-1');
    const { result, unmount } = renderHook(() => useAdminAccess());
    await waitFor(() => expect(fetchAdminRole).toHaveBeenCalled());
    unmount();
    answer('admin');
    await Promise.resolve();
    expect(result.current.state).toBe('checking');
  });

  describe('while supabase-js loads, a stored session is checked with a plain fetch', () => {
    const storeSession = () => storeTestSession('token-1', 'staff@example.com');
    // jsdom has no fetch: the early check's plain fetch gets this stand-in.
    const answer = (rows: unknown) => {
      const fetched = jest.fn(async () => ({ ok: true, json: async () => rows }));
      globalThis.fetch = fetched as unknown as typeof fetch;
      return fetched;
    };

    afterEach(() => {
      window.localStorage.clear();
      Reflect.deleteProperty(globalThis, 'fetch');
    });

    it('grants staff before the auth store is ready, and keeps them in as it signs in', async () => {
      storeSession();
      answer([{ role: 'admin' }]);
      const { result } = renderHook(() => useAdminAccess());
      expect(result.current.state).toBe('checking');
      await waitFor(() => expect(result.current).toEqual({ state: 'granted', role: 'admin' }));
      const states: string[] = [];
      act(() => signedIn('token-1'));
      states.push(result.current.state);
      await waitFor(() => expect(result.current).toEqual({ state: 'granted', role: 'admin' }));
      expect(states).toEqual(['granted']);
      // The same token's check is not made twice.
      expect(fetchAdminRole).not.toHaveBeenCalled();
    });

    it('adopts the check the shell’s entry already made: granted from the first render', async () => {
      storeSession();
      const fetched = answer([{ role: 'moderator' }]);
      const check = startStaffCheck(getRuntimeConfig());
      await check?.role;
      const { result } = renderHook(() => useAdminAccess());
      expect(result.current).toEqual({ state: 'granted', role: 'moderator' });
      await waitFor(() => expect(result.current.state).toBe('granted'));
      expect(fetched).toHaveBeenCalledTimes(1);
    });

    it('signed in from the saved session at once: the same plain-fetch check answers', async () => {
      storeSession();
      const fetched = answer([{ role: 'admin' }]);
      signedIn('token-1');
      const { result } = renderHook(() => useAdminAccess());
      expect(result.current.state).toBe('checking');
      await waitFor(() => expect(result.current).toEqual({ state: 'granted', role: 'admin' }));
      expect(fetched).toHaveBeenCalledTimes(1);
      expect(fetchAdminRole).not.toHaveBeenCalled();
    });

    it('shows a customer nothing, and waits for supabase-js to say so', async () => {
      storeSession();
      const fetched = answer([]);
      const { result } = renderHook(() => useAdminAccess());
      await waitFor(() => expect(fetched).toHaveBeenCalled());
      expect(result.current.state).toBe('checking');
      act(() => authStore.setState(SIGNED_OUT_STATE));
      expect(result.current.state).toBe('denied');
    });
  });
});
