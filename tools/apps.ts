// The five deployable front-end apps: folder, Module Federation container name, local port.
export interface AppDefinition {
  project: string;
  containerName: string;
  port: number;
  kind: 'host' | 'remote';
}

export const APPS: readonly AppDefinition[] = [
  { project: 'shell', containerName: 'shell', port: 4200, kind: 'host' },
  { project: 'mfe-marketing', containerName: 'mfe_marketing', port: 4201, kind: 'remote' },
  { project: 'mfe-booking', containerName: 'mfe_booking', port: 4202, kind: 'remote' },
  { project: 'mfe-account', containerName: 'mfe_account', port: 4203, kind: 'remote' },
  { project: 'mfe-admin', containerName: 'mfe_admin', port: 4204, kind: 'remote' },
];

export const REMOTE_APPS = APPS.filter((app) => app.kind === 'remote');

export function findApp(project: string): AppDefinition {
  const app = APPS.find((candidate) => candidate.project === project);
  if (!app)
    throw new Error(`Unknown app "${project}". Known: ${APPS.map((a) => a.project).join(', ')}`);
  return app;
}

/** The remotes manifest the shell fetches at runtime: container name -> remoteEntry.js URL. */
export function remotesManifest(urlOf: (app: AppDefinition) => string): Record<string, string> {
  return Object.fromEntries(
    REMOTE_APPS.map((app) => [app.containerName, `${urlOf(app)}/remoteEntry.js`]),
  );
}
