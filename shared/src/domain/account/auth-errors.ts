// Login, sign-up, reset and resend errors, chosen from the auth service's real
// error codes (GoTrue / local-supabase, API version 2024-01-01), not from its English messages.

export const AUTH_MESSAGES = {
  emailNotConfirmed:
    'Your email address has not been confirmed. Please check your inbox for a confirmation link.',
  invalidCredentials:
    'The email or password you entered is incorrect. Please double-check your credentials.',
  userNotFound: 'No account found with this email address.',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes before trying again.',
  loginFailed: 'An error occurred during login. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  resetFailed: 'Failed to send reset email',
  resendFailed: 'Failed to resend confirmation email',
  signUpFailed: 'Failed to create account',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  passwordChangeFailed: 'Failed to change password. Please try again.',
  profileUpdated: 'Profile updated successfully!',
  profileFormUnavailable: 'Could not open the form. Check your connection and try again.',
  passwordChanged: 'Password changed successfully!',
  // ours
  currentPasswordWrong: 'Your current password is incorrect',
  tooManyPasswordChecks: 'Too many attempts. Please wait a few minutes before trying again.',
  linkExpired: 'This link is invalid or has expired',
} as const;

/** The parts of a supabase-js AuthError (or any thrown value) the messages depend on. */
export interface AuthErrorLike {
  code?: string | null;
  status?: number | null;
  message?: string | null;
}

/** What the login dialog offers beside the message. */
export type LoginErrorOffer = 'resend-confirmation' | 'create-account' | null;

export interface LoginErrorView {
  message: string;
  offer: LoginErrorOffer;
}

const isRateLimited = (error: AuthErrorLike): boolean =>
  error.status === 429 || error.code === 'over_request_rate_limit';

const providerMessage = (error: AuthErrorLike): string | null => {
  const text = error.message?.trim();
  return text ? text : null;
};

/**
 * A refused sign-in as the login dialog shows it. GoTrue answers `invalid_credentials` both for a
 * wrong password and for an unknown e-mail (it never reveals which), so both offer Create Account;
 * `user_not_found` is kept for providers that do say so.
 */
export function loginErrorView(error: AuthErrorLike): LoginErrorView {
  // A thrown exception or a request that never reached the service (supabase-js: status 0).
  if (error.code === 'unexpected' || error.status === 0) {
    return { message: AUTH_MESSAGES.unexpected, offer: null };
  }
  switch (error.code) {
    case 'email_not_confirmed':
      return { message: AUTH_MESSAGES.emailNotConfirmed, offer: 'resend-confirmation' };
    case 'invalid_credentials':
      return { message: AUTH_MESSAGES.invalidCredentials, offer: 'create-account' };
    case 'user_not_found':
      return { message: AUTH_MESSAGES.userNotFound, offer: 'create-account' };
  }
  if (isRateLimited(error)) return { message: AUTH_MESSAGES.tooManyAttempts, offer: null };
  return { message: providerMessage(error) ?? AUTH_MESSAGES.loginFailed, offer: null };
}

/** Forgot password: the provider's message (e.g. the 60-second resend rule) or ours. */
export function resetErrorMessage(error: AuthErrorLike): string {
  return providerMessage(error) ?? AUTH_MESSAGES.resetFailed;
}

/** Resend confirmation: our text, with the wait the provider asks for when rate-limited. */
export function resendErrorMessage(error: AuthErrorLike): string {
  const detail = isRateLimited(error) ? providerMessage(error) : null;
  return detail ? `${AUTH_MESSAGES.resendFailed}. ${detail}` : AUTH_MESSAGES.resendFailed;
}

/** Sign-up: the provider's message (weak password, sign-ups disabled…) or ours. */
export function signUpErrorMessage(error: AuthErrorLike): string {
  return providerMessage(error) ?? AUTH_MESSAGES.signUpFailed;
}

/** A password check or change refused for too many attempts. */
export function isTooManyRequests(error: AuthErrorLike): boolean {
  return isRateLimited(error);
}
