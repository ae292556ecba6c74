// `npm start`: builds what is missing (Nx restores unchanged builds from its cache), starts the
// embedded Supabase-compatible backend, then serves the shell and the four remotes on their own
// ports, as separate deployments would be, starts the mailer (the booking e-mails of the database
// outbox, delivered into the backend's inbox page unless SMTP_* is set) and prints the URL.
//   --no-build        serve the existing builds
//   --port-offset=N   add N to every port (the e2e run uses 100)
//   --in-memory       a fresh database that is thrown away on exit
//   --no-mailer       do not send the queued e-mails
//   --source-maps     also serve the builds' .map files (debugging; they answer 404 otherwise)
// With SUPABASE_URL and SUPABASE_ANON_KEY set, the apps talk to that project and no backend starts;
// the mailer then runs only with SUPABASE_SERVICE_ROLE_KEY.
import { spawnSync } from 'node:child_process';

import path from 'node:path';

import { defaultDataDir, startLocalSupabase } from '@bbt/local-supabase';
import { ConfigError, configFromEnv, type RunningMailer, startMailer } from '@bbt/mailer';
import { APPS } from './apps';
import { appUrl, startFrontEnds } from './serve/front-end-servers';

interface StartOptions {
  build: boolean;
  portOffset: number;
  inMemory: boolean;
  mailer: boolean;
  sourceMaps: boolean;
}

function parseOptions(argv: string[]): StartOptions {
  const offsetFlag = argv.find((arg) => arg.startsWith('--port-offset='));
  return {
    build: !argv.includes('--no-build'),
    portOffset: offsetFlag ? Number(offsetFlag.split('=')[1]) : 0,
    inMemory: argv.includes('--in-memory'),
    mailer: !argv.includes('--no-mailer'),
    sourceMaps: argv.includes('--source-maps'),
  };
}

function buildFrontEnds(): void {
  const projects = APPS.map((app) => app.project).join(',');
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', `--projects=${projects}`, '--output-style=stream'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The front-end build failed; see the output above.');
}

async function startBackend(options: StartOptions) {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = process.env;
  if (SUPABASE_URL && SUPABASE_ANON_KEY) {
    console.log(`Using the Supabase project at ${SUPABASE_URL}`);
    return {
      env: { supabaseUrl: SUPABASE_URL, supabaseAnonKey: SUPABASE_ANON_KEY },
      serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? null,
      close: async () => {},
    };
  }
  const started = Date.now();
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : defaultDataDir;
  // The inbox (sign-in links) answers only this site's pages: the shell's and the remotes' origins.
  const siteOrigins = [
    ...(process.env.SITE_ORIGINS ?? '').split(',').filter(Boolean),
    ...APPS.map((app) => appUrl(app, options)),
  ];
  // The data folder keeps the backend's own JWT secret (in memory: a new one per run); the apps get
  // the keys signed with it through runtime.json.
  const backend = await startLocalSupabase({
    port: 54321 + options.portOffset,
    database: options.inMemory ? {} : { dataDir },
    config: { siteOrigins },
  });
  console.log(
    `local-supabase ready in ${Date.now() - started} ms at ${backend.url} (inbox: ${backend.url}/inbox)`,
  );
  return {
    env: backend.clientConfig(),
    serviceRoleKey: backend.serviceRoleKey as string | null,
    close: () => backend.close(),
  };
}

/** The mailer next to the backend: its outbox, links to this site, the backend's inbox by default. */
function startSender(
  backend: { env: { supabaseUrl: string }; serviceRoleKey: string | null },
  siteUrl: string,
): RunningMailer | null {
  if (!backend.serviceRoleKey) {
    console.log(
      'The mailer is not running: set SUPABASE_SERVICE_ROLE_KEY to send booking e-mails.',
    );
    return null;
  }
  try {
    const config = configFromEnv({
      ...process.env,
      SUPABASE_URL: backend.env.supabaseUrl,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      SITE_URL: process.env.SITE_URL ?? siteUrl,
    });
    const mailer = startMailer(config, (line) => console.log(`[mailer] ${line}`));
    const where =
      config.transport.kind === 'local-inbox'
        ? `the inbox page ${config.transport.inboxUrl}/inbox`
        : 'SMTP';
    console.log(`mailer: booking e-mails go to ${where}`);
    return mailer;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The mailer is not running: ${error.message}`);
    return null;
  }
}

/** A port already in use is the likely failure: say which and what to do, not a stack trace. */
async function orExplain<T>(what: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    const code = (error as { code?: string }).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Could not start ${what}: a port is already in use (is npm start already running?). ` +
            'Stop it, or use --port-offset=N.'
        : `Could not start ${what}: ${(error as Error).message}`,
    );
    process.exit(1);
  }
}

const options = parseOptions(process.argv.slice(2));
if (options.build) buildFrontEnds();
const backend = await orExplain('the local backend', () => startBackend(options));
const servers = await orExplain('the front-end servers', () =>
  startFrontEnds({
    portOffset: options.portOffset,
    env: backend.env,
    sourceMaps: options.sourceMaps,
  }),
);

const shell = APPS.find((app) => app.kind === 'host');
const siteUrl = shell ? appUrl(shell, options) : 'http://localhost:4200';
const mailer = options.mailer ? startSender(backend, siteUrl) : null;
console.log(`\nBarbados Island Rides is running at ${siteUrl}/\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // The mailer finishes the batch in hand before the backend goes away.
  void (mailer ? mailer.stop() : Promise.resolve())
    .then(() => Promise.all([...servers.map((server) => server.close()), backend.close()]))
    .finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
