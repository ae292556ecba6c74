import { type FastifyRequest } from 'fastify';

import { type Config } from '../config';
import { type Database } from '../db';
import { verifyJwt } from '../jwt';
import { AuthError, requestRateLimited, validationFailed } from './errors';
import { type AuthLimiters, type SlidingWindowCounter } from './rate-limit';
import { findUser, withAuthTx, type UserRow } from './store';

export interface AuthDeps {
  db: Database;
  config: Config;
  limits: AuthLimiters;
}

/**
 * Counts one request from the client's IP in `counter`; 429 with Retry-After once the bucket is
 * full (the refused request is not counted).
 */
export function countPerIp(req: FastifyRequest, counter: SlidingWindowCounter, what: string): void {
  const key = req.ip;
  if (counter.isExceeded(key)) {
    const seconds = counter.retryAfterSeconds(key);
    const minutes = Math.ceil(seconds / 60);
    throw requestRateLimited(
      `Too many ${what} requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      seconds,
    );
  }
  counter.record(key);
}

export type Json = Record<string, unknown>;

export function readBody(req: FastifyRequest): Json {
  const raw = typeof req.body === 'string' ? req.body : '';
  if (raw.trim() === '') return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Json;
  } catch (error) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    );
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
}

export function stringField(body: Json, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

export function queryParam(req: FastifyRequest, name: string): string | undefined {
  return new URL(req.url, 'http://localhost').searchParams.get(name) ?? undefined;
}

const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Trimmed, lower-cased and format-checked (`mail.go` validateEmail). */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

export interface Authenticated {
  user: UserRow;
  sessionId: string | null;
  claims: Json;
}

function badJwt(detail: string): AuthError {
  return new AuthError(
    403,
    'bad_jwt',
    `invalid JWT: unable to parse or verify signature, ${detail}`,
  );
}

/** GoTrue's requireAuthentication + maybeLoadUserOrSession for /user and /logout. */
export async function authenticate(req: FastifyRequest, deps: AuthDeps): Promise<Authenticated> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const result = await verifyJwt(token, deps.config.jwtSecret);
  if (!result.ok) {
    const { kind } = result.failure;
    if (kind === 'expired') throw badJwt('token has invalid claims: token is expired');
    if (kind === 'signature') throw badJwt('signature is invalid');
    throw badJwt(`token is malformed: ${result.failure.message}`);
  }
  const claims = result.claims as Json;
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!/^[0-9a-f-]{36}$/i.test(sub))
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  return withAuthTx(deps.db, async (tx) => {
    const user = await findUser(tx, { id: sub });
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (sessionId !== null) {
      const { rows } = await tx.query(
        `select 1 from auth.sessions where id::text = $1 and user_id = $2::uuid`,
        [sessionId, user.id],
      );
      if (rows.length === 0) {
        throw new AuthError(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        );
      }
    }
    return { user, sessionId, claims };
  });
}
