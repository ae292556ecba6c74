import { randomUUID } from 'node:crypto';

import { type FastifyRequest } from 'fastify';

import { isPgError, type Queryable } from '../db';
import { authenticationResult } from './token-password';
import {
  countPerIp,
  normalizeEmail,
  readBody,
  stringField,
  type AuthDeps,
  type Json,
} from './context';
import { AuthError, emailRateLimited, unexpectedFailure, validationFailed } from './errors';
import { deliver, newEmailToken, verifyLink } from './mailer';
import { hashPassword, passwordProblem } from './passwords';
import { linkTarget, type LinkTarget } from './redirects';
import { findIdentities, findUser, secondsSince, withAuthTx } from './store';
import { obfuscatedUserJson, userJson } from './user-json';

/** Sends (to the inbox) a fresh confirmation link and stamps confirmation_sent_at. */
export async function sendConfirmation(
  tx: Queryable,
  userId: string,
  email: string,
  target: LinkTarget,
): Promise<void> {
  const token = newEmailToken(email);
  await tx.query(
    `update auth.users set confirmation_token = $1, confirmation_sent_at = now() where id = $2::uuid`,
    [token, userId],
  );
  await deliver(tx, email, 'signup', verifyLink(target, token, 'signup'));
}

/** 429 when the user's previous auth e-mail was sent less than EMAIL_MIN_INTERVAL_SECONDS ago. */
export async function checkEmailFrequency(
  tx: Queryable,
  deps: AuthDeps,
  userId: string,
  column: 'confirmation_sent_at' | 'recovery_sent_at',
): Promise<void> {
  const elapsed = await secondsSince(tx, userId, column);
  const interval = deps.config.emailMinIntervalSeconds;
  if (elapsed !== null && elapsed < interval) throw emailRateLimited(Math.ceil(interval - elapsed));
}

function signupData(body: Json): Json {
  const data = body.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Json) : {};
}

/** POST /auth/v1/signup (compat §2.4). */
export async function signup(req: FastifyRequest, deps: AuthDeps): Promise<Json> {
  const { config } = deps;
  if (config.disableSignup)
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  countPerIp(req, deps.limits.signupPerIp, 'sign-up');
  const body = readBody(req);
  const rawEmail = stringField(body, 'email');
  const password = stringField(body, 'password');
  if (rawEmail === '') {
    if (stringField(body, 'phone') !== '') {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    throw validationFailed('To signup, please provide your email');
  }
  if (password === '') throw validationFailed('Signup requires a valid password');
  const email = normalizeEmail(rawEmail);
  const problem = passwordProblem(password, config);
  if (problem) throw problem;
  const data = signupData(body);
  const target = linkTarget(req, config);
  const hash = await hashPassword(password, config);

  return withAuthTx(deps.db, async (tx) => {
    const existing = await findUser(tx, { email });
    if (existing?.email_confirmed_at || (existing && !config.enableConfirmations)) {
      if (!config.enableConfirmations) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      return obfuscatedUserJson(email, data);
    }
    if (existing) {
      // Whoever signs up again may not own the address: keep its password and metadata, only
      // send the owner a new confirmation link.
      await checkEmailFrequency(tx, deps, existing.id, 'confirmation_sent_at');
      await sendConfirmation(tx, existing.id, email, target);
      const user = await findUser(tx, { id: existing.id });
      return userJson(user ?? existing, await findIdentities(tx, existing.id));
    }
    const id = randomUUID();
    try {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
                                 confirmation_token, recovery_token, email_change_token_new, email_change)
         values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated', $2, $3,
                 case when $4::boolean then now() end,
                 '{"provider":"email","providers":["email"]}', $5::text::jsonb, false, now(), now(), '', '', '', '')`,
        [id, email, hash, !config.enableConfirmations, JSON.stringify(data)],
      );
      const identityData = {
        ...data,
        sub: id,
        email,
        email_verified: false,
        phone_verified: false,
      };
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1::text, $1::text::uuid, $2::text::jsonb, 'email', now(), now())`,
        [id, JSON.stringify(identityData)],
      );
    } catch (error) {
      if (isPgError(error)) {
        req.log.error({ err: error }, 'signup: database error (a trigger on auth.users?)');
        throw unexpectedFailure('Database error saving new user');
      }
      throw error;
    }
    if (!config.enableConfirmations) {
      return authenticationResult(tx, req, deps, id, 'password');
    }
    await sendConfirmation(tx, id, email, target);
    const user = await findUser(tx, { id });
    if (!user) throw unexpectedFailure();
    return userJson(user, await findIdentities(tx, id));
  });
}
