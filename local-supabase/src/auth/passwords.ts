import { randomBytes } from 'node:crypto';

import bcrypt from 'bcryptjs';

import { type Config } from '../config';
import { AuthError, validationFailed } from './errors';

const MAX_BYTES = 72;

/** GoTrue's rules (`password.go`): byte length; the minimum is configurable (default 8 here). */
export function passwordProblem(password: string, config: Config): AuthError | null {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_BYTES) {
    return validationFailed(`Password cannot be longer than ${MAX_BYTES} characters`);
  }
  if (bytes < config.passwordMinLength) {
    return new AuthError(
      422,
      'weak_password',
      `Password should be at least ${config.passwordMinLength} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
  return null;
}

export function hashPassword(password: string, config: Config): Promise<string> {
  return bcrypt.hash(password, config.passwordHashCost);
}

/** bcrypt `$2a$`/`$2b$` hashes, including those from pgcrypto's `crypt(…, gen_salt('bf'))`. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !hash.startsWith('$2')) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of a random password at the configured cost: a sign-in for an unknown e-mail is compared
 * against it, so it takes as long as a wrong password and does not reveal who has an account.
 */
export function dummyPasswordHash(config: Config): Promise<string> {
  let hash = dummyHashes.get(config.passwordHashCost);
  if (!hash) {
    hash = bcrypt.hash(randomBytes(16).toString('hex'), config.passwordHashCost);
    dummyHashes.set(config.passwordHashCost, hash);
  }
  return hash;
}
