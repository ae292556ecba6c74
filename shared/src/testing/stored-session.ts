// Tests only: a session as supabase-js saves it for the local backend (http://127.0.0.1:54321).

/** Saves a session with a valid access token in localStorage, where a returning visitor has it. */
export function storeTestSession(
  token = 'token-1',
  email = 'staff@example.com',
  id = 'user-1',
): void {
  window.localStorage.setItem(
    'sb-127-auth-token',
    JSON.stringify({
      access_token: token,
      expires_at: Date.now() / 1000 + 3600,
      user: { email, id },
    }),
  );
}
