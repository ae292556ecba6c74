import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabase } from '../../src/db';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'migrations');

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

describe('openDatabase (PGlite)', () => {
  let dataDir: string;
  let migrationsDir: string;

  beforeAll(() => {
    dataDir = tempDir('local-supabase-data-');
    migrationsDir = tempDir('local-supabase-migrations-');
    for (const file of fs.readdirSync(fixtures)) {
      fs.copyFileSync(path.join(fixtures, file), path.join(migrationsDir, file));
    }
  });

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(migrationsDir, { recursive: true, force: true });
  });

  it('bootstraps, migrates and seeds once, and the data dir survives a restart', async () => {
    const seedFile = path.join(migrationsDir, '..', `${path.basename(migrationsDir)}-seed.sql`);
    fs.writeFileSync(seedFile, `insert into public.items (id, name) values (100, 'Seeded');`);
    const log: string[] = [];
    const first = await openDatabase({ dataDir, migrationsDir, seedFile, log: (l) => log.push(l) });
    expect(first.kind).toBe('pglite');
    await first.query(`insert into public.items (id, name) values (101, 'Written at run 1')`);
    await first.close();
    const fixtureFiles = fs.readdirSync(fixtures).sort();
    expect(log).toEqual([
      'applied bootstrap (roles, auth schema, extensions)',
      ...fixtureFiles.map((f) => `applied migration ${f}`),
      'applied seed ' + path.basename(seedFile),
    ]);

    fs.writeFileSync(
      path.join(migrationsDir, '20270101000000_later.sql'),
      'create table public.later (id int primary key);',
    );
    const secondLog: string[] = [];
    const second = await openDatabase({
      dataDir,
      migrationsDir,
      seedFile,
      log: (l) => secondLog.push(l),
    });
    try {
      expect(secondLog).toEqual(['applied migration 20270101000000_later.sql']);
      const { rows } = await second.query<{ id: number }>(
        'select id from public.items where id >= 100 order by id',
      );
      expect(rows.map((r) => r.id)).toEqual([100, 101]);
      const versions = await second.query<{ version: string; name: string }>(
        'select version, name from supabase_migrations.schema_migrations order by version',
      );
      expect(versions.rows.map((r) => r.version)).toEqual([
        ...fs
          .readdirSync(fixtures)
          .sort()
          .map((f) => f.slice(0, f.indexOf('_'))),
        '20270101000000',
      ]);
      expect(versions.rows[versions.rows.length - 1]?.name).toBe('later');
    } finally {
      await second.close();
      fs.rmSync(seedFile, { force: true });
    }
  });

  it('rolls back a transaction that throws and reports Postgres errors with their code', async () => {
    const db = await openDatabase({ migrationsDir: fixtures, seedFile: null });
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`insert into public.items (id, name) values (200, 'Rolled back')`);
          await tx.query(`insert into public.items (id, name) values (200, 'Duplicate')`);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      const { rows } = await db.query('select 1 from public.items where id = 200');
      expect(rows).toEqual([]);
      const ok = await db.transaction(async (tx) => {
        const r = await tx.query<{ v: number }>('select $1::int + 1 as v', [41]);
        return r.rows[0]?.v;
      });
      expect(ok).toBe(42);
      const crypt = await db.query<{ ok: boolean }>(
        `select extensions.crypt('pw', extensions.crypt('pw', extensions.gen_salt('bf'))) =
                extensions.crypt('pw', extensions.crypt('pw', extensions.gen_salt('bf'))) as ok`,
      );
      expect(crypt.rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('fails loudly, naming the file, when a migration is broken', async () => {
    const dir = tempDir('local-supabase-broken-');
    fs.writeFileSync(path.join(dir, '001_broken.sql'), 'create table oops (;');
    try {
      await expect(openDatabase({ migrationsDir: dir, seedFile: null })).rejects.toThrow(
        /migration 001_broken\.sql failed/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
