/** @jest-environment jsdom */
import { storeTestSession } from '../testing/stored-session';
import { currentStaffCheck, forgetStaffCheck, startStaffCheck } from './staff-check';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };

const storeSession = (token: string) => storeTestSession(token, 'Staff@Example.com');

const answering = (rows: unknown) =>
  jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, json: async () => rows }));

afterEach(() => {
  window.localStorage.clear();
  forgetStaffCheck();
});

describe('startStaffCheck', () => {
  it('is null without a stored session, and asks nothing', () => {
    const fetched = answering([]);
    expect(startStaffCheck(CONFIG, fetched as unknown as typeof fetch)).toBeNull();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('reads the user’s own admin_users record with their token, once per token', async () => {
    storeSession('token-1');
    const fetched = answering([{ role: 'admin' }]);
    const check = startStaffCheck(CONFIG, fetched as unknown as typeof fetch);
    expect(check?.settled).toBeNull();
    await expect(check?.role).resolves.toBe('admin');
    expect(check?.settled).toEqual({ role: 'admin' });
    expect(startStaffCheck(CONFIG, fetched as unknown as typeof fetch)).toBe(check);
    expect(fetched).toHaveBeenCalledTimes(1);
    const [url, init] = fetched.mock.calls[0] ?? [];
    expect(url).toBe(
      'http://127.0.0.1:54321/rest/v1/admin_users?select=role&email=eq.staff%40example.com&is_active=eq.true&limit=1',
    );
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1', apikey: 'anon-key' });
  });

  it('checks again when sent elsewhere (a stale address remembered from an earlier visit)', async () => {
    storeSession('token-1');
    const stale = startStaffCheck(
      { ...CONFIG, supabaseAnonKey: 'old-key' },
      jest.fn(async () => ({ ok: false })) as unknown as typeof fetch,
    );
    await expect(stale?.role).resolves.toBeNull();
    expect(currentStaffCheck(CONFIG)).toBeNull();
    const fresh = startStaffCheck(
      CONFIG,
      answering([{ role: 'admin' }]) as unknown as typeof fetch,
    );
    expect(fresh).not.toBe(stale);
    await expect(fresh?.role).resolves.toBe('admin');
  });

  it('checks again for a new session, and forgets a check whose session is gone', async () => {
    storeSession('token-1');
    const first = startStaffCheck(CONFIG, answering([]) as unknown as typeof fetch);
    await expect(first?.role).resolves.toBeNull();
    storeSession('token-2');
    expect(currentStaffCheck(CONFIG)).toBeNull();
    const second = startStaffCheck(
      CONFIG,
      answering([{ role: 'moderator' }]) as unknown as typeof fetch,
    );
    expect(second).not.toBe(first);
    await expect(second?.role).resolves.toBe('moderator');
    expect(currentStaffCheck(CONFIG)).toBe(second);
    window.localStorage.clear();
    expect(currentStaffCheck(CONFIG)).toBeNull();
  });
});
