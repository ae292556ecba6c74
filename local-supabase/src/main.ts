import path from 'node:path';

import { parseCliArgs } from './cli-args';
import { JWT_SECRET_FILE, startLocalSupabase } from './index';

/** `tsx local-supabase/src/main.ts`: the local Supabase for development, demos and `npm start`. */
async function main(): Promise<void> {
  let options;
  try {
    options = parseCliArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const started = Date.now();
  const usePostgres = Boolean(process.env.DATABASE_URL);
  const server = await startLocalSupabase({
    port: options.port,
    host: options.host,
    database: {
      // With DATABASE_URL the data folder only keeps the JWT secret.
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      log: (line) => console.log(`[local-supabase] ${line}`),
    },
    logger: { level: 'warn' },
  });
  const storage = usePostgres ? 'Postgres (DATABASE_URL)' : (options.dataDir ?? 'PGlite in memory');
  console.log(`[local-supabase] ready in ${Date.now() - started} ms, data: ${storage}`);
  console.log(`[local-supabase] API URL:  ${server.url}`);
  console.log(`[local-supabase] anon key: ${server.anonKey}`);
  console.log(`[local-supabase] inbox:    ${server.url}/inbox`);
  const secret = process.env.JWT_SECRET
    ? 'JWT_SECRET'
    : options.dataDir
      ? path.join(options.dataDir, JWT_SECRET_FILE)
      : 'random, for this process only';
  console.log(`[local-supabase] JWT secret: ${secret}`);

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[local-supabase] ${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[local-supabase] failed to start:', error);
  process.exit(1);
});
