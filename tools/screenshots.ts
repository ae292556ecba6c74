// `npm run screenshots`: what the site looks like, at a phone's 360 px and a laptop's 1280 px,
// written to docs/screenshots/ (linked from the README). Serves the existing production builds
// (`npm run build` and `nx run shared:catalogue` first) on offset ports with a fresh database.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'docs/screenshots');
const OFFSET = 700;
const SITE = `http://localhost:${4200 + OFFSET}`;
const WIDTHS = [360, 1280] as const;

interface Shot {
  name: string;
  url: string;
  /** The page's h1: it shows the page has rendered (not its loading state). */
  ready: string;
  fullPage?: boolean;
}

const SHOTS: Shot[] = [
  {
    name: 'catalogue',
    url: pathToFileURL(path.join(root, 'shared/catalogue/dist/index.html')).href,
    ready: 'Design system catalogue',
    fullPage: true,
  },
  { name: 'home', url: `${SITE}/`, ready: 'Your private ride across Barbados' },
  { name: 'gig-1', url: `${SITE}/gig/1`, ready: 'Airport Transfer' },
  { name: 'contact', url: `${SITE}/contact`, ready: 'Contact Us' },
];

function startSite(): ChildProcess {
  return spawn(
    'npx',
    ['tsx', 'tools/start.ts', '--no-build', '--in-memory', `--port-offset=${OFFSET}`],
    { cwd: root, stdio: 'ignore', detached: true },
  );
}

async function waitFor(url: string, seconds: number): Promise<void> {
  for (let attempt = 0; attempt < seconds * 2; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function capture(page: Page, shot: Shot, width: number): Promise<string> {
  await page.setViewportSize({ width, height: width < 600 ? 780 : 800 });
  await page.goto(shot.url);
  await page.getByRole('heading', { level: 1, name: shot.ready }).waitFor();
  await page.waitForLoadState('networkidle');
  const file = path.join(OUT, `${shot.name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
  return file;
}

const site = startSite();
try {
  await waitFor(`${SITE}/`, 90);
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage();
  for (const shot of SHOTS) {
    for (const width of WIDTHS) console.log(path.relative(root, await capture(page, shot, width)));
  }
  await browser.close();
} finally {
  if (site.pid) process.kill(-site.pid, 'SIGTERM');
}
