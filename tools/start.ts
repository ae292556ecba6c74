// `npm start`: builds what is missing (Nx restores unchanged builds from its cache), then serves the
// shell and the four remotes on their own ports, as separate deployments would be, and prints the URL.
import { spawnSync } from 'node:child_process';

import { APPS } from './apps';
import { appUrl, startFrontEnds } from './serve/front-end-servers';
import { DEMO_ANON_KEY, LOCAL_SUPABASE_URL } from './local-backend';

interface StartOptions {
  build: boolean;
  portOffset: number;
}

function parseOptions(argv: string[]): StartOptions {
  const offsetFlag = argv.find((arg) => arg.startsWith('--port-offset='));
  return {
    build: !argv.includes('--no-build'),
    portOffset: offsetFlag ? Number(offsetFlag.split('=')[1]) : 0,
  };
}

function buildFrontEnds(): void {
  const projects = APPS.map((app) => app.project).join(',');
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', `--projects=${projects}`, '--output-style=stream'],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The front-end build failed; see the output above.');
}

const options = parseOptions(process.argv.slice(2));
if (options.build) buildFrontEnds();

await startFrontEnds({
  portOffset: options.portOffset,
  env: { supabaseUrl: LOCAL_SUPABASE_URL, supabaseAnonKey: DEMO_ANON_KEY },
});

const shell = APPS.find((app) => app.kind === 'host');
if (shell) console.log(`\nBarbados Island Rides is running at ${appUrl(shell, options)}/\n`);
