import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { queryParam, type AuthDeps, type Json } from './context';
import { recover, resend } from './email-endpoints';
import {
  API_VERSION,
  API_VERSION_HEADER,
  AuthError,
  sendAuthError,
  unexpectedFailure,
} from './errors';
import { settingsJson } from './settings';
import { signup } from './signup';
import { passwordGrant } from './token-password';
import { refreshGrant } from './token-refresh';
import { getUser, logout, updateUser } from './user-endpoints';
import { verifyLinkRedirect } from './verify';

type Endpoint = (req: FastifyRequest, deps: AuthDeps) => Promise<Json | null>;

async function fail(req: FastifyRequest, reply: FastifyReply, error: unknown): Promise<void> {
  if (error instanceof AuthError) return sendAuthError(reply, error);
  req.log.error({ err: error }, 'auth request failed');
  return sendAuthError(reply, unexpectedFailure());
}

/** Runs an endpoint: a JSON body (200), or 204 for null; errors in GoTrue's 2024-01-01 format. */
function endpoint(deps: AuthDeps, fn: Endpoint) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const body = await fn(req, deps);
      if (body === null) return await reply.code(204).send();
      await reply.header('Content-Type', 'application/json').send(JSON.stringify(body));
    } catch (error) {
      await fail(req, reply, error);
    }
  };
}

async function token(req: FastifyRequest, deps: AuthDeps): Promise<Json> {
  const grantType = queryParam(req, 'grant_type');
  if (grantType === 'password') return passwordGrant(req, deps);
  if (grantType === 'refresh_token') return refreshGrant(req, deps);
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
}

/** `/auth/v1`: the GoTrue subset listed in local-supabase/README.md. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/auth/v1/')) reply.header(API_VERSION_HEADER, API_VERSION);
  });
  app.post('/auth/v1/signup', endpoint(deps, signup));
  app.post('/auth/v1/token', endpoint(deps, token));
  app.get('/auth/v1/user', endpoint(deps, getUser));
  app.put('/auth/v1/user', endpoint(deps, updateUser));
  app.post(
    '/auth/v1/logout',
    endpoint(deps, async (req) => {
      await logout(req, deps, queryParam(req, 'scope') ?? 'global');
      return null;
    }),
  );
  app.post('/auth/v1/recover', endpoint(deps, recover));
  app.post('/auth/v1/resend', endpoint(deps, resend));
  app.get(
    '/auth/v1/settings',
    endpoint(deps, async () => settingsJson(deps.config)),
  );
  app.get(
    '/auth/v1/health',
    endpoint(deps, async () => ({
      version: 'local',
      name: 'GoTrue',
      description: 'local-supabase auth',
    })),
  );
  app.get('/auth/v1/verify', async (req, reply) => {
    try {
      await reply.redirect(await verifyLinkRedirect(req, deps), 303);
    } catch (error) {
      await fail(req, reply, error);
    }
  });
}
