import { defineConfig, devices } from '@playwright/test';

import { TEST_CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { E2E_BASE_URL, E2E_JWT_SECRET, E2E_PORT_OFFSET } from './support/e2e-env';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One per core: the browsers keep both cores busy (a third worker made a CI run no shorter).
  // E2E_WORKERS overrides the count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace slows every test by a fifth (the DOM copied at each step), so only the retry
    // of a failed test records one (CI retries once); `npx playwright test --trace=on` records all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: TEST_CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // The production builds (the e2e target depends on every app's build) on offset ports.
    command: `npx tsx ../tools/start.ts --no-build --in-memory --port-offset=${E2E_PORT_OFFSET}`,
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: !isCI,
    // Auth e-mails may be re-sent at once (60 s per user by default), so the account specs can show
    // a resend right after a sign-up; the UI's answer to the rate limit is covered by unit tests.
    // Every spec books, signs up, signs in and asks for links many times from 127.0.0.1: the
    // per-client booking and manage-link limits and the per-IP auth limits (tested in
    // local-supabase) are lifted;
    // the per-recipient booking limit (booking-limit.spec.ts) and the per IP + e-mail login limit
    // stay.
    env: {
      EMAIL_MIN_INTERVAL_SECONDS: '0',
      // The customer's driver e-mail is held a minute so a quick change replaces it (tested in
      // local-supabase); the browser run holds it 2 s so the inbox spec need not wait the minute.
      DRIVER_EMAIL_HOLD_SECONDS: '2',
      // admin-bookings seeds 2,000 bookings (4,000 e-mails): a wider mailer drains them in about
      // 30 s instead of 50 s, so the specs waiting for their own e-mail are not stuck behind them.
      MAILER_CONCURRENCY: '16',
      MAILER_BATCH: '200',
      JWT_SECRET: E2E_JWT_SECRET,
      BOOKING_LIMIT_PER_CLIENT: '100000',
      MANAGE_LIMIT_PER_CLIENT: '100000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      SIGNUP_MAX_PER_IP: '100000',
      RECOVER_MAX_PER_IP: '100000',
      RESEND_MAX_PER_IP: '100000',
    },
    timeout: 120_000,
    stdout: 'pipe',
  },
});
