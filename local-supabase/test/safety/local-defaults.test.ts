import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SignJWT } from 'jose';

import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../../src/config';
import { resolveConfig, startLocalSupabase } from '../../src/index';
import { dataDirJwtSecret, isLoopbackHost, JWT_SECRET_FILE } from '../../src/jwt-secret';
import { fixturesDir } from '../helpers/server';

const database = { migrationsDir: fixturesDir, seedFile: null };

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-secret-'));
}

function sign(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

describe('the JWT secret', () => {
  it('is generated once per data folder, readable by its owner only, and reused', () => {
    const dir = tempDir();
    const first = dataDirJwtSecret(dir);
    const file = path.join(dir, JWT_SECRET_FILE);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(dataDirJwtSecret(dir)).toBe(first);
    expect(dataDirJwtSecret(tempDir())).not.toBe(first);
  });

  it('signs keys other than the public demo keys unless JWT_SECRET names the demo secret', async () => {
    const dir = tempDir();
    const persisted = await resolveConfig({}, {}, dir);
    expect(persisted.jwtSecret).not.toBe(DEMO_JWT_SECRET);
    expect(persisted.anonKey).not.toBe(DEMO_ANON_KEY);
    expect(persisted.serviceRoleKey).not.toBe(DEMO_SERVICE_ROLE_KEY);
    expect((await resolveConfig({}, {}, dir)).serviceRoleKey).toBe(persisted.serviceRoleKey);

    const inMemory = [await resolveConfig({}, {}), await resolveConfig({}, {})];
    expect(inMemory[0]?.jwtSecret).not.toBe(inMemory[1]?.jwtSecret);
    expect(inMemory[0]?.jwtSecret).not.toBe(DEMO_JWT_SECRET);

    const demo = await resolveConfig({}, { JWT_SECRET: DEMO_JWT_SECRET });
    expect([demo.anonKey, demo.serviceRoleKey]).toEqual([DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY]);
  });

  it('is refused with the demo secret on a non-loopback address, allowed on loopback', async () => {
    await expect(
      startLocalSupabase({
        port: 0,
        host: '0.0.0.0',
        env: { JWT_SECRET: DEMO_JWT_SECRET },
        database,
      }),
    ).rejects.toThrow(/Refusing to listen on 0\.0\.0\.0 with the public demo JWT secret/);
    expect(['127.0.0.1', 'localhost', '::1'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '192.168.1.10', '::', 'example.com'].some(isLoopbackHost)).toBe(false);
    const local = await startLocalSupabase({
      port: 0,
      env: { JWT_SECRET: DEMO_JWT_SECRET },
      database,
    });
    expect(local.anonKey).toBe(DEMO_ANON_KEY);
    await local.close();
  });

  it('keeps the same keys across restarts on one data folder', async () => {
    const dataDir = tempDir();
    const first = await startLocalSupabase({
      port: 0,
      env: {},
      database: { ...database, dataDir },
    });
    const keys = [first.anonKey, first.serviceRoleKey];
    await first.close();
    const second = await startLocalSupabase({
      port: 0,
      env: {},
      database: { ...database, dataDir },
    });
    expect([second.anonKey, second.serviceRoleKey]).toEqual(keys);
    await second.close();
  });
});

describe('a server started without JWT_SECRET', () => {
  it('refuses a service_role token signed with the public demo secret', async () => {
    const server = await startLocalSupabase({ port: 0, env: {}, database });
    try {
      const forged = await sign({ role: 'service_role' }, DEMO_JWT_SECRET);
      for (const token of [forged, DEMO_SERVICE_ROLE_KEY]) {
        const response = await fetch(`${server.url}/rest/v1/items?select=id`, {
          headers: { apikey: token, authorization: `Bearer ${token}` },
        });
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ code: 'PGRST301' });
      }
      const own = await fetch(`${server.url}/rest/v1/items?select=id`, {
        headers: {
          apikey: server.serviceRoleKey,
          authorization: `Bearer ${server.serviceRoleKey}`,
        },
      });
      expect(own.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
