import { type FastifyReply } from 'fastify';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/** A GoTrue error in the 2024-01-01 format: `{code, message}` (+ extra fields such as weak_password). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message);

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const unexpectedFailure = (
  message = 'Unexpected failure, please check server logs for more information',
) => new AuthError(500, 'unexpected_failure', message);

export function emailRateLimited(secondsLeft: number): AuthError {
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${secondsLeft} seconds.`,
    {},
    { 'Retry-After': String(secondsLeft) },
  );
}

/** Shown by the login dialog for a 429; the server says the same. */
export const TOO_MANY_LOGINS =
  'Too many login attempts. Please wait a few minutes before trying again.';

/** 429 `over_request_rate_limit` with Retry-After (GoTrue's code for its per-IP limits). */
export function requestRateLimited(message: string, retryAfterSeconds: number): AuthError {
  return new AuthError(
    429,
    'over_request_rate_limit',
    message,
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export async function sendAuthError(reply: FastifyReply, error: AuthError): Promise<void> {
  await reply
    .code(error.status)
    .header(API_VERSION_HEADER, API_VERSION)
    .header('x-sb-error-code', error.code)
    .headers(error.headers)
    .header('Content-Type', 'application/json')
    .send(JSON.stringify({ code: error.code, message: error.message, ...error.extra }));
}
