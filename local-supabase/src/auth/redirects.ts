import { type FastifyRequest } from 'fastify';

import { type Config } from '../config';
import { queryParam } from './context';
import { externalUrl } from './sessions';

/** `**` matches anything, `*` anything but `/`; everything else is literal. */
function globToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/**
 * GoTrue's IsRedirectURLValid, with local defaults: any http://localhost:* or http://127.0.0.1:*
 * origin, the SITE_URL's origin, and ADDITIONAL_REDIRECT_URLS (exact URLs or `*`/`**` globs).
 */
export function isAllowedRedirect(value: string, config: Config): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) {
    return true;
  }
  try {
    if (url.origin === new URL(config.siteUrl).origin) return true;
  } catch {
    // An invalid SITE_URL allows nothing by itself.
  }
  return config.additionalRedirectUrls.some((pattern) =>
    pattern.includes('*') ? globToRegExp(pattern).test(value) : pattern === value,
  );
}

/** The redirect target: `redirect_to` when allowed, else SITE_URL (GoTrue's GetReferrer). */
export function redirectTarget(value: string | undefined | null, config: Config): string {
  return value && isAllowedRedirect(value, config) ? value : config.siteUrl;
}

/** Where an auth e-mail's link goes: this server's /auth/v1/verify, then the allowed redirect_to. */
export interface LinkTarget {
  base: string;
  redirectTo: string;
}

export function linkTarget(req: FastifyRequest, config: Config): LinkTarget {
  return {
    base: externalUrl(req, config),
    redirectTo: redirectTarget(queryParam(req, 'redirect_to'), config),
  };
}
