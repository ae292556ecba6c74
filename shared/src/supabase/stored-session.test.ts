import { hasAuthRedirect, hasStoredSession, sessionStorageKey } from './stored-session';

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
