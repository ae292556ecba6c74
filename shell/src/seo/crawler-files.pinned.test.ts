import { readFileSync } from 'node:fs';
import path from 'node:path';

import { robotsTxt, sitemapXml } from './structured-data';

/** sitemap.xml and robots.txt byte for byte as they were before the route manifest fed them. */
const pinned = JSON.parse(
  readFileSync(path.join(__dirname, 'crawler-files.pinned.json'), 'utf8'),
) as { origin: string; sitemap: string; robots: string };

describe('the crawler files', () => {
  it('are written exactly as pinned', () => {
    expect(sitemapXml(pinned.origin)).toBe(pinned.sitemap);
    expect(robotsTxt(pinned.origin)).toBe(pinned.robots);
  });
});
