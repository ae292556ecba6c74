/** @jest-environment jsdom */
import { storeTestSession } from '../testing/stored-session';
import { earlyAccess, forgetRevealedHead, headRevealedAt, markHeadRevealed } from './early-access';
import { forgetStaffCheck } from './staff-check';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };

const answering = (rows: unknown[] | null) =>
  jest.fn(async () =>
    rows ? { ok: true, json: async () => rows } : { ok: false, json: async () => ({}) },
  ) as unknown as typeof fetch;

afterEach(() => {
  window.localStorage.clear();
  forgetStaffCheck();
  forgetRevealedHead();
});

describe('earlyAccess', () => {
  it('asks nothing without a stored session', () => {
    const fetchImpl = answering([]);
    for (const access of ['signed-in', 'driver', 'moderator'])
      expect(earlyAccess(access, CONFIG, fetchImpl)).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('lets anybody with a stored session open a signed-in page, at once', () => {
    storeTestSession();
    const fetchImpl = answering([]);
    expect(earlyAccess('signed-in', CONFIG, fetchImpl)).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('lets an active driver open the driver’s page, and nobody else', async () => {
    storeTestSession('token-1', 'driver@example.com', 'driver-user');
    await expect(earlyAccess('driver', CONFIG, answering([{ id: 'd1' }]))).resolves.toBe(true);
    await expect(earlyAccess('driver', CONFIG, answering([]))).resolves.toBe(false);
    await expect(earlyAccess('driver', CONFIG, answering(null))).resolves.toBe(false);
  });

  it('applies the staff role a page needs', async () => {
    storeTestSession();
    await expect(earlyAccess('admin', CONFIG, answering([{ role: 'super_admin' }]))).resolves.toBe(
      true,
    );
    forgetStaffCheck();
    await expect(earlyAccess('admin', CONFIG, answering([{ role: 'moderator' }]))).resolves.toBe(
      false,
    );
  });

  it('knows no other rule', () => {
    storeTestSession();
    expect(earlyAccess('everybody', CONFIG, answering([]))).toBeNull();
  });
});

describe('the revealed head', () => {
  it('is remembered for its own path only', () => {
    expect(headRevealedAt('/my-bookings')).toBe(false);
    markHeadRevealed('/my-bookings');
    expect(headRevealedAt('/my-bookings')).toBe(true);
    expect(headRevealedAt('/dashboard')).toBe(false);
  });
});
