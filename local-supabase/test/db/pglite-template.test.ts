import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabase } from '../../src/db';
import { openPglite } from '../../src/db/pglite-database';
import {
  EMPTY_CLUSTER_KEY,
  PGLITE_TEMPLATES_ENV,
  readTemplate,
  templateKey,
  templatesDir,
  writeTemplate,
} from '../../src/db/pglite-template';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'migrations');

describe('in-memory databases from a template', () => {
  const saved = process.env[PGLITE_TEMPLATES_ENV];
  let templates: string;
  let migrationsDir: string;

  beforeAll(() => {
    templates = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-templates-'));
    migrationsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-migrations-'));
    for (const file of fs.readdirSync(fixtures)) {
      fs.copyFileSync(path.join(fixtures, file), path.join(migrationsDir, file));
    }
    process.env[PGLITE_TEMPLATES_ENV] = templates;
  });

  afterAll(() => {
    process.env[PGLITE_TEMPLATES_ENV] = saved;
    fs.rmSync(templates, { recursive: true, force: true });
    fs.rmSync(migrationsDir, { recursive: true, force: true });
  });

  it('are off unless the variable names a folder', () => {
    expect(templatesDir({})).toBeUndefined();
    expect(templatesDir({ [PGLITE_TEMPLATES_ENV]: 'off' })).toBeUndefined();
    expect(templatesDir({ [PGLITE_TEMPLATES_ENV]: ' /tmp/x ' })).toBe('/tmp/x');
  });

  it('the first open writes the dump, the next loads it with the same schema and seed, apart', async () => {
    const seedFile = path.join(templates, 'seed.sql');
    fs.writeFileSync(seedFile, `insert into public.items (id, name) values (100, 'Seeded');`);
    const key = templateKey(migrationsDir, seedFile);
    const log: string[] = [];

    const first = await openDatabase({ migrationsDir, seedFile, log: (line) => log.push(line) });
    expect(fs.existsSync(path.join(templates, `${key}.tar`))).toBe(true);
    await first.query(`insert into public.items (id, name) values (101, 'Only in the first')`);
    await first.close();
    const built = log.length;
    expect(built).toBeGreaterThan(0);

    const second = await openDatabase({ migrationsDir, seedFile, log: (line) => log.push(line) });
    try {
      // Loaded, not built: nothing more was applied, and the first one's own write is not there.
      expect(log).toHaveLength(built);
      const { rows } = await second.query<{ id: number }>(
        'select id from public.items order by id',
      );
      const ids = rows.map((row) => row.id);
      expect(ids).toContain(100);
      expect(ids).not.toContain(101);
    } finally {
      await second.close();
    }
  });

  it('a database of other migrations starts from the empty cluster the first build left', async () => {
    await (await openDatabase({ migrationsDir, seedFile: null })).close();
    const emptyCluster = await readTemplate(templates, EMPTY_CLUSTER_KEY);
    expect(emptyCluster).toBeDefined();
    // A marked copy of it in a folder of its own, so a database opened from it shows its origin.
    const marked = await openPglite(undefined, emptyCluster);
    await marked.exec('create table public.from_the_empty_cluster (id int)');
    const markedTemplates = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-marked-'));
    await writeTemplate(markedTemplates, EMPTY_CLUSTER_KEY, await marked.dump());
    await marked.close();
    const otherMigrations = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-other-'));
    fs.writeFileSync(
      path.join(otherMigrations, '001_other.sql'),
      'create table public.other (id int);',
    );
    const log: string[] = [];
    process.env[PGLITE_TEMPLATES_ENV] = markedTemplates;
    try {
      const other = await openDatabase({
        migrationsDir: otherMigrations,
        seedFile: null,
        log: (line) => log.push(line),
      });
      const { rows } = await other
        .query<{ name: string }>(
          `select table_name as name from information_schema.tables
            where table_schema = 'public' order by table_name`,
        )
        .finally(() => other.close());
      expect(log).toEqual([
        'applied bootstrap (roles, auth schema, extensions)',
        'applied migration 001_other.sql',
      ]);
      expect(rows.map((row) => row.name)).toEqual(['from_the_empty_cluster', 'other']);
    } finally {
      process.env[PGLITE_TEMPLATES_ENV] = templates;
      fs.rmSync(otherMigrations, { recursive: true, force: true });
      fs.rmSync(markedTemplates, { recursive: true, force: true });
    }
  });

  it('a test run opens its databases with small shared buffers; others keep the default', async () => {
    const sharedBuffers = async () => {
      const db = await openDatabase({ migrationsDir, seedFile: null });
      try {
        return (await db.query<{ shared_buffers: string }>('show shared_buffers')).rows[0];
      } finally {
        await db.close();
      }
    };
    expect(await sharedBuffers()).toEqual({ shared_buffers: '16MB' });
    process.env[PGLITE_TEMPLATES_ENV] = 'off';
    try {
      expect(await sharedBuffers()).toEqual({ shared_buffers: '128MB' });
    } finally {
      process.env[PGLITE_TEMPLATES_ENV] = templates;
    }
  });

  it('keeps the first dump written for a key: a later writer leaves it as it was', async () => {
    const key = 'written-twice';
    await writeTemplate(templates, key, new Blob(['first']));
    await writeTemplate(templates, key, new Blob(['second']));
    expect(await (await readTemplate(templates, key))?.text()).toBe('first');
    expect(fs.readdirSync(templates).filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(await readTemplate(templates, 'never-written')).toBeUndefined();
  });

  it('names a different template when a migration or the seed changes', () => {
    const seedFile = path.join(templates, 'seed.sql');
    fs.writeFileSync(seedFile, 'select 1;');
    const before = templateKey(migrationsDir, seedFile);
    expect(templateKey(migrationsDir, null)).not.toBe(before);
    fs.writeFileSync(path.join(migrationsDir, '99999999999999_create_more.sql'), 'select 2;');
    expect(templateKey(migrationsDir, seedFile)).not.toBe(before);
  });
});
