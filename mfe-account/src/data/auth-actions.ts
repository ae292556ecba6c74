// Every auth call mfe-account makes, through the page's one supabase-js client (real calls to
// local-supabase or hosted Supabase; nothing simulated). Each answers `{ error }` and never throws:
// a network failure comes back as an error the forms can word.
import { getRuntimeConfig, getSupabase, paths, rememberNextSession } from '@bbt/shared';
import type { AuthErrorLike, ProfileForm, SignUpForm } from '@bbt/shared/domain';
import type { Session, User } from '@supabase/supabase-js';

import { verifyPassword } from './password-check';
import { profileMetadata, signUpMetadata } from './user-profile';

export interface ActionResult {
  error: AuthErrorLike | null;
}

function asAuthError(error: unknown): AuthErrorLike {
  if (error && typeof error === 'object') {
    const { code, status, message } = error as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : null,
      status: typeof status === 'number' ? status : null,
      message: typeof message === 'string' ? message : null,
    };
  }
  return { code: 'unexpected', status: null, message: null };
}

/** Starts loading the auth client before the visitor signs in, so the call does not wait for it. */
export function preloadAuthClient(): void {
  getSupabase().catch(() => undefined);
}

/** The user of the page's current session, if any. */
export async function currentSessionUser(): Promise<User | null> {
  const client = await getSupabase();
  const { data } = await client.auth.getSession();
  return data.session?.user ?? null;
}

/** Where the e-mail links of this site lead back to. */
export function siteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

export async function signIn(
  email: string,
  password: string,
  remember: boolean,
): Promise<ActionResult & { session: Session | null }> {
  try {
    const client = await getSupabase();
    rememberNextSession(remember);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    return { error: error ? asAuthError(error) : null, session: data.session };
  } catch (error) {
    return { error: { ...asAuthError(error), code: 'unexpected' }, session: null };
  }
}

export interface SignUpResult extends ActionResult {
  /** The backend signed the visitor in (e-mail confirmation off). */
  session: Session | null;
  /** Confirmation is on and this address already has a confirmed account (GoTrue hides it). */
  alreadyRegistered: boolean;
}

export async function signUp(form: SignUpForm): Promise<SignUpResult> {
  try {
    const client = await getSupabase();
    rememberNextSession(false);
    const { data, error } = await client.auth.signUp({
      email: form.email,
      password: form.password,
      options: { data: signUpMetadata(form), emailRedirectTo: siteUrl(paths.dashboard) },
    });
    if (error) return { error: asAuthError(error), session: null, alreadyRegistered: false };
    const identities = data.user?.identities;
    return {
      error: null,
      session: data.session,
      alreadyRegistered: !data.session && Array.isArray(identities) && identities.length === 0,
    };
  } catch (error) {
    return { error: asAuthError(error), session: null, alreadyRegistered: false };
  }
}

export async function sendPasswordReset(email: string): Promise<ActionResult> {
  try {
    const client = await getSupabase();
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: siteUrl(paths.resetPassword),
    });
    return { error: error ? asAuthError(error) : null };
  } catch (error) {
    return { error: asAuthError(error) };
  }
}

export async function resendConfirmation(email: string): Promise<ActionResult> {
  try {
    const client = await getSupabase();
    const { error } = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: siteUrl(paths.dashboard) },
    });
    return { error: error ? asAuthError(error) : null };
  } catch (error) {
    return { error: asAuthError(error) };
  }
}

export async function updateProfile(
  values: Partial<ProfileForm>,
): Promise<ActionResult & { user: User | null }> {
  try {
    const client = await getSupabase();
    const { data, error } = await client.auth.updateUser({ data: profileMetadata(values) });
    return { error: error ? asAuthError(error) : null, user: data.user };
  } catch (error) {
    return { error: asAuthError(error), user: null };
  }
}

/** Sets a new password for the signed-in user (the recovery link's session, or after a check). */
export async function setPassword(password: string): Promise<ActionResult> {
  try {
    const client = await getSupabase();
    const { error } = await client.auth.updateUser({ password });
    return { error: error ? asAuthError(error) : null };
  } catch (error) {
    return { error: asAuthError(error) };
  }
}

export type PasswordChangeResult =
  | { outcome: 'changed' }
  | { outcome: 'wrong-current-password' }
  | { outcome: 'failed'; error: AuthErrorLike };

/**
 * Account settings: the auth service accepts a new password without the current one, so the
 * current one is checked first by signing in with it on a separate, unsaved client (the page's own
 * session is left alone). Changing the password then ends every other session, that check included.
 */
export async function changePassword(
  email: string,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChangeResult> {
  const check = await verifyPassword(email, currentPassword);
  if (check.outcome !== 'verified') return check;
  const { error } = await setPassword(newPassword);
  if (error) {
    await check.discard();
    return { outcome: 'failed', error };
  }
  return { outcome: 'changed' };
}

/**
 * Signs out everywhere; if the auth service cannot be reached, at least this browser (supabase-js
 * keeps the local session when the server call fails).
 */
export async function signOut(): Promise<void> {
  try {
    const client = await getSupabase();
    const { error } = await client.auth.signOut();
    if (error) await client.auth.signOut({ scope: 'local' });
  } catch (error) {
    console.error('[mfe-account] sign-out failed', error);
  }
}

/** The local-supabase inbox, when the site runs against it (development and demos only). */
export function localInboxUrl(supabaseUrl = getRuntimeConfig().supabaseUrl): string | null {
  try {
    const url = new URL(supabaseUrl);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return local ? `${url.origin}/inbox` : null;
  } catch {
    return null;
  }
}

export { asAuthError };
