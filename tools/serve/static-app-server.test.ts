import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';

import { shellDocuments } from './shell-document';
import { serveStaticApp } from './static-app-server';

const POLICY = "default-src 'self'; frame-ancestors 'none'";
const ASSET = '/shell.0123abcd.js';

let root: string;
let shell: FastifyInstance;
let remote: FastifyInstance;
let debugging: FastifyInstance;

/** A file with its .br and .gz siblings, as the production build writes them. */
function writeCompressed(relative: string, text: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-app-'));
  writeCompressed('index.html', '<!doctype html><title>home</title>');
  writeCompressed('app.html', '<!doctype html><title>app</title>');
  writeCompressed('admin.html', '<!doctype html><title>admin</title>');
  writeCompressed('pages/contact.html', '<!doctype html><title>contact</title>');
  writeCompressed('pages/gig/1.html', '<!doctype html><title>gig</title>');
  writeCompressed('pages/manage/_.html', '<!doctype html><title>manage</title>');
  writeCompressed(ASSET.slice(1), 'console.log("shell");');
  writeCompressed('main.js', 'console.log("main");');
  writeCompressed('remoteEntry.js', 'var remote;');
  writeCompressed('main.js.map', '{"version":3,"sources":["webpack://shell/src/secret.ts"]}');
  writeCompressed(`${ASSET.slice(1)}.map`, '{"version":3}');
  writeCompressed('assets/logo.0123abcd.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const common = { root, port: 0, runtimeFiles: { '/env.json': { supabaseUrl: 'http://x' } } };
  shell = await serveStaticApp({
    ...common,
    documentFor: shellDocuments(root),
    documentHeaders: { 'Content-Security-Policy': POLICY, 'X-Frame-Options': 'DENY' },
  });
  remote = await serveStaticApp({ ...common, allowCrossOrigin: true });
  debugging = await serveStaticApp({
    ...common,
    documentFor: shellDocuments(root),
    sourceMaps: true,
  });
});

afterAll(async () => {
  await Promise.all([shell.close(), remote.close(), debugging.close()]);
  rmSync(root, { recursive: true, force: true });
});

/** What a client that sends this Accept-Encoding (or none) gets, decoded. */
async function get(server: FastifyInstance, url: string, acceptEncoding?: string) {
  const response = await server.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  const encoding = response.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(response.rawPayload).toString()
      : encoding === 'gzip'
        ? gunzipSync(response.rawPayload).toString()
        : response.body;
  return { status: response.statusCode, headers: response.headers, encoding, body };
}

const ENCODINGS: [string, string | undefined, string | undefined][] = [
  ['no Accept-Encoding', undefined, undefined],
  ['identity', 'identity', undefined],
  ['gzip', 'gzip', 'gzip'],
  ['br', 'br', 'br'],
  ['a browser', 'gzip, deflate, br, zstd', 'br'],
];

const DOCUMENTS: [string, string][] = [
  ['/', 'home'],
  ['/?utm_source=mail', 'home'],
  ['/gig/1', 'gig'],
  ['/gig/9', 'app'],
  ['/manage/7u16Tok-e_N', 'manage'],
  ['/manage', 'app'],
  ['/manage/a/b', 'app'],
  ['/account-settings', 'app'],
  ['/my-bookings', 'app'],
  ['/contact', 'contact'],
  ['/contact/', 'contact'],
  ['/contact?from=mail', 'contact'],
  ['/admin', 'admin'],
  ['/admin/bookings', 'admin'],
  ['/pages/../app', 'app'],
  ['/Contact', 'app'],
  ['/assets', 'app'],
  ['/assets/', 'app'],
];

describe('the shell answers every page with its document, with or without compression', () => {
  for (const [label, accept, expectedEncoding] of ENCODINGS) {
    for (const [url, title] of DOCUMENTS) {
      it(`${url} for ${label}`, async () => {
        const response = await get(shell, url, accept);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.encoding).toBe(expectedEncoding);
        expect(response.body).toContain(`<title>${title}</title>`);
        expect(response.headers['content-security-policy']).toBe(POLICY);
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['strict-transport-security']).toBe(
          'max-age=63072000; includeSubDomains',
        );
        expect(response.headers['cache-control']).toBe('no-cache');
      });
    }
  }
});

describe('assets', () => {
  it('a hashed chunk comes precompressed when accepted, cached for a year, without a policy', async () => {
    for (const [, accept, expectedEncoding] of ENCODINGS) {
      const response = await get(shell, ASSET, accept);
      expect(response.status).toBe(200);
      expect(response.encoding).toBe(expectedEncoding);
      expect(response.body).toBe('console.log("shell");');
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('an entry point is revalidated on every load', async () => {
    const response = await get(shell, '/main.js', 'br');
    expect(response.encoding).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a 404, not the page', async () => {
    for (const url of ['/missing.0123abcd.js', '/nope.css', '/assets/missing.svg']) {
      for (const [, accept] of ENCODINGS) {
        const response = await get(shell, url, accept);
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
    }
  });

  it('the runtime settings are JSON without a policy', async () => {
    const response = await get(shell, '/env.json');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ supabaseUrl: 'http://x' });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('source maps', () => {
  const MAPS = [
    '/main.js.map',
    `${ASSET}.map`,
    '/main.js.map.br',
    '/main.js.map.gz',
    '/main.js.map?x=1',
  ];

  it('are not served, in any encoding, by the shell or a remote', async () => {
    for (const server of [shell, remote]) {
      for (const url of MAPS) {
        for (const [, accept] of ENCODINGS) {
          const response = await get(server, url, accept);
          expect([url, accept, response.status]).toEqual([url, accept, 404]);
          expect(response.body).not.toContain('sources');
        }
        const head = await server.inject({ method: 'HEAD', url });
        expect([url, head.statusCode]).toEqual([url, 404]);
      }
    }
  });

  it('are served when the server is started to debug (sourceMaps: true)', async () => {
    const response = await get(debugging, '/main.js.map', 'br');
    expect(response.status).toBe(200);
    expect(response.body).toContain('webpack://shell/src/secret.ts');
  });
});

describe('HEAD', () => {
  it('answers like GET without a body, for pages and assets', async () => {
    for (const [url, status, type] of [
      ['/', 200, /^text\/html/],
      ['/gig/1', 200, /^text\/html/],
      ['/admin/bookings', 200, /^text\/html/],
      [ASSET, 200, /^application\/javascript/],
      ['/missing.0123abcd.js', 404, /^application\/json/],
    ] as const) {
      const response = await shell.inject({ method: 'HEAD', url });
      expect([url, response.statusCode]).toEqual([url, status]);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.body).toBe('');
    }
  });
});

describe('other methods', () => {
  it('a POST to a page is a 404', async () => {
    const response = await shell.inject({ method: 'POST', url: '/gig/1' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a remote (no pages)', () => {
  it('serves its scripts to any origin and has no documents', async () => {
    const entry = await get(remote, '/remoteEntry.js', 'br');
    expect(entry.status).toBe(200);
    expect(entry.body).toBe('var remote;');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    for (const url of ['/', '/gig/1']) {
      const page = await get(remote, url);
      expect([url, page.status]).toEqual([url, 404]);
      expect(page.headers['content-security-policy']).toBeUndefined();
    }
  });
});
