import {
  hasAuthRedirect,
  hasStoredSession,
  readStoredSession,
  sessionStorageKey,
} from './stored-session';

const storage = (entries: Record<string, string>) => ({
  getItem: (key: string) => entries[key] ?? null,
});

describe('whether supabase-js needs loading at start-up', () => {
  it('derives the storage key supabase-js uses from the project URL', () => {
    expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
    expect(sessionStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
    expect(sessionStorageKey('not a url')).toBeNull();
  });

  it('finds a session stored in either localStorage or sessionStorage, and assumes one when it cannot tell', () => {
    const url = 'https://abcd.supabase.co';
    const saved = storage({ 'sb-abcd-auth-token': '{}' });
    const empty = storage({});
    expect(hasStoredSession(url, () => [saved, empty])).toBe(true);
    expect(hasStoredSession(url, () => [empty, saved])).toBe(true);
    expect(hasStoredSession(url, () => [empty, empty])).toBe(false);
    expect(hasStoredSession('bad url', () => [empty])).toBe(true);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(hasStoredSession(url, () => [throwing])).toBe(true);
    expect(
      hasStoredSession(url, () => {
        throw new Error('storage disabled');
      }),
    ).toBe(true);
  });

  it('recognises confirmation, recovery and error redirects', () => {
    expect(hasAuthRedirect({ hash: '#access_token=x&type=recovery', search: '' })).toBe(true);
    expect(
      hasAuthRedirect({ hash: '#error=access_denied&error_code=otp_expired', search: '' }),
    ).toBe(true);
    expect(hasAuthRedirect({ hash: '', search: '?code=123' })).toBe(true);
    expect(hasAuthRedirect({ hash: '#services', search: '' })).toBe(false);
    expect(hasAuthRedirect({ hash: '', search: '' })).toBe(false);
  });
});

const URL = 'http://127.0.0.1:54321';
const KEY = 'sb-127-auth-token';
const NOW_S = 1_800_000_000;

const storeWith = (value: unknown) => ({
  getItem: (key: string) => (key === KEY ? JSON.stringify(value) : null),
});
const session = (expiresAt: number) => ({
  access_token: 'token-1',
  expires_at: expiresAt,
  user: { email: 'Staff@Example.com', id: 'user-1' },
});

describe('readStoredSession', () => {
  it('reads the token, e-mail and user id of a stored session that is still valid', () => {
    expect(readStoredSession(URL, [storeWith(session(NOW_S + 3600))], NOW_S)).toEqual({
      accessToken: 'token-1',
      email: 'Staff@Example.com',
      userId: 'user-1',
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

describe('readStoredSession without storage', () => {
  it('is null when the browser refuses access to storage', () => {
    const blocked = Object.getOwnPropertyDescriptor(globalThis, 'window');
    Object.defineProperty(globalThis, 'window', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(readStoredSession('http://127.0.0.1:54321')).toBeNull();
    } finally {
      if (blocked) Object.defineProperty(globalThis, 'window', blocked);
      else Reflect.deleteProperty(globalThis, 'window');
    }
  });
});
