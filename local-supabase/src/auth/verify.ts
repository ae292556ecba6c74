import { type FastifyRequest } from 'fastify';

import { queryParam, type AuthDeps } from './context';
import { AuthError } from './errors';
import { redirectTarget } from './redirects';
import { authenticationResult } from './token-password';
import { findUser, withAuthTx } from './store';

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

/** Go's url.Values.Encode: keys sorted, form encoding. */
function encodeSorted(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) params.append(key, values[key] ?? '');
  return params.toString();
}

function withFragment(target: string, fragment: string): string {
  const hash = target.indexOf('#');
  return `${hash < 0 ? target : target.slice(0, hash)}#${fragment}`;
}

export function errorRedirect(target: string, error: AuthError): string {
  return withFragment(
    target,
    encodeSorted({
      error: OAUTH_ERRORS[error.status] ?? 'server_error',
      error_code: error.code,
      error_description: error.message,
      sb: '',
    }),
  );
}

const expiredLink = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

/**
 * GET /auth/v1/verify (the e-mail link): confirms the address or accepts the recovery, opens a
 * session and redirects 303 with the implicit-flow fragment, or with an error fragment (compat §2.4).
 * Links are single-use and expire after OTP_EXP_SECONDS.
 */
export async function verifyLinkRedirect(req: FastifyRequest, deps: AuthDeps): Promise<string> {
  const target = redirectTarget(queryParam(req, 'redirect_to'), deps.config);
  const type = queryParam(req, 'type') ?? '';
  const token = queryParam(req, 'token') ?? '';
  try {
    if (type !== 'signup' && type !== 'recovery') {
      throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    }
    if (token === '')
      throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
    const session = await withAuthTx(deps.db, async (tx) => {
      const user = await findUser(
        tx,
        type === 'signup' ? { confirmationToken: token } : { recoveryToken: token },
      );
      if (!user) throw expiredLink();
      const sentColumn = type === 'signup' ? 'confirmation_sent_at' : 'recovery_sent_at';
      const fresh = await tx.query(
        `select 1 from auth.users where id = $1::uuid and ${sentColumn} > now() - make_interval(secs => $2::int)`,
        [user.id, deps.config.otpExpSeconds],
      );
      if (fresh.rows.length === 0) throw expiredLink();
      const clear = type === 'signup' ? 'confirmation_token' : 'recovery_token';
      await tx.query(
        `update auth.users set ${clear} = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
                raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}',
                updated_at = now()
          where id = $1::uuid`,
        [user.id],
      );
      await tx.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
          where user_id = $1::uuid and provider = 'email'`,
        [user.id],
      );
      return authenticationResult(tx, req, deps, user.id, 'otp');
    });
    return withFragment(
      target,
      encodeSorted({
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        sb: '',
        token_type: 'bearer',
        type,
      }),
    );
  } catch (error) {
    if (error instanceof AuthError) return errorRedirect(target, error);
    throw error;
  }
}
