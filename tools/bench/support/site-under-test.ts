// The whole site as `npm start --no-build --in-memory` runs it: local-supabase in memory with the
// seed data, and the shell and the four remotes served from their production builds.
import { type FastifyInstance } from 'fastify';

import { startLocalSupabase } from '@bbt/local-supabase';

import { APPS, findApp } from '../../apps';
import { appUrl, startFrontEnds } from '../../serve/front-end-servers';

export interface SiteUnderTest {
  siteUrl: string;
  /** Every origin the site's pages load from: the shell, the remotes and the backend. */
  origins: string[];
  backendUrl: string;
  anonKey: string;
  close(): Promise<void>;
}

export async function startSiteUnderTest(portOffset: number): Promise<SiteUnderTest> {
  const backend = await startLocalSupabase({ port: 54321 + portOffset, database: {} });
  const env = backend.clientConfig();
  let servers: FastifyInstance[] = [];
  try {
    servers = await startFrontEnds({ portOffset, env: { ...env } });
  } catch (error) {
    await backend.close();
    throw error;
  }
  const shell = findApp('shell');
  return {
    siteUrl: appUrl(shell, { portOffset }),
    origins: [...APPS.map((app) => appUrl(app, { portOffset })), env.supabaseUrl],
    backendUrl: env.supabaseUrl,
    anonKey: env.supabaseAnonKey,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
      await backend.close();
    },
  };
}
