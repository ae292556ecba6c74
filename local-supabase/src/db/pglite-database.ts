import fs from 'node:fs';

import { PGlite, type Results } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

import { toTextParams } from './params';
import { type Database, type Queryable, type QueryResult } from './types';

const INT8_OID = 20;

/** Every parameter is already text (see params.ts): bypass PGlite's per-type serialisers. */
const textSerializers = new Proxy({} as Record<number, (value: unknown) => string>, {
  get: () => (value: unknown) => String(value),
});

/** int8 as a JS number while it is safe, else its text, the same as the postgres adapter. */
function parseInt8(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

function toResult<R>(result: Results<R>): QueryResult<R> {
  return {
    rows: result.rows,
    affectedRows: result.affectedRows ?? 0,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

interface PgliteLike {
  query<R>(sql: string, params?: unknown[], options?: object): Promise<Results<R>>;
  exec(sql: string): Promise<unknown>;
}

function queryable(target: PgliteLike): Queryable {
  return {
    async query<R>(sql: string, params?: unknown[]) {
      const result = await target.query<R>(sql, toTextParams(params), {
        serializers: textSerializers,
      });
      return toResult(result);
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** PGlite runs one statement at a time; its own mutex serialises queries and transactions. */
export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  { sharedBuffers }: { sharedBuffers?: string } = {},
): Promise<Database & { dump: () => Promise<Blob> }> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }
      : {}),
    extensions: { pgcrypto, uuid_ossp },
    parsers: { [INT8_OID]: parseInt8 },
  });
  await pg.waitReady;
  await pg.exec(`set search_path to "$user", public, extensions; set timezone to 'UTC';`);
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (fn, prelude) =>
      pg.transaction(async (tx) => {
        // PGlite's BEGIN is its own cheap call; the prelude is one simple-protocol message after it.
        if (prelude) await tx.exec(prelude);
        return fn(queryable(tx));
      }),
    close: () => pg.close(),
    // A checkpoint first: a database opened from the dump then has no WAL to replay (about 0.2 s
    // less per open).
    dump: async () => {
      await pg.exec('checkpoint');
      return pg.dumpDataDir('none');
    },
  };
}
