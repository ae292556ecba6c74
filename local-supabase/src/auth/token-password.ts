import { type FastifyRequest } from 'fastify';

import { type Queryable } from '../db';
import { readBody, stringField, type AuthDeps, type Json } from './context';
import {
  AuthError,
  invalidCredentials,
  requestRateLimited,
  TOO_MANY_LOGINS,
  validationFailed,
} from './errors';
import { dummyPasswordHash, passwordProblem, verifyPassword } from './passwords';
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

/** 429 while either login bucket is full: this client and e-mail, or this client across e-mails. */
function checkLoginLimits(deps: AuthDeps, ipKey: string, emailKey: string): void {
  const { loginFailures, loginFailuresPerIp } = deps.limits;
  const waits = [
    loginFailures.isExceeded(emailKey) ? loginFailures.retryAfterSeconds(emailKey) : 0,
    loginFailuresPerIp.isExceeded(ipKey) ? loginFailuresPerIp.retryAfterSeconds(ipKey) : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) throw requestRateLimited(TOO_MANY_LOGINS, wait);
}

/** POST /auth/v1/token?grant_type=password: password first, then confirmation (compat §2.3). */
export async function passwordGrant(req: FastifyRequest, deps: AuthDeps): Promise<Json> {
  const body = readBody(req);
  const email = stringField(body, 'email').trim().toLowerCase();
  const password = stringField(body, 'password');
  if (email === '' && stringField(body, 'phone') === '')
    throw validationFailed('missing email or phone');
  if (email === '') throw invalidCredentials();
  const ipKey = req.ip;
  const emailKey = `${req.ip}|${email}`;
  checkLoginLimits(deps, ipKey, emailKey);

  const user = await withAuthTx(deps.db, (tx) => findUser(tx, { email }));
  // An unknown e-mail (or one without a password) costs the same bcrypt work as a wrong password.
  const stored = user?.encrypted_password?.startsWith('$2') ? user.encrypted_password : null;
  const matches = await verifyPassword(password, stored ?? (await dummyPasswordHash(deps.config)));
  if (!user || !stored || !matches) {
    deps.limits.loginFailures.record(emailKey);
    deps.limits.loginFailuresPerIp.record(ipKey);
    throw invalidCredentials();
  }
  deps.limits.loginFailures.reset(emailKey);
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
