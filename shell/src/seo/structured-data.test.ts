import { SITE } from '@bbt/shared';

import {
  DEFAULT_SITE_ORIGIN,
  jsonLdScriptContent,
  localBusinessJsonLd,
  robotsTxt,
  SERVICE_HOURS,
  sitemapXml,
} from './structured-data';

const ORIGIN = 'https://rides.example';

describe('JSON-LD for a local taxi business', () => {
  const data = localBusinessJsonLd(ORIGIN) as {
    '@type': string;
    areaServed: { name: string };
    hoursAvailable: { opens: string; closes: string; dayOfWeek: string[] };
    provider: { telephone: string; foundingDate: string; '@type': string };
  };

  it('is a TaxiService provided by a LocalBusiness with the support phone', () => {
    expect(data['@type']).toBe('TaxiService');
    expect(data.provider['@type']).toBe('LocalBusiness');
    expect(data.provider.telephone).toBe(SITE.phoneE164);
    expect(data.provider.foundingDate).toBe('2007');
  });

  it('serves Barbados every day during the customer-service hours', () => {
    expect(data.areaServed.name).toBe('Barbados');
    expect(data.hoursAvailable.dayOfWeek).toHaveLength(7);
    expect(SITE.serviceHours).toBe('8:30 AM to 6:30 PM (GMT-4)');
    expect(SERVICE_HOURS).toEqual({ opens: '08:30', closes: '18:30' });
  });

  it('cannot close its script tag from inside', () => {
    expect(jsonLdScriptContent({ text: '</script><b>' })).toBe(
      '{"text":"\\u003c/script>\\u003cb>"}',
    );
    expect(JSON.parse(jsonLdScriptContent(data))).toEqual(data);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists absolute URLs of the public pages only', () => {
    const xml = sitemapXml(ORIGIN);
    expect(xml).toContain('<loc>https://rides.example/</loc>');
    expect(xml).toContain('<loc>https://rides.example/gig/8</loc>');
    expect(xml).toContain('<loc>https://rides.example/contact</loc>');
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/my-bookings');
    expect(xml.match(/<url>/g)).toHaveLength(14);
  });

  it('keeps account, admin and confirmation pages out and points to the sitemap', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /my-bookings\n');
    expect(robots).toContain('Sitemap: https://rides.example/sitemap.xml');
    expect(robots).not.toContain('Disallow: /\n');
    // Nothing private on them, and Lighthouse's SEO audit fails a page robots.txt blocks.
    expect(robots).not.toContain('Disallow: /reset-password');
    expect(robots).not.toContain('Disallow: /cancel-confirmation');
  });

  it('defaults to an obvious placeholder origin until a deployment sets SITE_ORIGIN', () => {
    expect(DEFAULT_SITE_ORIGIN).toMatch(/\.example$/);
  });
});
