import { type FastifyRequest } from 'fastify';

import { authenticate, readBody, type AuthDeps, type Json } from './context';
import { AuthError, validationFailed } from './errors';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { findIdentities, findUser, withAuthTx } from './store';
import { userJson } from './user-json';

/** GET /auth/v1/user: the bare User. */
export async function getUser(req: FastifyRequest, deps: AuthDeps): Promise<Json> {
  const { user } = await authenticate(req, deps);
  const identities = await withAuthTx(deps.db, (tx) => findIdentities(tx, user.id));
  return userJson(user, identities);
}

/** `data` merged key by key; a key sent as null is deleted (`models/user.go` UpdateUserMetaData). */
function metadataPatch(data: Json): { set: Json; remove: string[] } {
  const set: Json = {};
  const remove: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === null) remove.push(key);
    else set[key] = value;
  }
  return { set, remove };
}

/**
 * PUT /auth/v1/user: metadata and password. Tokens are not re-issued (compat §0 item 6). A new
 * password signs out every other session of the user, as GoTrue's UpdatePassword does.
 */
export async function updateUser(req: FastifyRequest, deps: AuthDeps): Promise<Json> {
  const { user, sessionId } = await authenticate(req, deps);
  const body = readBody(req);
  const data = body.data;
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    throw validationFailed('data must be an object');
  }
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (email !== '' && email !== user.email) {
    const taken = await withAuthTx(deps.db, (tx) => findUser(tx, { email }));
    if (taken) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    throw new AuthError(
      422,
      'email_change_not_supported',
      'Changing the email address is not supported here',
    );
  }
  let newHash: string | null = null;
  if (typeof body.password === 'string') {
    const problem = passwordProblem(body.password, deps.config);
    if (problem) throw problem;
    if (await verifyPassword(body.password, user.encrypted_password)) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    newHash = await hashPassword(body.password, deps.config);
  }
  return withAuthTx(deps.db, async (tx) => {
    if (data && typeof data === 'object') {
      const { set, remove } = metadataPatch(data as Json);
      await tx.query(
        `update auth.users
            set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $1::text::jsonb) - $2::text[],
                updated_at = now()
          where id = $3::uuid`,
        [
          JSON.stringify(set),
          `{${remove.map((k) => `"${k.replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
          user.id,
        ],
      );
    }
    if (newHash) {
      await tx.query(
        `update auth.users set encrypted_password = $1, updated_at = now() where id = $2::uuid`,
        [newHash, user.id],
      );
      await tx.query(
        `delete from auth.sessions where user_id = $1::uuid and id::text is distinct from $2`,
        [user.id, sessionId],
      );
    }
    const updated = await findUser(tx, { id: user.id });
    return userJson(updated ?? user, await findIdentities(tx, user.id));
  });
}

/** POST /auth/v1/logout?scope=global|local|others: 204. */
export async function logout(req: FastifyRequest, deps: AuthDeps, scope: string): Promise<void> {
  const { user, sessionId } = await authenticate(req, deps);
  await withAuthTx(deps.db, async (tx) => {
    if (scope === 'local' && sessionId) {
      await tx.query(`delete from auth.sessions where id::text = $1`, [sessionId]);
    } else if (scope === 'others') {
      await tx.query(
        `delete from auth.sessions where user_id = $1::uuid and id::text is distinct from $2`,
        [user.id, sessionId],
      );
    } else {
      await tx.query(`delete from auth.sessions where user_id = $1::uuid`, [user.id]);
    }
  });
}
