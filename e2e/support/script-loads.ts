// What a page downloaded, request by request, with the libraries (support/library-markers.ts)
// each script carries: the specs that hold `/` to "no supabase-js, zod, react-hook-form or maps
// before an interaction that needs them" read it.
import type { Page, Request } from '@playwright/test';

import { librariesIn } from './library-markers';

export interface Load {
  url: string;
  type: string;
  encoding: string;
  /** Bytes on the wire (the encoded body). */
  bytes: number;
  libraries: string[];
}

async function describeLoad(request: Request): Promise<Load> {
  const response = await request.response();
  const sizes = await request.sizes();
  const type = request.resourceType();
  const body = type === 'script' && response ? (await response.body()).toString('utf8') : '';
  return {
    url: request.url(),
    type,
    encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
    bytes: sizes.responseBodySize,
    libraries: librariesIn(body),
  };
}

/** Starts recording the page's requests; `loads()` answers every one finished (or failed) so far. */
export function recordLoads(page: Page): { loads: () => Promise<Load[]> } {
  const pending: Promise<Load>[] = [];
  page.on('requestfinished', (request) => pending.push(describeLoad(request)));
  page.on('requestfailed', (request) => pending.push(describeLoad(request)));
  return {
    loads: async () => (await Promise.all(pending)).filter((load) => !load.url.startsWith('data:')),
  };
}

/** The libraries the scripts among `loads` carry, each named once. */
export function librariesLoaded(loads: readonly Load[]): string[] {
  return [...new Set(loads.flatMap((load) => load.libraries))].sort();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per request (size, encoding, type, URL and the libraries it carries), for messages. */
export function listing(title: string, loads: readonly Load[]): string {
  const lines = loads.map(
    (load) =>
      `  ${kb(load.bytes).padStart(9)}  ${load.encoding.padEnd(8)} ${load.type.padEnd(8)} ${load.url}` +
      (load.libraries.length > 0 ? `  <- ${load.libraries.join(', ')}` : ''),
  );
  return [`${title} (${loads.length} requests):`, ...lines].join('\n');
}
