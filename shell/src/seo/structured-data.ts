// Build time and tests: the search-engine files and the JSON-LD of the shell's HTML, from the same
// constants the pages use (SITE, the service list, the route manifest).
import { SERVICE_TITLES, SITE } from '@bbt/shared';
import { DISALLOWED_PATHS, HOME_DESCRIPTION, SITEMAP_PATHS } from '@bbt/shared/routes';

/**
 * The public origin the sitemap and robots.txt name (absolute URLs are required there). A deploy
 * sets SITE_ORIGIN at build time; the default is an obvious placeholder, like the support inbox's.
 */
export const DEFAULT_SITE_ORIGIN = 'https://barbados-island-rides.example';

/** Customer-service hours (8:30 AM to 6:30 PM, GMT-4, every day). */
export const SERVICE_HOURS = { opens: '08:30', closes: '18:30' } as const;

const EVERY_DAY = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** schema.org TaxiService with its provider (a local business): phone, hours and area served. */
export function localBusinessJsonLd(origin: string): Record<string, unknown> {
  const hours = {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: EVERY_DAY,
    opens: SERVICE_HOURS.opens,
    closes: SERVICE_HOURS.closes,
  };
  const areaServed = { '@type': 'Country', name: 'Barbados', identifier: 'BB' };
  return {
    '@context': 'https://schema.org',
    '@type': 'TaxiService',
    '@id': `${origin}/#taxi-service`,
    name: `${SITE.businessName} private transfers`,
    description: HOME_DESCRIPTION,
    url: `${origin}/`,
    areaServed,
    hoursAvailable: hours,
    serviceType: SERVICE_TITLES.map((service) => service.title),
    provider: {
      '@type': 'LocalBusiness',
      '@id': `${origin}/#business`,
      name: SITE.businessName,
      url: `${origin}/`,
      telephone: SITE.phoneE164,
      foundingDate: String(SITE.operatingSince),
      currenciesAccepted: SITE.currency,
      address: { '@type': 'PostalAddress', addressCountry: 'BB' },
      areaServed,
      openingHoursSpecification: hours,
    },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function sitemapXml(origin: string): string {
  const urls = SITEMAP_PATHS.map(
    (path) =>
      `  <url>\n    <loc>${origin}${path}</loc>\n    <changefreq>${path === '/' ? 'weekly' : 'monthly'}</changefreq>\n    <priority>${path === '/' ? '1.0' : '0.7'}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
