/**
 * What the e-mail link that opened this page said, as supabase-js read it from the URL before
 * clearing it: a confirmation or recovery (`type`), or why the link was refused (`errorCode`, e.g.
 * 'otp_expired'). Pages read it to tell a password recovery from an ordinary visit, and to explain
 * an expired or used link instead of silently showing a signed-out page.
 */
export interface AuthCallback {
  type: string | null;
  errorCode: string | null;
  errorDescription: string | null;
}

let recorded: AuthCallback | null = null;

/**
 * supabase-js's `detectSessionInUrl` as a function: records the callback's parameters, then answers
 * exactly as the default check does (tokens or an error in the URL).
 */
export function detectAuthCallback(_url: URL, params: Record<string, string>): boolean {
  const isCallback = Boolean(
    params.access_token || params.error || params.error_description || params.error_code,
  );
  if (isCallback) {
    recorded = {
      type: params.type || null,
      errorCode: params.error_code || (params.error ? params.error : null),
      errorDescription: params.error_description || null,
    };
  }
  return isCallback;
}

/** The e-mail link this page was opened with, once the Supabase client has read the URL. */
export function authCallback(): AuthCallback | null {
  return recorded;
}

/** Forget the link once its page has dealt with it (or in tests). */
export function clearAuthCallback(): void {
  recorded = null;
}
