/**
 * Every route of the site, signed out and signed in as each role: the route guard leaves the role
 * on the page it may see, which renders its heading in its layout (the admin layout has the Admin
 * navigation and no site header or footer), without a console error and without a
 * Content-Security-Policy violation, and every document carries the security headers. The policy
 * names its hosts exactly, the site asks for HTTPS only, and the builds' source maps are not served.
 */
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type Request,
  type Response,
  test,
} from '@playwright/test';

import { fillTrip, openCalculator } from '../support/booking-flow';
import { collectPageErrors } from '../support/console-errors';
import { cspViolations, recordCspViolations } from '../support/csp-violations';
import { installFakeGoogleMaps } from '../support/fake-google-maps';
import { openDialog } from '../support/login-dialog';
import { signInAs } from '../support/sign-in';
import { E2E_BASE_URL } from '../support/e2e-env';
import { SITE_ROUTES } from '../support/site-routes';
import { type Account, STAFF } from '../support/staff';

type Role = 'visitor' | 'customer' | 'moderator' | 'admin' | 'super_admin';

const ACCOUNT_OF: Record<Exclude<Role, 'visitor'>, Account> = {
  customer: STAFF.customer,
  moderator: STAFF.moderator,
  admin: STAFF.admin,
  super_admin: STAFF.superAdmin,
};

type Layout = 'public' | 'admin';

const HOME: Visit['landsOn'] = {
  path: '/',
  heading: /Your private ride across Barbados/,
  layout: 'public',
};
const ADMIN_HOME: Visit['landsOn'] = {
  path: '/admin',
  heading: 'Admin Dashboard',
  layout: 'admin',
};
/** The lowest role that may open an admin page; the others go to /admin. */
const ADMIN_MINIMUM: Record<string, Role> = {
  '/admin/users': 'admin',
  '/admin/settings': 'super_admin',
};
const STAFF_LEVEL: Record<Role, number> = {
  visitor: 0,
  customer: 0,
  moderator: 1,
  admin: 2,
  super_admin: 3,
};

interface Visit {
  path: string;
  /** Where the route guard leaves this role, and the heading and layout it shows there. */
  landsOn: { path: string; heading: string | RegExp; layout: Layout };
}

function visitsFor(role: Role): Visit[] {
  const signedIn = role !== 'visitor';
  const routes: { path: string; heading: string | RegExp; layout: Layout; signedIn?: boolean }[] = [
    { path: '/', heading: HOME.heading, layout: 'public', signedIn: false },
    { path: '/dashboard', heading: 'Dashboard', layout: 'public', signedIn: true },
    ...SITE_ROUTES,
  ];
  return routes.map((route) => {
    if (route.layout === 'admin') {
      if (STAFF_LEVEL[role] === 0) return { path: route.path, landsOn: HOME };
      const minimum = ADMIN_MINIMUM[route.path] ?? 'moderator';
      if (STAFF_LEVEL[role] < STAFF_LEVEL[minimum])
        return { path: route.path, landsOn: ADMIN_HOME };
    }
    if (route.signedIn && !signedIn) return { path: route.path, landsOn: HOME };
    return {
      path: route.path,
      landsOn: { path: route.path, heading: route.heading, layout: route.layout },
    };
  });
}

const REQUIRED_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

/** directive name -> its sources */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: Response | null, path: string): void {
  expect(response, `no document response for ${path}`).not.toBeNull();
  const headers = response?.headers() ?? {};
  for (const name of REQUIRED_HEADERS) expect(headers[name], `${name} of ${path}`).toBeTruthy();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  const directives = directivesOf(policy);
  expect(directives.get('script-src')?.join(' ')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  // Exact hosts only: a wildcard such as *.googleapis.com also matches anyone's storage bucket.
  expect(policy, `wildcard host in the policy of ${path}`).not.toContain('*');
  expect(directives.get('script-src')).toContain('https://maps.googleapis.com');
  expect(directives.has('frame-src'), `frame-src of ${path}`).toBe(false);
  expect(headers['strict-transport-security']).toMatch(/^max-age=(\d+); includeSubDomains$/);
  expect(
    Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]),
  ).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** The admin pages have their own navigation and neither the site's header nor its footer. */
async function expectLayout(page: Page, layout: Layout, where: string): Promise<void> {
  const admin = page.getByRole('navigation', { name: 'Admin' });
  const main = page.getByRole('navigation', { name: 'Main' });
  const footer = page.getByRole('contentinfo');
  if (layout === 'admin') {
    await expect(admin, where).toBeVisible();
    await expect(main, where).toHaveCount(0);
    await expect(footer, where).toHaveCount(0);
  } else {
    await expect(main, where).toBeVisible();
    await expect(footer, where).toBeVisible();
  }
}

/** What a page shows while its area loads or its access is checked (the shell's placeholders). */
const STILL_LOADING = /^(Loading…|Checking your access…)$/;

