import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';

import { APPS, type AppDefinition, remotesManifest } from '../apps';
import { documentHeaders } from './security-headers';
import { shellDocuments } from './shell-document';
import { serveStaticApp } from './static-app-server';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FrontEndSettings {
  /** Added to every app's default port (4200-4204), so tests can run beside a dev instance. */
  portOffset?: number;
  host?: string;
  /** Runtime settings every app receives (the shell in runtime.json, remotes in env.json). */
  env: Record<string, unknown>;
  /** Serve the builds' source maps (`npm start -- --source-maps`); off, they answer 404. */
  sourceMaps?: boolean;
}

export function appUrl(app: AppDefinition, settings: Pick<FrontEndSettings, 'portOffset'>): string {
  return `http://localhost:${app.port + (settings.portOffset ?? 0)}`;
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
    APPS.map((app) => {
      const root = path.join(workspaceRoot, app.project, 'dist');
      return serveStaticApp({
        root,
        port: app.port + (settings.portOffset ?? 0),
        host: settings.host,
        allowCrossOrigin: app.kind === 'remote',
        sourceMaps: settings.sourceMaps ?? false,
        // The shell reads one runtime file; a remote reads env.json only when run standalone.
        runtimeFiles:
          app.kind === 'host'
            ? { '/runtime.json': { env: settings.env, remotes } }
            : { '/env.json': settings.env },
        // Only the shell has pages: a remote's production build is its scripts and assets.
        ...(app.kind === 'host'
          ? { documentFor: shellDocuments(root), documentHeaders: headers }
          : {}),
      });
    }),
  );
}
