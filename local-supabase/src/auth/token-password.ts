import { type FastifyRequest } from 'fastify';

import { type Queryable } from '../db';
import { readBody, stringField, type AuthDeps, type Json } from './context';
import { AuthError, invalidCredentials, validationFailed } from './errors';
import { passwordProblem, verifyPassword } from './passwords';
import { createSession, externalUrl, tokenResponse, type AuthMethod } from './sessions';
import { findUser, withAuthTx } from './store';

/** Records the sign-in and answers with a new session (GoTrue's issueRefreshToken). */
export async function authenticationResult(
  tx: Queryable,
  req: FastifyRequest,
  deps: AuthDeps,
  userId: string,
  method: AuthMethod,
): Promise<Json> {
  await tx.query(`update auth.users set last_sign_in_at = now() where id = $1::uuid`, [userId]);
  await tx.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1::uuid and provider = 'email'`,
    [userId],
  );
  const { sessionId, refreshToken } = await createSession(
    tx,
    userId,
    method,
    req.headers['user-agent'],
  );
  return tokenResponse(
    tx,
    deps.config,
    externalUrl(req, deps.config),
    userId,
    sessionId,
    refreshToken,
  );
}

const tooManyRequests = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** POST /auth/v1/token?grant_type=password: password first, then confirmation (compat §2.3). */
export async function passwordGrant(req: FastifyRequest, deps: AuthDeps): Promise<Json> {
  const body = readBody(req);
  const email = stringField(body, 'email').trim().toLowerCase();
  const password = stringField(body, 'password');
  if (email === '' && stringField(body, 'phone') === '')
    throw validationFailed('missing email or phone');
  if (email === '') throw invalidCredentials();
  const limitKey = `${req.ip}|${email}`;
  if (deps.loginFailures.isExceeded(limitKey)) throw tooManyRequests();

  const user = await withAuthTx(deps.db, (tx) => findUser(tx, { email }));
  if (!user || !(await verifyPassword(password, user.encrypted_password))) {
    deps.loginFailures.record(limitKey);
    throw invalidCredentials();
  }
  deps.loginFailures.reset(limitKey);
  if (user.banned_until && Date.parse(user.banned_until) > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!user.email_confirmed_at && deps.config.enableConfirmations) {
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  }
  const response = await withAuthTx(deps.db, (tx) =>
    authenticationResult(tx, req, deps, user.id, 'password'),
  );
  const weak = passwordProblem(password, deps.config);
  if (weak?.code === 'weak_password') {
    response.weak_password = { message: weak.message, reasons: ['length'] };
  }
  return response;
}
