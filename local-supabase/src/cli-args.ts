import path from 'node:path';

import { defaultDataDir } from './db';

export interface CliOptions {
  port: number;
  host: string;
  /** null = in memory. */
  dataDir: string | null;
}

const USAGE = `Usage: tsx local-supabase/src/main.ts [--port 54321] [--host 127.0.0.1] [--data-dir DIR | --in-memory]
Environment: DATABASE_URL (use a real Postgres), JWT_SECRET, ANON_KEY, SERVICE_ROLE_KEY, SITE_URL,
ADDITIONAL_REDIRECT_URLS, API_EXTERNAL_URL, ENABLE_EMAIL_CONFIRMATIONS, DISABLE_SIGNUP, PASSWORD_MIN_LENGTH,
SITE_ORIGINS, EMAIL_MIN_INTERVAL_SECONDS, LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP, LOGIN_WINDOW_SECONDS,
SIGNUP_MAX_PER_IP, RECOVER_MAX_PER_IP, RESEND_MAX_PER_IP, AUTH_IP_WINDOW_SECONDS, OTP_EXP_SECONDS, JWT_EXP,
REFRESH_TOKEN_REUSE_INTERVAL, MAX_ROWS.
Without JWT_SECRET a random secret is kept in <data dir>/jwt-secret.`;

export function parseCliArgs(argv: string[], env: Record<string, string | undefined>): CliOptions {
  const options: CliOptions = {
    port: Number(env.PORT ?? 54321),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
      i += 1;
      return next;
    };
    if (arg === '--port') options.port = Number(value());
    else if (arg === '--host') options.host = value();
    else if (arg === '--data-dir') options.dataDir = path.resolve(value());
    else if (arg === '--in-memory') options.dataDir = null;
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown argument ${arg}\n${USAGE}`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`Invalid port\n${USAGE}`);
  }
  return options;
}
