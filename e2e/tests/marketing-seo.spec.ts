import { expect, test } from '@playwright/test';

test('each public route has its own title, description and Open Graph tags', async ({ page }) => {
  const routes = [
    ['/', /^Barbados Island Rides \| Private transfers and island tours$/, /since 2007/],
    ['/gig/1', /^Airport Transfer \| Barbados Island Rides$/, /Grantley Adams/],
    ['/gig/6', /^Cruise Ship Excursions \| Barbados Island Rides$/, /Cruise Terminal/],
    ['/contact', /^Contact us \| Barbados Island Rides$/, /8:30 AM to 6:30 PM/],
    [
      '/refund-policy',
      /^Refund policy \| Barbados Island Rides$/,
      /full refund more than 48 hours/,
    ],
  ] as const;
  for (const [path, title, description] of routes) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '/' : path}$`),
    );
  }
});

test('account pages ask search engines not to index them; the confirmation page may be indexed', async ({
  page,
  request,
}) => {
  await page.goto('/cancel-confirmation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  // What a crawler reads: the document itself (a visitor who is not signed in is sent on to /,
  // whose own page may be indexed, as soon as the app runs).
  const dashboard = await (await request.get('/dashboard')).text();
  expect(dashboard).toMatch(/<meta name="?robots"? content="?noindex"?/);
});

test('the home page’s HTML carries the local business as JSON-LD', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const match = /<script type="?application\/ld\+json"?>(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  const data = JSON.parse(match?.[1] ?? '{}') as {
    '@type': string;
    areaServed: { name: string };
    hoursAvailable: { opens: string; closes: string };
    provider: { telephone: string; '@type': string };
  };
  expect(data['@type']).toBe('TaxiService');
  expect(data.provider).toMatchObject({ '@type': 'LocalBusiness', telephone: '+12462699288' });
  expect(data.areaServed.name).toBe('Barbados');
  expect(data.hoursAvailable).toMatchObject({ opens: '08:30', closes: '18:30' });
  expect(html).toMatch(/<meta property="?og:title"?/);
});

test('robots.txt and sitemap.xml are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /admin');
  expect(robotsText).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml.match(/<loc>/g)).toHaveLength(14);
  expect(xml).toMatch(/<loc>https?:\/\/\S+\/gig\/8<\/loc>/);
});
