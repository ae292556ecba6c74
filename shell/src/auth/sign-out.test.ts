import { signOut } from './sign-out';

const authSignOut = jest.fn();
jest.mock('@bbt/shared', () => ({
  getSupabase: () => Promise.resolve({ auth: { signOut: authSignOut } }),
  paths: { home: '/' },
}));

describe('signOut', () => {
  beforeEach(() => authSignOut.mockReset());

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
});
