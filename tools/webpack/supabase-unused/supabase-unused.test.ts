import { readFileSync } from 'node:fs';
import path from 'node:path';

import type * as SupabaseJs from '@supabase/supabase-js';

import * as functions from './functions';
import * as realtime from './realtime';
import * as storage from './storage';

jest.mock('@supabase/realtime-js', () => jest.requireActual('./realtime'));
jest.mock('@supabase/storage-js', () => jest.requireActual('./storage'));
jest.mock('@supabase/functions-js', () => jest.requireActual('./functions'));

const STAND_INS: Record<string, Record<string, unknown>> = { realtime, storage, functions };

/** The names supabase-js's browser build imports from one of its parts. */
function namesImportedFrom(part: string): string[] {
  const entry = path.join(
    path.dirname(require.resolve('@supabase/supabase-js/package.json')),
    'dist/index.mjs',
  );
  const source = readFileSync(entry, 'utf8');
  const imports = [
    ...source.matchAll(new RegExp(`import \\{([^}]*)\\} from "@supabase/${part}-js"`, 'g')),
  ];
  return imports.flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean),
  );
}

describe('the stand-ins for the supabase-js parts the site does not ship', () => {
  it.each(Object.keys(STAND_INS))('export every name supabase-js imports from %s-js', (part) => {
    const names = namesImportedFrom(part);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(STAND_INS[part]).toHaveProperty(name);
  });

  it('have every method supabase-js calls on its realtime client', () => {
    const entry = path.join(
      path.dirname(require.resolve('@supabase/supabase-js/package.json')),
      'dist/index.mjs',
    );
    const called = new Set(
      [...readFileSync(entry, 'utf8').matchAll(/this\.realtime\.(\w+)\(/g)].map(
        (match) => match[1],
      ),
    );
    expect(called.size).toBeGreaterThan(0);
    for (const method of called) expect(realtime.RealtimeClient.prototype).toHaveProperty(method!);
  });

  it('take each new access token and the sign-out quietly', async () => {
    const { createClient } = jest.requireActual<typeof SupabaseJs>('@supabase/supabase-js');
    const setAuth = jest.spyOn(realtime.RealtimeClient.prototype, 'setAuth');
    const session = {
      access_token: 'token-1',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: 'refresh-1',
      user: { id: 'user-1', aud: 'authenticated', role: 'authenticated', email: 'a@example.com' },
    };
    const fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/auth/v1/token')
        ? new Response(JSON.stringify(session), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(null, { status: 204 }),
    );
    const client = createClient('http://localhost:54321', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch },
    });

    const signIn = await client.auth.signInWithPassword({ email: 'a@example.com', password: 'x' });
    expect(signIn.error).toBeNull();
    await expect(client.auth.signOut()).resolves.toEqual({ error: null });

    expect(setAuth).toHaveBeenCalledWith('token-1');
    expect(setAuth).toHaveBeenLastCalledWith();
    setAuth.mockRestore();
  });

  it('let supabase-js build a client whose REST and auth parts work as before', async () => {
    const { createClient } = jest.requireActual<typeof SupabaseJs>('@supabase/supabase-js');
    const fetch = jest.fn(
      async () =>
        new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const client = createClient('http://localhost:54321', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch },
    });

    await expect(client.from('tours').select('id')).resolves.toMatchObject({
      data: [],
      error: null,
    });
    await expect(client.auth.getSession()).resolves.toMatchObject({ data: { session: null } });
    expect(client.getChannels()).toEqual([]);
  });

  it('say what to change when a part that is not shipped is used', () => {
    const { createClient } = jest.requireActual<typeof SupabaseJs>('@supabase/supabase-js');
    const client = createClient('http://localhost:54321', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
    });

    expect(() => client.channel('bookings')).toThrow(/Realtime is not part of this site's build/);
    expect(() => client.storage.from('photos')).toThrow(/Storage is not part of this site's build/);
    expect(() => client.storage.createBucket('photos')).toThrow(/Storage is not part of this/);
    expect(() => client.functions.invoke('send')).toThrow(
      /Functions is not part of this site's build/,
    );
  });
});
