import path from 'node:path';

import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

import { COMMON_HEADERS } from './security-headers';

export interface StaticAppOptions {
  /** The app's build output folder. */
  root: string;
  port: number;
  host?: string;
  /** JSON files generated at serve time (the deployment's runtime settings), by URL path. */
  runtimeFiles?: Record<string, unknown>;
  /**
   * The HTML document for a client-side route, e.g. index.html for `/` and app.html elsewhere.
   * Without it (a remote, which has no pages) an unknown path is a 404.
   */
  documentFor?: (pathname: string) => string;
  /** Headers of HTML documents only (Content-Security-Policy and the like). */
  documentHeaders?: Record<string, string>;
  /** Remotes are fetched cross-origin by the shell. */
  allowCrossOrigin?: boolean;
  /** Serve the build's `.map` files (debugging only); by default they answer 404. */
  sourceMaps?: boolean;
}

/** A source map, precompressed or not: the original sources, comments and all. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/;

/** Hashed chunk names never change content, so they may be cached for a year. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|svg|avif)$/;

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

/**
 * Serves one built app the way a static host or CDN would: precompressed brotli/gzip files,
 * immutable hashed chunks, no-cache entry points (main.js, remoteEntry.js, HTML, JSON), SPA fallback.
 */
export async function serveStaticApp(options: StaticAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const notFound = { error: 'Not found' };

  // The build writes source maps next to the scripts for debugging; a visitor gets none.
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!options.sourceMaps && SOURCE_MAP.test(pathname)) return reply.code(404).send(notFound);
  });

  app.addHook('onSend', async (request, reply) => {
    if (options.allowCrossOrigin) reply.header('Access-Control-Allow-Origin', '*');
    reply.headers(COMMON_HEADERS);
    if (isHtml(reply.getHeader('content-type'))) reply.headers(options.documentHeaders ?? {});
    const pathname = request.url.split('?')[0] ?? '/';
    reply.header(
      'Cache-Control',
      HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  });

  for (const [urlPath, body] of Object.entries(options.runtimeFiles ?? {})) {
    app.get(urlPath, async (_request, reply) => reply.type('application/json').send(body));
  }

  await app.register(fastifyStatic, {
    root: path.resolve(options.root),
    preCompressed: true,
    index: false,
    wildcard: true,
    cacheControl: false,
    // A folder is never a file to send: without this, `/` (and any folder) answers 403 to a
    // client that sends no Accept-Encoding, because the plugin's precompressed lookup only falls
    // through to the not-found handler below when it tried an encoding first.
    allowedPath: (pathname) => !pathname.endsWith('/'),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const looksLikeFile = path.extname(pathname) !== '';
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!options.documentFor || !readsPage || looksLikeFile) return reply.code(404).send(notFound);
    return reply.type('text/html').sendFile(options.documentFor(pathname));
  });

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
