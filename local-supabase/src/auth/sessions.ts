import { randomBytes, randomUUID } from 'node:crypto';

import { type FastifyRequest } from 'fastify';

import { type Config } from '../config';
import { type Queryable } from '../db';
import { signJwt } from '../jwt';
import { findIdentities, findUser } from './store';
import { appMetadata, userJson, userMetadata } from './user-json';

export type AuthMethod = 'password' | 'otp';

/**
 * The URL the browser reaches this server at: API_EXTERNAL_URL, else the address the server
 * listens on. Never the request's Host header, which any client can set.
 */
export function externalUrl(req: FastifyRequest, config: Config): string {
  if (config.apiExternalUrl) return config.apiExternalUrl;
  const { localAddress, localPort } = req.socket;
  const host = !localAddress || localAddress.includes(':') ? '127.0.0.1' : localAddress;
  return `http://${host}:${localPort}`;
}

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function insertRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4::uuid)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** A new row in auth.sessions with its amr claim and first refresh token. */
export async function createSession(
  tx: Queryable,
  userId: string,
  method: AuthMethod,
  userAgent: string | undefined,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
     values ($1::uuid, $2::uuid, now(), now(), 'aal1', $3)`,
    [sessionId, userId, userAgent ?? null],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1::uuid, now(), now(), $2, $3::uuid)`,
    [sessionId, method, randomUUID()],
  );
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null);
  return { sessionId, refreshToken };
}

/** GoTrue's AccessTokenResponse with an access token whose claims are exactly compat §2.5. */
export async function tokenResponse(
  tx: Queryable,
  config: Config,
  issuer: string,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const user = await findUser(tx, { id: userId });
  if (!user) throw new Error(`user ${userId} vanished`);
  const identities = await findIdentities(tx, userId);
  const { rows: amr } = await tx.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from created_at)::int8 as timestamp
       from auth.mfa_amr_claims where session_id = $1::uuid order by created_at desc`,
    [sessionId],
  );
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.jwtExpSeconds;
  const accessToken = await signJwt(
    {
      iss: `${issuer}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: appMetadata(user),
      user_metadata: userMetadata(user),
      role: user.role ?? 'authenticated',
      aal: 'aal1',
      amr: amr.map((a) => ({ method: a.method, timestamp: Number(a.timestamp) })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    config.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: config.jwtExpSeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, identities),
  };
}
