import { type FastifyRequest } from 'fastify';

import { RestError, invalidJson } from './errors';
import { preferenceHeaders, readOutcome, runStatement } from './handlers';
import { acceptShape } from './prefer';
import { parseQueryParams } from './query-params';
import { inRequestTransaction } from './request-context';
import {
  isPlainObject,
  parseJsonBody,
  prepare,
  queryColumns,
  type Outcome,
  type RestDeps,
} from './request';
import { rpcSql } from './rpc-sql';
import { type FunctionInfo } from './schema-cache';
import { SqlParams } from './sql-builder';

function notFound(name: string, keys: string[]): RestError {
  const sorted = [...keys].sort();
  const signature = sorted.length > 0 ? `public.${name}(${sorted.join(', ')})` : `public.${name}`;
  const without = sorted.length > 0 ? '' : ' without parameters';
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${signature}${without} in the schema cache`,
    `Searched for the function public.${name}${sorted.length > 0 ? ` with parameters ${sorted.join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/** The overload whose named parameters cover the given keys and whose required ones are given. */
function chooseFunction(candidates: FunctionInfo[], keys: string[], hasBody: boolean) {
  const byNames = candidates.find(
    (fn) =>
      !fn.takesBody &&
      keys.every((k) => fn.args.some((a) => a.name === k)) &&
      fn.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  return byNames ?? (hasBody ? candidates.find((fn) => fn.takesBody) : undefined);
}

/** POST (JSON body arguments) and GET/HEAD (query-string arguments) `/rest/v1/rpc/<fn>`. */
export async function handleRpc(
  req: FastifyRequest,
  deps: RestDeps,
  name: string,
): Promise<Outcome> {
  const prep = await prepare(req, deps, `/rpc/${name}`);
  const read = req.method === 'GET' || req.method === 'HEAD';
  let candidates = await deps.cache.functionsNamed(name);
  if (candidates.length === 0) candidates = await deps.cache.functionsNamed(name, true);
  let args: Record<string, unknown> = {};
  let rawBody: string | null = null;
  if (read) {
    const argNames = new Set(candidates.flatMap((fn) => fn.args.map((a) => a.name)));
    for (const [key, value] of prep.search) if (argNames.has(key)) args[key] = value;
  } else {
    rawBody = typeof req.body === 'string' && req.body.trim() !== '' ? req.body : '{}';
    const body = parseJsonBody(rawBody);
    if (isPlainObject(body)) args = body;
    else if (!candidates.some((fn) => fn.takesBody)) {
      throw invalidJson();
    }
  }
  const keys = Object.keys(args);
  let fn = chooseFunction(candidates, keys, !read);
  if (!fn) {
    // A migration may have added or replaced the function since it was cached.
    candidates = await deps.cache.functionsNamed(name, true);
    fn = chooseFunction(candidates, keys, !read);
  }
  if (!fn) throw notFound(name, keys);
  const query = parseQueryParams(prep.search, new Set(read ? keys : []));
  const unknown = queryColumns(query, true).find((c) => !fn.columns.includes(c));
  if (unknown !== undefined && fn.returnKind === 'composite') {
    throw new RestError(400, '42703', `column pgrst_call.${unknown} does not exist`);
  }
  const accepted = acceptShape(req.headers.accept);
  const shape = req.method === 'HEAD' ? 'none' : accepted;
  const limit = Math.min(query.limit ?? deps.config.maxRows, deps.config.maxRows);
  const p = new SqlParams();
  const { sql, kind } = rpcSql(
    { fn, args, rawBody },
    query,
    { limit, count: prep.prefs.count !== null, shape },
    p,
  );
  return inRequestTransaction(deps.db, prep.auth, prep.info, read, async (tx) => {
    if (kind === 'void') {
      await tx.query(sql, p.values);
      return { status: 204, headers: preferenceHeaders(prep.prefs), body: null };
    }
    const result = await runStatement(tx, sql, p);
    if (kind === 'scalar') {
      return {
        status: 200,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          ...preferenceHeaders(prep.prefs),
        },
        body: req.method === 'HEAD' ? null : result.body,
      };
    }
    const single = fn.returnsSet ? accepted : 'array';
    return readOutcome(result, query.offset, single, req.method === 'HEAD', prep.prefs);
  });
}
