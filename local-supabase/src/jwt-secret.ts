import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The secret's file name inside the data folder (next to PGlite's files; `db:reset` removes it). */
export const JWT_SECRET_FILE = 'jwt-secret';

/** 256 random bits: a fresh secret per data folder, so no two installs share a signing key. */
export function newJwtSecret(): string {
  return randomBytes(32).toString('base64url');
}

function readSecret(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < 32) {
    throw new Error(
      `${file} holds no usable JWT secret (32+ characters); delete it to make a new one`,
    );
  }
  // Only the owner may read a signing key.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return secret;
}

/**
 * The data folder's JWT secret: read from `<dataDir>/jwt-secret`, or generated and written there
 * (mode 0600) on the first start, so keys and sessions survive a restart.
 */
export function dataDirJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = newJwtSecret();
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecret(file) ?? secret;
    throw error;
  }
  return secret;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(?:\.\d{1,3}){3})$/i;

/** True for an address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.test(host);
}
