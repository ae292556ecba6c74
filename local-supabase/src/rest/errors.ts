import { isPgError } from '../db';

/** A PostgREST error response: body keys in alphabetical order, as PostgREST sends them. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): { code: string; details: string | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export function parseError(what: string, input: string, column: number, details: string) {
  return new RestError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  );
}

/** 413: the body is over the server's limit (1 MB by default, as hosted). */
export function payloadTooLarge(limitBytes: number): RestError {
  const size =
    limitBytes % (1024 * 1024) === 0 ? `${limitBytes / (1024 * 1024)} MB` : `${limitBytes} bytes`;
  return new RestError(
    413,
    'PGRST413',
    `Request body too large: the limit is ${size}`,
    `The body is over ${limitBytes} bytes`,
    'Send less data per request',
  );
}

export function invalidJson(details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', details);
}

export function unknownTable(table: string): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
  );
}

export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function unknownBodyColumn(table: string, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

export function invalidSchema(schema: string): RestError {
  return new RestError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    'Only the following schemas are exposed: public',
  );
}

export function notSingular(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

export function jwtError(code: 'PGRST301' | 'PGRST303', message: string): RestError {
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/** `postgrest:src/PostgREST/Error.hs` pgErrorStatus. */
export function pgErrorStatus(code: string, isAnon: boolean): number {
  if (code === '42501') return isAnon ? 401 : 403;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
  };
  const byExact = exact[code];
  if (byExact) return byExact;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const prefixes: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return prefixes[code.slice(0, 2)] ?? 400;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function jsonObject(raw: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * `RAISE SQLSTATE 'PGRST'`: the function takes over the response (PostgREST v11+,
 * `Error/PgError/ResultError/RaisePgrst.hs`). MESSAGE is the JSON body `{code, message, details?,
 * hint?}`, DETAIL is `{status, status_text?, headers}`. Either one missing or malformed is PostgREST's
 * 500 PGRST121.
 */
function raisedResponse(message: string, detail: string | undefined): RestError {
  const body = jsonObject(message);
  if (!body || typeof body.code !== 'string' || typeof body.message !== 'string') {
    return new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      `Invalid JSON value for MESSAGE: '${message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    );
  }
  const spec = jsonObject(detail);
  const headers = spec?.headers;
  if (
    !spec ||
    typeof spec.status !== 'number' ||
    typeof headers !== 'object' ||
    headers === null ||
    Array.isArray(headers)
  ) {
    return new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      detail === undefined
        ? 'DETAIL is missing in the RAISE statement'
        : `Invalid JSON value for DETAIL: '${detail}'`,
      "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
    );
  }
  const extra: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    if (typeof value === 'string') extra[name] = value;
  }
  return new RestError(
    spec.status,
    body.code,
    body.message,
    text(body.details),
    text(body.hint),
    extra,
  );
}

/** Any thrown value as a RestError: Postgres errors keep their SQLSTATE, DETAIL and HINT. */
export function toRestError(error: unknown, isAnon: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error) && error.code === 'PGRST')
    return raisedResponse(error.message, error.detail);
  if (isPgError(error)) {
    const status = pgErrorStatus(error.code, isAnon);
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new RestError(
      status,
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
      headers,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new RestError(500, 'PGRST000', 'Internal server error', message);
}
