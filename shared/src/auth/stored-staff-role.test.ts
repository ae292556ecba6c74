import { fetchStoredStaffRole } from './stored-staff-role';

const URL = 'http://127.0.0.1:54321';

describe('fetchStoredStaffRole', () => {
  const config = { supabaseUrl: `${URL}/`, supabaseAnonKey: 'anon' };
  const stored = { accessToken: 'token-1', email: 'Staff@Example.com', userId: 'user-1' };
  const answering = (status: number, body: unknown) =>
    jest.fn(async () => new Response(JSON.stringify(body), { status }));

  it('reads the user’s own active admin_users record with their token', async () => {
    const fetchImpl = answering(200, [{ role: 'moderator' }]);
    await expect(fetchStoredStaffRole(stored, config, fetchImpl)).resolves.toBe('moderator');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      `${URL}/rest/v1/admin_users?select=role&email=eq.staff%40example.com&is_active=eq.true&limit=1`,
    );
    expect(init.headers).toMatchObject({ apikey: 'anon', Authorization: 'Bearer token-1' });
  });

  it('is null for a customer, a refused token, an unknown role or a network failure', async () => {
    await expect(fetchStoredStaffRole(stored, config, answering(200, []))).resolves.toBeNull();
    await expect(fetchStoredStaffRole(stored, config, answering(401, {}))).resolves.toBeNull();
    await expect(
      fetchStoredStaffRole(stored, config, answering(200, [{ role: 'owner' }])),
    ).resolves.toBeNull();
    const failing = jest.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(fetchStoredStaffRole(stored, config, failing)).resolves.toBeNull();
  });
});
