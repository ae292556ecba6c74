import { signOut } from './sign-out';

import type * as shared from '@bbt/shared';
import { authStore } from '@bbt/shared';

const authSignOut = jest.fn();
const getSupabase = jest.fn();
jest.mock('@bbt/shared', () => ({
  ...jest.requireActual<typeof shared>('@bbt/shared'),
  getSupabase: () => getSupabase() as unknown,
  paths: { home: '/' },
}));

describe('signOut', () => {
  beforeEach(() => {
    authSignOut.mockReset();
    getSupabase.mockReset();
    getSupabase.mockResolvedValue({ auth: { signOut: authSignOut } });
  });

  it('signs out everywhere when the auth service answers', async () => {
    authSignOut.mockResolvedValue({ error: null });
    await signOut();
    expect(authSignOut.mock.calls).toEqual([[]]);
  });

  it('still signs this browser out when the auth service cannot be reached', async () => {
    authSignOut.mockResolvedValueOnce({ error: new Error('Failed to fetch') });
    authSignOut.mockResolvedValueOnce({ error: null });
    await signOut();
    expect(authSignOut.mock.calls).toEqual([[], [{ scope: 'local' }]]);
  });

  it('drops the saved session when supabase-js itself cannot be loaded', async () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"t1"}');
    sessionStorage.setItem('sb-127-auth-token', '{"access_token":"t1"}');
    authStore.setState({ status: 'signed-in' });
    getSupabase.mockRejectedValue(new Error('ChunkLoadError'));
    await expect(signOut()).rejects.toThrow('ChunkLoadError');
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(sessionStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(authStore.getState().status).toBe('signed-out');
  });
});
