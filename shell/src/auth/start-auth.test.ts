import type * as shared from '@bbt/shared';
import { authStore, INITIAL_AUTH_STATE } from '@bbt/shared';

import { startAuth } from './start-auth';

const getSupabase = jest.fn();
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return { ...actual, getSupabase: () => getSupabase() as unknown };
});

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
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(authStore.getState().status).toBe('signed-out');
  });
});
