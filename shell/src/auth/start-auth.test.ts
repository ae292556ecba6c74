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
