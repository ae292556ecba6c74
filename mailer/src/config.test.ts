import { ConfigError, configFromEnv, DEFAULTS } from './config';

const KEY = { SUPABASE_SERVICE_ROLE_KEY: 'service-key' };

describe('configFromEnv', () => {
  it('delivers into the local inbox of the local backend by default', () => {
    expect(configFromEnv(KEY)).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      serviceRoleKey: 'service-key',
      transport: { kind: 'local-inbox', inboxUrl: 'http://127.0.0.1:54321' },
      from: '"Barbados Island Rides" <bookings@example.com>',
      siteUrl: 'http://localhost:4200',
      pollIntervalMs: DEFAULTS.pollIntervalMs,
      batchSize: 20,
      concurrency: 4,
      maxAttempts: 10,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      leaseSeconds: 300,
    });
  });

  it('uses SMTP as soon as an SMTP server is named', () => {
    expect(configFromEnv({ ...KEY, SMTP_URL: 'smtps://u:p@smtp.example.com' }).transport).toEqual({
      kind: 'smtp',
      url: 'smtps://u:p@smtp.example.com',
    });
    expect(
      configFromEnv({ ...KEY, SMTP_HOST: 'smtp.example.com', SMTP_USER: 'u', SMTP_PASS: 'p' })
        .transport,
    ).toEqual({
      kind: 'smtp',
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: 'u',
      pass: 'p',
    });
    expect(configFromEnv({ ...KEY, SMTP_HOST: 'h', SMTP_PORT: '465' }).transport).toMatchObject({
      port: 465,
      secure: true,
      user: null,
      pass: null,
    });
    expect(
      configFromEnv({ ...KEY, SMTP_HOST: 'h', SMTP_PORT: '2525', SMTP_SECURE: 'true' }).transport,
    ).toMatchObject({ port: 2525, secure: true });
  });

  it('reads every other setting, trimming trailing slashes of URLs', () => {
    const config = configFromEnv({
      ...KEY,
      SUPABASE_URL: 'https://abc.supabase.co/',
      MAIL_TRANSPORT: 'local-inbox',
      LOCAL_INBOX_URL: 'http://127.0.0.1:54999',
      MAIL_FROM: 'Rides <rides@example.org>',
      SITE_URL: 'https://rides.example.org/',
      MAILER_POLL_MS: '250',
      MAILER_BATCH: '50',
      MAILER_CONCURRENCY: '8',
      MAILER_MAX_ATTEMPTS: '5',
      MAILER_RETRY_BASE_MS: '1000',
      MAILER_RETRY_MAX_MS: '60000',
      MAILER_LEASE_SECONDS: '120',
    });
    expect(config).toMatchObject({
      supabaseUrl: 'https://abc.supabase.co',
      transport: { kind: 'local-inbox', inboxUrl: 'http://127.0.0.1:54999' },
      from: 'Rides <rides@example.org>',
      siteUrl: 'https://rides.example.org',
      pollIntervalMs: 250,
      batchSize: 50,
      concurrency: 8,
      maxAttempts: 5,
      retryBaseMs: 1000,
      retryMaxMs: 60000,
      leaseSeconds: 120,
    });
  });

  it.each([
    [{}, 'SUPABASE_SERVICE_ROLE_KEY is required (the project service role key)'],
    [
      { ...KEY, MAIL_TRANSPORT: 'carrier-pigeon' },
      "MAIL_TRANSPORT must be smtp or local-inbox (got 'carrier-pigeon')",
    ],
    [{ ...KEY, MAIL_TRANSPORT: 'smtp' }, 'MAIL_TRANSPORT=smtp needs SMTP_URL or SMTP_HOST'],
    [{ ...KEY, MAILER_BATCH: '0' }, "MAILER_BATCH must be a whole number of at least 1 (got '0')"],
    [
      { ...KEY, SMTP_HOST: 'h', SMTP_PORT: 'x' },
      "SMTP_PORT must be a whole number of at least 1 (got 'x')",
    ],
  ])('names what is wrong: %j', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(new ConfigError(message));
  });
});
