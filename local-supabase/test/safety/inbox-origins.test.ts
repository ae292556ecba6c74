import { inbox } from '../helpers/inbox';
import { startTestServer, type TestServer } from '../helpers/server';
import { uniqueEmail } from '../helpers/users';

let t: TestServer;
const SHELL = 'http://localhost:4200';
const REMOTE = 'http://localhost:4203';
const EVIL = 'https://evil.example';

beforeAll(async () => {
  t = await startTestServer({ siteUrl: SHELL, siteOrigins: [SHELL, REMOTE] });
});

afterAll(async () => {
  await t.close();
});

async function signUp(): Promise<string> {
  const email = uniqueEmail('inbox');
  expect((await t.client().auth.signUp({ email, password: 'Secr3t-pass' })).error).toBeNull();
  return email;
}

describe('the inbox answers only the site', () => {
  it("another site's page can neither read the messages nor get a CORS allowance", async () => {
    const email = await signUp();
    const url = `${t.url}/inbox/api/messages?to=${encodeURIComponent(email)}`;
    const evil = await fetch(url, { headers: { origin: EVIL } });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(await evil.text()).not.toContain('verify');

    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    for (const origin of [SHELL, REMOTE]) {
      const own = await fetch(url, { headers: { origin } });
      expect(own.status).toBe(200);
      expect(own.headers.get('access-control-allow-origin')).toBe(origin);
      expect(await own.json()).toHaveLength(1);
    }
  });

  it('refuses cross-site deletes and clears; its own page and scripts may clear', async () => {
    const email = await signUp();
    const crossSite = [
      fetch(`${t.url}/inbox/api/messages`, { method: 'DELETE', headers: { origin: EVIL } }),
      fetch(`${t.url}/inbox/clear`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      }),
      // A browser that sends no Origin still says where the request came from.
      fetch(`${t.url}/inbox/clear`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    ];
    for (const response of await Promise.all(crossSite)) expect(response.status).toBe(403);
    expect(await inbox(t.url, email)).toHaveLength(1);

    const ownPage = await fetch(`${t.url}/inbox/clear`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: t.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(ownPage.status).toBe(303);
    expect(await inbox(t.url, email)).toHaveLength(0);
  });

  it('still lets the pages of the inbox open from a link on the site', async () => {
    const page = await fetch(`${t.url}/inbox`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(page.status).toBe(200);
  });

  it('keeps the API itself open to any origin, as hosted Supabase', async () => {
    const response = await fetch(`${t.url}/rest/v1/items?select=id`, {
      headers: { apikey: t.anonKey, origin: EVIL },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
