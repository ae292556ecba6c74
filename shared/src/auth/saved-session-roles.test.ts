/** @jest-environment jsdom */
import { getRuntimeConfig } from '../config/runtime-config';
import { storeTestSession } from '../testing/stored-session';
import { fetchSavedSessionRoles } from './saved-session-roles';
import { forgetStaffCheck } from './staff-check';

const session = { access_token: 'token-1', user: { id: 'user-1' } };

/** A fetch that answers each table's rows, and the URLs it was asked for. */
function answering(rows: Record<string, unknown[] | 'fail'>) {
  const urls: string[] = [];
  const fetchImpl = jest.fn(async (url: string) => {
    urls.push(url);
    const table = /\/rest\/v1\/(\w+)/.exec(url)?.[1] ?? '';
    const answer = rows[table] ?? [];
    if (answer === 'fail') throw new TypeError('Failed to fetch');
    return { ok: true, json: async () => answer };
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, urls };
}

describe('fetchSavedSessionRoles', () => {
  beforeEach(() => {
    forgetStaffCheck();
    storeTestSession('token-1', 'dana@example.com', 'user-1');
  });
  afterEach(() => window.localStorage.clear());

  it('reads the staff role and the active driver record of the saved session’s user', async () => {
    const { fetchImpl, urls } = answering({
      admin_users: [{ role: 'moderator' }],
      drivers: [{ id: 'd1' }],
    });
    await expect(fetchSavedSessionRoles(session, getRuntimeConfig(), fetchImpl)).resolves.toEqual({
      adminRole: 'moderator',
      isDriver: true,
    });
    expect(
      urls.some((url) => url.includes('drivers?select=id&user_id=eq.user-1&active=eq.true')),
    ).toBe(true);
  });

  it('is a customer with no driver record when the reads find nothing or fail', async () => {
    const { fetchImpl } = answering({ admin_users: [], drivers: 'fail' });
    await expect(fetchSavedSessionRoles(session, getRuntimeConfig(), fetchImpl)).resolves.toEqual({
      adminRole: null,
      isDriver: false,
    });
  });
});
