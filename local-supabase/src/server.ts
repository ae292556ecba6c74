import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { registerAuthRoutes } from './auth/routes';
import { AuthError, sendAuthError } from './auth/errors';
import { authLimiters } from './auth/rate-limit';
import { type Config } from './config';
import { type Database } from './db';
import { isInboxPath, isInboxOrigin } from './inbox/origins';
import { registerInboxRoutes } from './inbox/routes';
import { payloadTooLarge, RestError } from './rest/errors';
import { registerRestRoutes } from './rest/routes';
import { SchemaCache } from './rest/schema-cache';

export interface BuildServerOptions {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** compat §1.4: every header the SDK sends is allowed; counts and auth error codes are exposed. */
const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'Content-Location',
  'Location',
  'Content-Type',
  'Range-Unit',
  'Preference-Applied',
  'X-Sb-Error-Code',
];

/** The fastify app: /auth/v1, /rest/v1 and /inbox over one database. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    exposeHeadRoutes: false,
    bodyLimit: config.bodyLimitBytes,
  });
  const corsOptions = {
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 86400,
    strictPreflight: false,
    optionsSuccessStatus: 204,
  };
  // The API is public (any origin, as hosted); the inbox holds sign-in links: the site's own only.
  await app.register(cors, {
    delegator: (req, callback) => {
      if (!isInboxPath(req.url)) return callback(null, { ...corsOptions, origin: '*' });
      const origin = req.headers.origin;
      const allowed = typeof origin === 'string' && isInboxOrigin(origin, req, config);
      callback(null, { ...corsOptions, origin: allowed ? origin : false });
    },
  });
  // Bodies are parsed by the handlers, so PostgREST/GoTrue error codes can be returned for bad JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const schemaCache = new SchemaCache(db);
  registerAuthRoutes(app, {
    db,
    config,
    limits: authLimiters(config),
  });
  registerRestRoutes(app, { db, config, cache: schemaCache });
  registerInboxRoutes(app, db, config);
  app.get('/', async () => ({
    name: 'local-supabase',
    auth: '/auth/v1',
    rest: '/rest/v1',
    inbox: '/inbox',
  }));

  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/auth/v1')) {
      return sendAuthError(reply, new AuthError(404, 'not_found', 'Not found'));
    }
    const error = new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    await reply
      .code(404)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify(error.body()));
  });
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Auth and REST alike answer PostgREST's error shape, which supabase-js reads for both.
      const limit = reply.routeOptions.bodyLimit ?? config.bodyLimitBytes;
      return reply
        .code(413)
        .header('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify(payloadTooLarge(limit).body()));
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    if (req.url.startsWith('/auth/v1')) {
      const code = status >= 500 ? 'unexpected_failure' : 'validation_failed';
      return sendAuthError(reply, new AuthError(status, code, error.message));
    }
    const restError = new RestError(status, status >= 500 ? 'PGRST000' : 'PGRST102', error.message);
    await reply
      .code(status)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify(restError.body()));
  });
  return app;
}
