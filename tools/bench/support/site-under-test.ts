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
  /** A fresh manage-link token for the seeded customer's next upcoming booking. */
  manageToken(): Promise<string>;
  close(): Promise<void>;
}

/** The mailer's way to a manage token (service role): the customer's next upcoming booking. */
async function issueManageToken(url: string, serviceRoleKey: string): Promise<string> {
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const today = new Date().toISOString().slice(0, 10);
  const query = new URLSearchParams({
    select: 'id',
    email: 'eq.customer@example.com',
    status: 'in.(pending,confirmed)',
    pickup_date: `gt.${today}`,
    order: 'pickup_date',
    limit: '1',
  });
  const found = await fetch(`${url}/rest/v1/bookings?${query}`, { headers });
  const [booking] = (await found.json()) as { id: string }[];
  if (!booking) throw new Error('the seed has no upcoming booking for customer@example.com');
  const issued = await fetch(`${url}/rest/v1/rpc/issue_manage_token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ p_booking_id: booking.id }),
  });
  if (!issued.ok) throw new Error(`issue_manage_token: ${issued.status} ${await issued.text()}`);
  return (await issued.json()) as string;
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
    manageToken: () => issueManageToken(backend.url, backend.serviceRoleKey),
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
      await backend.close();
    },
  };
}
