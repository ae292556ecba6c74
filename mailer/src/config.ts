// The mailer's settings, from the environment (README: "Sending e-mail in production").
import { DEFAULT_SUPPORT_EMAIL, SITE } from '@bbt/shared';

export type TransportConfig =
  | { kind: 'smtp'; url: string }
  | {
      kind: 'smtp';
      host: string;
      port: number;
      secure: boolean;
      user: string | null;
      pass: string | null;
    }
  | { kind: 'local-inbox'; inboxUrl: string };

export interface MailerConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  transport: TransportConfig;
  /** The From header: '"Barbados Island Rides" <bookings@example.com>'. */
  from: string;
  /** The public site, for the links in the e-mails. */
  siteUrl: string;
  /** How long to wait when the queue is empty. */
  pollIntervalMs: number;
  /** Rows claimed at once, and sent at once. */
  batchSize: number;
  concurrency: number;
  /** Attempts before a row is given up (status failed). */
  maxAttempts: number;
  /** Retry after base x 2^(attempt - 1), at most max. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim holds a row before another sender may take it back. */
  leaseSeconds: number;
}

export const DEFAULTS = {
  supabaseUrl: 'http://127.0.0.1:54321',
  from: `"${SITE.businessName}" <${DEFAULT_SUPPORT_EMAIL}>`,
  siteUrl: 'http://localhost:4200',
  pollIntervalMs: 1000,
  batchSize: 20,
  concurrency: 4,
  maxAttempts: 10,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  leaseSeconds: 300,
} as const;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new ConfigError(`${name} must be a whole number of at least 1 (got '${raw}')`);
  }
  return value;
}

function transportFrom(env: Env, supabaseUrl: string): TransportConfig {
  const kind =
    env.MAIL_TRANSPORT?.trim() || (env.SMTP_URL || env.SMTP_HOST ? 'smtp' : 'local-inbox');
  if (kind === 'local-inbox') {
    return { kind, inboxUrl: env.LOCAL_INBOX_URL?.trim() || supabaseUrl };
  }
  if (kind !== 'smtp') {
    throw new ConfigError(`MAIL_TRANSPORT must be smtp or local-inbox (got '${kind}')`);
  }
  if (env.SMTP_URL?.trim()) return { kind, url: env.SMTP_URL.trim() };
  const host = env.SMTP_HOST?.trim();
  if (!host) throw new ConfigError('MAIL_TRANSPORT=smtp needs SMTP_URL or SMTP_HOST');
  const port = positiveInt(env, 'SMTP_PORT', 587);
  return {
    kind,
    host,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    user: env.SMTP_USER?.trim() || null,
    pass: env.SMTP_PASS ?? null,
  };
}

/** Reads the environment; throws ConfigError naming the variable that is wrong or missing. */
export function configFromEnv(env: Env = process.env): MailerConfig {
  const supabaseUrl = (env.SUPABASE_URL?.trim() || DEFAULTS.supabaseUrl).replace(/\/+$/, '');
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!serviceRoleKey) {
    throw new ConfigError('SUPABASE_SERVICE_ROLE_KEY is required (the project service role key)');
  }
  return {
    supabaseUrl,
    serviceRoleKey,
    transport: transportFrom(env, supabaseUrl),
    from: env.MAIL_FROM?.trim() || DEFAULTS.from,
    siteUrl: (env.SITE_URL?.trim() || DEFAULTS.siteUrl).replace(/\/+$/, ''),
    pollIntervalMs: positiveInt(env, 'MAILER_POLL_MS', DEFAULTS.pollIntervalMs),
    batchSize: positiveInt(env, 'MAILER_BATCH', DEFAULTS.batchSize),
    concurrency: positiveInt(env, 'MAILER_CONCURRENCY', DEFAULTS.concurrency),
    maxAttempts: positiveInt(env, 'MAILER_MAX_ATTEMPTS', DEFAULTS.maxAttempts),
    retryBaseMs: positiveInt(env, 'MAILER_RETRY_BASE_MS', DEFAULTS.retryBaseMs),
    retryMaxMs: positiveInt(env, 'MAILER_RETRY_MAX_MS', DEFAULTS.retryMaxMs),
    leaseSeconds: positiveInt(env, 'MAILER_LEASE_SECONDS', DEFAULTS.leaseSeconds),
  };
}
