// Debian chromium with a remote-debugging port, so that two clients share one browser profile:
// Playwright prepares each visit (clears the cache, puts a signed-in session into localStorage),
// then Lighthouse connects to the same port and loads the page in a new tab.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../../e2e/support/chromium';

export interface DebuggableChromium {
  port: number;
  /**
   * Connects Playwright to the browser's default profile, runs `prepare` in a fresh tab and
   * disconnects again, so that Playwright is not attached while Lighthouse measures.
   */
  withPage(prepare: (page: Page) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

const DEVTOOLS_LINE = /DevTools listening on ws:\/\/[^:]+:(\d+)\//;

function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`chromium did not open its debugging port:\n${output}`)),
      30_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = DEVTOOLS_LINE.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`chromium exited (${code}) before opening its debugging port:\n${output}`));
    });
  });
}

export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-chromium-'));
  const child = spawn(
    CHROMIUM_LAUNCH_OPTIONS.executablePath,
    [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let port: number;
  try {
    port = await devToolsPort(child);
  } catch (error) {
    child.kill();
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  // Chromium keeps logging to stderr; drain it so the pipe never fills up.
  child.stderr?.resume();

  return {
    port,
    async withPage(prepare) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        const [context] = browser.contexts();
        if (!context) throw new Error('chromium has no default browser context');
        const page = await context.newPage();
        try {
          await prepare(page);
        } finally {
          await page.close();
        }
      } finally {
        await browser.close();
      }
    },
    async close() {
      if (child.exitCode === null) {
        child.kill();
        await exited;
      }
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