/** How long nothing may be in flight before the page's own requests count as done. */
const QUIET_MS = 200;

/**
 * The page's requests in flight (its remote's files, its data, its pictures), so a visit waits
 * exactly until they are done rather than for networkidle's fixed half second of silence.
 */
function requestsInFlight(page: Page): Set<Request> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

async function quiet(inFlight: Set<Request>): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (inFlight.size > 0) quietSince = Date.now();
  }
}

/** Opens each of `visits` by URL in `page`, as a bookmark or a shared link would, and checks it. */
async function visitAll(page: Page, role: Role, visits: Visit[]): Promise<string[]> {
  const inFlight = requestsInFlight(page);
  const problems: string[] = [];
  for (const visit of visits) {
    inFlight.clear(); // the previous document's requests end (or are cancelled) with it
    const response = await page.goto(visit.path);
    expectSecurityHeaders(response, visit.path);
    await expect(
      page.getByRole('heading', { level: 1, name: visit.landsOn.heading }),
      `${visit.path} as ${role}`,
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(visit.landsOn.path);
    await expectLayout(page, visit.landsOn.layout, `${visit.path} as ${role}`);
    // The area's remote has rendered the page (the placeholder's status is gone), and the page's
    // own requests (the data of an admin table, say) have finished under the policy.
    await expect(
      page.getByRole('status').filter({ hasText: STILL_LOADING }),
      `${visit.path} as ${role} still loading`,
    ).toHaveCount(0);
    await quiet(inFlight);
    for (const violation of await cspViolations(page)) problems.push(`${visit.path}: ${violation}`);
  }
  return problems;
}

/** Pages opened at once per role: the visits wait on the network much of the time. */
const TABS = 2;

/**
 * Opens every route by URL for one role, shared between TABS tabs of one browser context (each
 * prepared alike: the CSP recorder, the session), and checks what loaded.
 */
async function sweep(
  context: BrowserContext,
  role: Role,
  prepare: (page: Page) => Promise<void>,
): Promise<void> {
  const visits = visitsFor(role);
  const errors: string[] = [];
  const problems = await Promise.all(
    Array.from({ length: TABS }, async (_, tab) => {
      const page = await context.newPage();
      await prepare(page);
      const seen = collectPageErrors(page);
      const found = await visitAll(
        page,
        role,
        visits.filter((__, index) => index % TABS === tab),
      );
      errors.push(...seen);
      return found;
    }),
  );
  expect(problems.flat(), 'CSP violations').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
}

test.describe('every route as every role: its page, its layout, the headers and the policy', () => {
  test('a visitor who is not signed in', async ({ context }) => {
    await sweep(context, 'visitor', recordCspViolations);
  });

  for (const role of ['customer', 'moderator', 'admin', 'super_admin'] as const) {
    test(`signed in as ${role}`, async ({ context }) => {
      await sweep(context, role, async (page) => {
        await recordCspViolations(page);
        await signInAs(page, ACCOUNT_OF[role]);
      });
    });
  }

  test('the login dialog and the calculator with the maps service load under the policy', async ({
    page,
  }) => {
    await recordCspViolations(page);
    const errors = collectPageErrors(page);
    const maps = await installFakeGoogleMaps(page);
    const calculator = await openCalculator(page);
    await fillTrip(calculator, { dropoff: 'Sandy Lane' });
    await expect(calculator.locator('[data-fake-route-km]')).toBeAttached();
    expect(maps.scriptRequests()).toBe(1);
    await openDialog(page, 'Login');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the home page runs no inline script: its only inline block is JSON-LD data', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((attributes) => !/\bsrc=/.test(attributes));
    expect(inline.map((attributes) => attributes.trim())).toEqual(['type=application/ld+json']);
  });
});

/** The source map a script names in its last line, as a browser's developer tools would find it. */
async function sourceMapOf(request: APIRequestContext, scriptUrl: string): Promise<string> {
  const script = await request.get(scriptUrl);
  expect(script.status(), scriptUrl).toBe(200);
  const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(await script.text())?.[1];
  expect(name, `${scriptUrl} names its source map`).toBeTruthy();
  return new URL(name ?? '', scriptUrl).href;
}

test.describe('source maps', () => {
  test('the shell and every remote keep their source maps to themselves', async ({ request }) => {
    const runtime = (await (await request.get('/runtime.json')).json()) as {
      remotes: Record<string, string>;
    };
    const scripts = [`${E2E_BASE_URL}/main.js`, ...Object.values(runtime.remotes)];
    expect(scripts).toHaveLength(5);
    for (const script of scripts) {
      const map = await sourceMapOf(request, script);
      for (const url of [map, `${map}.br`, `${map}.gz`]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(404);
        expect(await response.text(), url).not.toContain('sourcesContent');
      }
    }
  });
});
