import { type FastifyRequest } from 'fastify';

import { readBody, stringField, type AuthDeps, type Json } from './context';
import { AuthError } from './errors';
import { externalUrl, insertRefreshToken, tokenResponse } from './sessions';
import { withAuthTx } from './store';

interface TokenRow {
  id: number;
  token: string;
  revoked: boolean;
  session_id: string | null;
  user_id: string;
  revoked_for: number;
}

const notFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * POST /auth/v1/token?grant_type=refresh_token: rotation. A revoked token may be replayed within
 * REFRESH_TOKEN_REUSE_INTERVAL seconds of its rotation (concurrent tabs) and then answers with the
 * session's current token; later replays revoke the whole session's tokens (`tokens/service.go`).
 */
export async function refreshGrant(req: FastifyRequest, deps: AuthDeps): Promise<Json> {
  const presented = stringField(readBody(req), 'refresh_token');
  if (presented === '') throw notFound();
  const { config } = deps;
  const outcome = await withAuthTx(deps.db, async (tx): Promise<Json | null> => {
    const { rows } = await tx.query<TokenRow>(
      `select id, token, coalesce(revoked, false) as revoked, session_id::text, user_id,
              extract(epoch from now() - updated_at)::float8 as revoked_for
         from auth.refresh_tokens where token = $1 for update`,
      [presented],
    );
    const row = rows[0];
    if (!row) throw notFound();
    if (!row.session_id) {
      throw new AuthError(
        400,
        'session_not_found',
        'Invalid Refresh Token: No Valid Session Found',
      );
    }
    const session = await tx.query<{ user_id: string; expired: boolean }>(
      `select user_id::text, coalesce(not_after < now(), false) as expired from auth.sessions where id = $1::uuid`,
      [row.session_id],
    );
    const owner = session.rows[0];
    if (!owner)
      throw new AuthError(
        400,
        'session_not_found',
        'Invalid Refresh Token: No Valid Session Found',
      );
    if (owner.expired)
      throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');

    let token: string;
    if (!row.revoked) {
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
        [row.id],
      );
      token = await insertRefreshToken(tx, owner.user_id, row.session_id, row.token);
    } else if (row.revoked_for <= config.refreshTokenReuseIntervalSeconds) {
      const active = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1::uuid and not coalesce(revoked, false)
          order by id desc limit 1`,
        [row.session_id],
      );
      // No active token left: the family was revoked by an earlier replay.
      const current = active.rows[0];
      if (!current) return null;
      token = current.token;
    } else {
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid`,
        [row.session_id],
      );
      return null;
    }
    await tx.query(
      `update auth.sessions set refreshed_at = now() at time zone 'UTC', updated_at = now() where id = $1::uuid`,
      [row.session_id],
    );
    return tokenResponse(
      tx,
      config,
      externalUrl(req, config),
      owner.user_id,
      row.session_id,
      token,
    );
  });
  // null: a replay outside the reuse interval; the family revocation above has committed.
  if (!outcome)
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return outcome;
}
