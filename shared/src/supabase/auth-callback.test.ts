import { authCallback, clearAuthCallback, detectAuthCallback } from './auth-callback';

const url = new URL('http://localhost:4200/reset-password');

describe('the e-mail link that opened the page', () => {
  afterEach(clearAuthCallback);

  it('records a recovery or confirmation link and lets supabase-js read its tokens', () => {
    expect(detectAuthCallback(url, { access_token: 'jwt', type: 'recovery' })).toBe(true);
    expect(authCallback()).toEqual({ type: 'recovery', errorCode: null, errorDescription: null });
  });

  it('records why a link was refused', () => {
    expect(
      detectAuthCallback(url, {
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      }),
    ).toBe(true);
    expect(authCallback()).toEqual({
      type: null,
      errorCode: 'otp_expired',
      errorDescription: 'Email link is invalid or has expired',
    });
    expect(detectAuthCallback(url, { error: 'server_error' })).toBe(true);
    expect(authCallback()?.errorCode).toBe('server_error');
    expect(detectAuthCallback(url, { error_description: 'Something failed' })).toBe(true);
    expect(authCallback()).toEqual({
      type: null,
      errorCode: null,
      errorDescription: 'Something failed',
    });
  });

  it('ignores an ordinary visit and can be cleared', () => {
    expect(detectAuthCallback(url, {})).toBe(false);
    expect(authCallback()).toBeNull();
    detectAuthCallback(url, { access_token: 'jwt' });
    expect(authCallback()?.type).toBeNull();
    clearAuthCallback();
    expect(authCallback()).toBeNull();
  });
});
