import { existsSync } from 'node:fs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Playwright cannot download browsers here: every browser run drives Debian's chromium with these
 * flags (the machine's closed network refuses Chromium's background connections otherwise). The
 * benches and screenshots use the full browser, the one visitors run.
 */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: FULL_CHROMIUM, args: ARGS };

/**
 * The browser tests drive Debian's chromium-headless-shell when it is installed: the same Blink and
 * V8 without the full browser around them (Playwright's own default for headless Chromium), and on
 * two cores the suite runs in about half the time. `CHROMIUM_PATH` still picks the browser.
 *
 * `--renderer-process-limit=1`: measured on two cores, the renderers then spend about a tenth less
 * CPU per page load, and a run of 107 tests took 200-203 s instead of 221-267 s. Chromium never puts
 * two browser contexts in one process, so each test's pages stay apart from every other test's.
 */
export const TEST_CHROMIUM_LAUNCH_OPTIONS = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args: [...ARGS, '--renderer-process-limit=1'],
};
