import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';

import { APPS, type AppDefinition, remotesManifest } from '../apps';
import { documentHeaders } from './security-headers';
import { serveStaticApp } from './static-app-server';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FrontEndSettings {
  /** Added to every app's default port (4200-4204), so tests can run beside a dev instance. */
  portOffset?: number;
  host?: string;
  /** Runtime settings every app receives in env.json. */
  env: Record<string, unknown>;
}

export function appUrl(app: AppDefinition, settings: Pick<FrontEndSettings, 'portOffset'>): string {
  return `http://localhost:${app.port + (settings.portOffset ?? 0)}`;
}

/** The shell's static host rule: the prerendered document that matches the kind of page. */
export function shellDocumentFor(pathname: string): string {
  if (pathname === '/') return 'index.html';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin.html';
  return 'app.html';
}

/** Starts the shell and the four remotes, each on its own port, as separate deployments would be. */
export async function startFrontEnds(settings: FrontEndSettings): Promise<FastifyInstance[]> {
  const remotes = remotesManifest((app) => appUrl(app, settings));
  const supabaseUrl = settings.env.supabaseUrl;
  const headers = documentHeaders({
    remotes,
    supabaseUrl: typeof supabaseUrl === 'string' ? supabaseUrl : undefined,
  });
  return Promise.all(
    APPS.map((app) =>
      serveStaticApp({
        root: path.join(workspaceRoot, app.project, 'dist'),
        port: app.port + (settings.portOffset ?? 0),
        host: settings.host,
        allowCrossOrigin: app.kind === 'remote',
        runtimeFiles: {
          '/env.json': settings.env,
          ...(app.kind === 'host' ? { '/remotes.json': remotes } : {}),
        },
        // Only the shell has pages: a remote's production build is its scripts and assets.
        ...(app.kind === 'host' ? { documentFor: shellDocumentFor, documentHeaders: headers } : {}),
      }),
    ),
  );
}
