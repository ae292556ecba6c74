import { type FastifyRequest } from 'fastify';

import { type Config } from '../config';

export function isInboxPath(url: string): boolean {
  return url === '/inbox' || url.startsWith('/inbox/') || url.startsWith('/inbox?');
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The site's own origins (SITE_ORIGINS: the shell and remotes; SITE_URL's) and the inbox's own
 * (API_EXTERNAL_URL, or the Host the browser addressed, for the inbox page's own forms).
 */
export function isInboxOrigin(origin: string, req: FastifyRequest, config: Config): boolean {
  const own = [
    ...config.siteOrigins,
    config.siteUrl,
    ...(config.apiExternalUrl ? [config.apiExternalUrl] : []),
    ...(req.headers.host ? [`${req.protocol}://${req.headers.host}`] : []),
  ];
  return own.some((url) => originOf(url) === origin);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Why a request to the inbox is refused, or null: another site's page may not read it (its
 * `Origin` is not one of ours) nor change it (its `Origin`, or `Sec-Fetch-Site` when a browser
 * sends no Origin, says cross-site). Scripts and the mailer send neither and pass.
 */
export function crossSiteRefusal(req: FastifyRequest, config: Config): string | null {
  if (req.method === 'OPTIONS') return null;
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== '' && !isInboxOrigin(origin, req, config)) {
    return `The inbox answers only the site's own pages, not ${origin}`;
  }
  const fetchSite = req.headers['sec-fetch-site'];
  if (
    WRITES.has(req.method) &&
    typeof origin !== 'string' &&
    (fetchSite === 'cross-site' || fetchSite === 'same-site')
  ) {
    return 'The inbox cannot be changed from another site';
  }
  return null;
}
