import { type FastifyRequest } from 'fastify';

import {
  countPerIp,
  normalizeEmail,
  readBody,
  stringField,
  type AuthDeps,
  type Json,
} from './context';
import { validationFailed } from './errors';
import { deliver, newEmailToken, verifyLink } from './mailer';
import { linkTarget } from './redirects';
import { checkEmailFrequency, sendConfirmation } from './signup';
import { findUser, withAuthTx } from './store';

/** POST /auth/v1/recover: always `{}` (unknown addresses are not revealed). */
export async function recover(req: FastifyRequest, deps: AuthDeps): Promise<Json> {
  countPerIp(req, deps.limits.recoverPerIp, 'password reset');
  const raw = stringField(readBody(req), 'email');
  if (raw.trim() === '') throw validationFailed('Password recovery requires an email');
  const email = normalizeEmail(raw);
  const target = linkTarget(req, deps.config);
  await withAuthTx(deps.db, async (tx) => {
    const user = await findUser(tx, { email });
    if (!user) return;
    await checkEmailFrequency(tx, deps, user.id, 'recovery_sent_at');
    const token = newEmailToken(email);
    await tx.query(
      `update auth.users set recovery_token = $1, recovery_sent_at = now() where id = $2::uuid`,
      [token, user.id],
    );
    await deliver(tx, email, 'recovery', verifyLink(target, token, 'recovery'));
  });
  return {};
}

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

/** POST /auth/v1/resend (type signup): `{}`; a new link only for a known, unconfirmed address. */
export async function resend(req: FastifyRequest, deps: AuthDeps): Promise<Json> {
  countPerIp(req, deps.limits.resendPerIp, 'resend');
  const body = readBody(req);
  const type = stringField(body, 'type');
  if (!RESEND_TYPES.includes(type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (type !== 'signup') return {};
  const raw = stringField(body, 'email');
  if (raw.trim() === '') throw validationFailed('An email address is required');
  const email = normalizeEmail(raw);
  const target = linkTarget(req, deps.config);
  await withAuthTx(deps.db, async (tx) => {
    const user = await findUser(tx, { email });
    if (!user || user.email_confirmed_at) return;
    await checkEmailFrequency(tx, deps, user.id, 'confirmation_sent_at');
    await sendConfirmation(tx, user.id, email, target);
  });
  return {};
}
