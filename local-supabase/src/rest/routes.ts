import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import { handleMutation, handleRead } from './handlers';
import { toRestError } from './errors';
import { ANON_ROLE } from './request-context';
import { type Outcome, type RestDeps } from './request';
import { handleRpc } from './rpc-handler';

type Handler = (req: FastifyRequest, deps: RestDeps, name: string) => Promise<Outcome>;

/** Whether the caller is the anon role decides 401 vs 403 for 42501 (PostgREST's `authed`). */
function callerIsAnon(req: FastifyRequest): boolean {
  const token = /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return true;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      role?: unknown;
    };
    return (payload.role ?? ANON_ROLE) === ANON_ROLE;
  } catch {
    return true;
  }
}

async function send(reply: FastifyReply, outcome: Outcome): Promise<void> {
  reply.code(outcome.status).headers(outcome.headers);
  if (outcome.body === null) {
    reply.removeHeader('content-type');
    await reply.send();
  } else {
    await reply.send(outcome.body);
  }
}

function route(deps: RestDeps, handler: Handler) {
  return async (req: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    try {
      await send(reply, await handler(req, deps, req.params.name));
    } catch (error) {
      const restError = toRestError(error, callerIsAnon(req));
      if (restError.status >= 500) req.log.error({ err: error }, 'REST request failed');
      reply
        .code(restError.status)
        .headers(restError.headers)
        .header('Content-Type', 'application/json; charset=utf-8');
      await reply.send(JSON.stringify(restError.body()));
    }
  };
}

/** `/rest/v1`: PostgREST's table and RPC endpoints over the `public` schema. */
export function registerRestRoutes(app: FastifyInstance, deps: RestDeps): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/rest/v1/rpc/:name',
    handler: route(deps, handleRpc),
  });
  app.post('/rest/v1/rpc/:name', route(deps, handleRpc));
  app.route({ method: ['GET', 'HEAD'], url: '/rest/v1/:name', handler: route(deps, handleRead) });
  app.route({
    method: ['POST', 'PATCH', 'DELETE'],
    url: '/rest/v1/:name',
    handler: route(deps, handleMutation),
  });
}
