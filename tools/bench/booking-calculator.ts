// Figures of the home page's price calculator, against a running site (`npm start`, or the e2e
// servers: BASE_URL=http://localhost:4500 for --port-offset=300). Prints, asserts nothing:
//  1. brotli bytes the booking remote adds to `/` before any interaction, and after the first one
//     (and that neither the maps script nor supabase-js is among the first);
//  2. time from the Calculate click to the vehicle cards (performance marks, median of 5);
//  3. INP of the calculator's inputs with 4x CPU slowdown (web-vitals, reportAllChanges).
// Run: npx tsx tools/bench/booking-calculator.ts
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { benchFlags } from './support/bench-flags';

// No flags of its own: BASE_URL names the running site.
benchFlags(
  'tools/bench/booking-calculator.ts',
  "The home page calculator's bytes, Calculate-to-results time and INP, on BASE_URL.",
  {},
);

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:4200';
const BOOKING_ORIGIN = BASE_URL.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 2}`);
const require = createRequire(import.meta.url);
// The package's main entry is dist/web-vitals.js; its IIFE build sits beside it.
const webVitalsDir = path.dirname(require.resolve('web-vitals'));
const WEB_VITALS = readFileSync(path.join(webVitalsDir, 'web-vitals.iife.js'), 'utf8');

interface Transfer {
  url: string;
  bytes: number;
  encoding: string;
}

function recordTransfers(page: Page): Transfer[] {
  const rows: Transfer[] = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const sizes = await request.sizes();
    rows.push({
      url: request.url(),
      bytes: sizes.responseBodySize,
      encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
    });
  });
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (rows: Transfer[]) => rows.reduce((total, row) => total + row.bytes, 0);
const dateAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function fillTrip(page: Page) {
  const calculator = page.locator('#price-calculator');
  await calculator.getByLabel('From the airport', { exact: true }).check();
  const drop = calculator.getByRole('combobox', { name: 'Drop-off location' });
  await drop.click();
  await drop.fill('Sandy');
  await calculator.getByRole('option', { name: /^Sandy Lane/ }).click();
  await calculator.getByLabel('Pickup date').fill(dateAhead(6));
  await calculator.getByLabel('Pickup time').fill('14:30');
  await calculator.getByLabel('Guest name').fill('Ann Lee');
  await calculator.getByLabel('Guest phone').fill('+1 246 555 0100');
  await calculator.getByLabel('Flight details').fill('BA2155');
}

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  // 1. Bytes before and after the first interaction.
  {
    const page = await browser.newPage();
    const rows = recordTransfers(page);
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('heading', { name: 'Instant price calculator' }).waitFor();
    await page.waitForLoadState('networkidle');
    const before = rows.filter((row) => row.url.startsWith(BOOKING_ORIGIN));
    const firstPaintSuspects = rows.filter((row) =>
      /maps\.googleapis|supabase-js|supabase/i.test(row.url),
    );
    const count = rows.length;
    await page.getByRole('combobox', { name: 'Pickup location' }).focus();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const after = rows.slice(count).filter((row) => row.url.startsWith(BOOKING_ORIGIN));
    console.log(
      `Booking remote on / before any interaction: ${kb(sum(before))} in ${before.length} requests`,
    );
    for (const row of before)
      console.log(`  ${kb(row.bytes).padStart(9)} ${row.encoding.padEnd(8)} ${row.url}`);
    console.log(
      `Added by the first interaction (focus on a picker): ${kb(sum(after))} in ${after.length} requests`,
    );
    for (const row of after)
      console.log(`  ${kb(row.bytes).padStart(9)} ${row.encoding.padEnd(8)} ${row.url}`);
    console.log(
      `Maps script or supabase-js before the interaction: ${firstPaintSuspects.length === 0 ? 'none' : firstPaintSuspects.map((r) => r.url).join(', ')}`,
    );
    await page.close();
  }

  // 2. Calculate -> vehicle cards.
  {
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const page = await browser.newPage();
      await page.goto(`${BASE_URL}/`);
      await page.getByRole('heading', { name: 'Instant price calculator' }).waitFor();
      await fillTrip(page);
      // The mark is taken when the click reaches the page, not when Playwright starts aiming.
      await page.evaluate(() =>
        document.addEventListener(
          'click',
          (event) => {
            const target = event.target as HTMLElement | null;
            if (target?.closest('button')?.textContent?.trim() === 'Calculate') {
              performance.mark('bench:calculate-click');
            }
          },
          { capture: true },
        ),
      );
      await page.getByRole('button', { name: 'Calculate' }).click();
      await page.getByRole('list', { name: 'Vehicle options' }).waitFor();
      const ms = await page.evaluate(() => {
        const click = performance.getEntriesByName('bench:calculate-click')[0]?.startTime ?? 0;
        const shown = performance.getEntriesByName('calculator:vehicles-shown')[0]?.startTime ?? 0;
        return shown - click;
      });
      times.push(ms);
      await page.close();
    }
    times.sort((a, b) => a - b);
    console.log(
      `Calculate -> vehicle cards: median ${times[2]?.toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  }

  // 3. INP with 4x CPU slowdown.
  {
    const page = await browser.newPage();
    // Init scripts run in a function scope: publish the IIFE's global explicitly.
    await page.addInitScript(`${WEB_VITALS};window.webVitals = webVitals;`);
    await page.addInitScript(() => {
      const w = window as unknown as {
        __inp: number;
        webVitals: { onINP: (cb: (m: { value: number }) => void, o: object) => void };
      };
      w.__inp = 0;
      const longest = { value: 0, what: '' };
      (window as unknown as { __longest: typeof longest }).__longest = longest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (entry.interactionId && entry.duration > longest.value) {
            longest.value = entry.duration;
            longest.what = `${entry.name} on ${(entry.target as Element | null)?.outerHTML.slice(0, 80) ?? '?'}`;
          }
        }
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
      addEventListener('DOMContentLoaded', () =>
        w.webVitals.onINP((metric) => (w.__inp = metric.value), { reportAllChanges: true }),
      );
    });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('heading', { name: 'Instant price calculator' }).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await fillTrip(page);
    const calculator = page.locator('#price-calculator');
    await calculator.getByRole('button', { name: 'Increase Passengers' }).click();
    await calculator.getByRole('button', { name: 'Increase Pieces of luggage' }).click();
    await calculator.getByLabel('Round trip (we bring you back)').check();
    await calculator.getByLabel('Round trip (we bring you back)').uncheck();
    await calculator.getByLabel('Guest name').pressSequentially(' Smith');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page
      .getByRole('list', { name: 'Vehicle options' })
      .waitFor()
      .catch(() => undefined);
    await page.waitForTimeout(500);
    const { inp, longest } = await page.evaluate(() => ({
      inp: (window as unknown as { __inp: number }).__inp,
      longest: (window as unknown as { __longest: { value: number; what: string } }).__longest,
    }));
    console.log(
      `INP of the calculator inputs (4x CPU slowdown): web-vitals ${inp} ms ` +
        `(0 = no interaction reached its 40 ms reporting floor); longest interaction seen by ` +
        `PerformanceObserver (event timing, 16 ms floor): ${longest.value} ms, ${longest.what}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}
