/** Every setting of the server, with the defaults that make `npm start` work unconfigured. */
export interface Config {
  /**
   * Where the API is reachable from the browser: the token `iss` and the base of e-mail links.
   * Default: the URL the server listens on (never the request's Host header).
   */
  apiExternalUrl: string | null;
  /** Origins (the site's shell and remotes) whose pages may call the inbox; SITE_URL's is added. */
  siteOrigins: string[];
  siteUrl: string;
  /** Extra allowed redirect_to values: exact URLs, or prefixes ending in `*` / `**`. */
  additionalRedirectUrls: string[];
  jwtSecret: string;
  jwtExpSeconds: number;
  anonKey: string;
  serviceRoleKey: string;
  enableConfirmations: boolean;
  disableSignup: boolean;
  passwordMinLength: number;
  /** bcrypt cost of new password hashes (GoTrue uses 10). */
  passwordHashCost: number;
  /** Per-user minimum interval between auth e-mails. */
  emailMinIntervalSeconds: number;
  /** Failed password sign-ins allowed per client IP + e-mail in `loginWindowSeconds`. */
  loginMaxFailures: number;
  /** Failed password sign-ins allowed per client IP, whatever the e-mail (password spraying). */
  loginMaxFailuresPerIp: number;
  loginWindowSeconds: number;
  /** Sign-up, recovery and resend requests allowed per client IP in `authIpWindowSeconds`. */
  signupMaxPerIp: number;
  recoverMaxPerIp: number;
  resendMaxPerIp: number;
  authIpWindowSeconds: number;
  /** Largest request body for /auth/v1 and /rest/v1 (413 beyond). */
  bodyLimitBytes: number;
  otpExpSeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  maxRows: number;
}

/**
 * Supabase CLI demo values: public, so anyone can forge a service_role
 * token with them. Used only when JWT_SECRET names this secret, and only on a loopback address.
 */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const DEFAULT_CONFIG: Config = {
  apiExternalUrl: null,
  siteOrigins: [],
  siteUrl: 'http://localhost:4200',
  additionalRedirectUrls: [],
  // Filled by resolveConfig (index.ts): JWT_SECRET, else a random secret kept in the data folder.
  jwtSecret: '',
  jwtExpSeconds: 3600,
  anonKey: '',
  serviceRoleKey: '',
  enableConfirmations: true,
  disableSignup: false,
  passwordMinLength: 8,
  passwordHashCost: 10,
  emailMinIntervalSeconds: 60,
  loginMaxFailures: 10,
  loginMaxFailuresPerIp: 50,
  loginWindowSeconds: 300,
  signupMaxPerIp: 30,
  recoverMaxPerIp: 10,
  resendMaxPerIp: 10,
  authIpWindowSeconds: 3600,
  bodyLimitBytes: 1024 * 1024,
  otpExpSeconds: 86400,
  refreshTokenReuseIntervalSeconds: 10,
  maxRows: 1000,
};

/**
 * Per-IP auth limits high enough for test suites, which sign up and sign in many accounts from one
 * address; the per IP + e-mail login limit is kept.
 */
export const TEST_SUITE_AUTH_LIMITS = {
  loginMaxFailuresPerIp: 100_000,
  signupMaxPerIp: 100_000,
  recoverMaxPerIp: 100_000,
  resendMaxPerIp: 100_000,
} satisfies Partial<Config>;

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return raw === 'true' || raw === '1' || raw === 'yes';
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Settings from the environment (names follow GoTrue / the Supabase CLI where one exists).
 * Keys are not derived here: when JWT_SECRET changes, the caller signs new keys (see keys.ts).
 */
export function configFromEnv(env: Env = process.env): Partial<Config> {
  const partial: Partial<Config> = {
    siteUrl: env.SITE_URL || DEFAULT_CONFIG.siteUrl,
    additionalRedirectUrls: list(env.ADDITIONAL_REDIRECT_URLS),
    jwtExpSeconds: int(env, 'JWT_EXP', DEFAULT_CONFIG.jwtExpSeconds),
    enableConfirmations: bool(env, 'ENABLE_EMAIL_CONFIRMATIONS', true),
    disableSignup: bool(env, 'DISABLE_SIGNUP', false),
    passwordMinLength: int(env, 'PASSWORD_MIN_LENGTH', DEFAULT_CONFIG.passwordMinLength),
    emailMinIntervalSeconds: int(env, 'EMAIL_MIN_INTERVAL_SECONDS', 60),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', DEFAULT_CONFIG.loginMaxFailures),
    loginMaxFailuresPerIp: int(
      env,
      'LOGIN_MAX_FAILURES_PER_IP',
      DEFAULT_CONFIG.loginMaxFailuresPerIp,
    ),
    loginWindowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', DEFAULT_CONFIG.loginWindowSeconds),
    signupMaxPerIp: int(env, 'SIGNUP_MAX_PER_IP', DEFAULT_CONFIG.signupMaxPerIp),
    recoverMaxPerIp: int(env, 'RECOVER_MAX_PER_IP', DEFAULT_CONFIG.recoverMaxPerIp),
    resendMaxPerIp: int(env, 'RESEND_MAX_PER_IP', DEFAULT_CONFIG.resendMaxPerIp),
    authIpWindowSeconds: int(env, 'AUTH_IP_WINDOW_SECONDS', DEFAULT_CONFIG.authIpWindowSeconds),
    siteOrigins: list(env.SITE_ORIGINS),
    otpExpSeconds: int(env, 'OTP_EXP_SECONDS', DEFAULT_CONFIG.otpExpSeconds),
    refreshTokenReuseIntervalSeconds: int(env, 'REFRESH_TOKEN_REUSE_INTERVAL', 10),
    maxRows: int(env, 'MAX_ROWS', DEFAULT_CONFIG.maxRows),
  };
  if (env.API_EXTERNAL_URL) partial.apiExternalUrl = env.API_EXTERNAL_URL.replace(/\/+$/, '');
  if (env.JWT_SECRET) partial.jwtSecret = env.JWT_SECRET;
  if (env.ANON_KEY) partial.anonKey = env.ANON_KEY;
  if (env.SERVICE_ROLE_KEY) partial.serviceRoleKey = env.SERVICE_ROLE_KEY;
  return partial;
}
