import { fetchStoredAdminRole, readStoredSession } from './stored-admin-role';

const URL = 'http://127.0.0.1:54321';
const KEY = 'sb-127-auth-token';
const NOW_S = 1_800_000_000;

const storeWith = (value: unknown) => ({
  getItem: (key: string) => (key === KEY ? JSON.stringify(value) : null),
});
const session = (expiresAt: number) => ({
  access_token: 'token-1',
  expires_at: expiresAt,
  user: { email: 'Staff@Example.com' },
});

describe('readStoredSession', () => {
  it('reads the token and e-mail of a stored session that is still valid', () => {
    expect(readStoredSession(URL, [storeWith(session(NOW_S + 3600))], NOW_S)).toEqual({
      accessToken: 'token-1',
      email: 'Staff@Example.com',
    });
  });

  it('leaves an expiring or malformed session to supabase-js', () => {
    expect(readStoredSession(URL, [storeWith(session(NOW_S + 30))], NOW_S)).toBeNull();
    expect(readStoredSession(URL, [storeWith({ access_token: 1 })], NOW_S)).toBeNull();
    expect(readStoredSession(URL, [{ getItem: () => '{not json' }], NOW_S)).toBeNull();
    expect(readStoredSession(URL, [{ getItem: () => null }], NOW_S)).toBeNull();
  });

  it('looks in sessionStorage too (a session without Remember me)', () => {
    const empty = { getItem: () => null };
    expect(readStoredSession(URL, [empty, storeWith(session(NOW_S + 3600))], NOW_S)).not.toBeNull();
  });
});

describe('fetchStoredAdminRole', () => {
  const config = { supabaseUrl: `${URL}/`, supabaseAnonKey: 'anon' };
  const stored = { accessToken: 'token-1', email: 'Staff@Example.com' };
  const answering = (status: number, body: unknown) =>
    jest.fn(async () => new Response(JSON.stringify(body), { status }));

  it('reads the user’s own active admin_users record with their token', async () => {
    const fetchImpl = answering(200, [{ role: 'moderator' }]);
    await expect(fetchStoredAdminRole(stored, config, fetchImpl)).resolves.toBe('moderator');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      `${URL}/rest/v1/admin_users?select=role&email=eq.staff%40example.com&is_active=eq.true&limit=1`,
    );
    expect(init.headers).toMatchObject({ apikey: 'anon', Authorization: 'Bearer token-1' });
  });

  it('is null for a customer, a refused token, an unknown role or a network failure', async () => {
    await expect(fetchStoredAdminRole(stored, config, answering(200, []))).resolves.toBeNull();
    await expect(fetchStoredAdminRole(stored, config, answering(401, {}))).resolves.toBeNull();
    await expect(
      fetchStoredAdminRole(stored, config, answering(200, [{ role: 'owner' }])),
    ).resolves.toBeNull();
    const failing = jest.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(fetchStoredAdminRole(stored, config, failing)).resolves.toBeNull();
  });
});
