import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { createAppConfig } from './create-app-config';

export type AppConfig = ReturnType<typeof createAppConfig>;
export type AppConfigFactory = (mode: 'production' | 'development') => AppConfig;

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Imports `<project>/webpack.config.ts`, whose default export builds the config for a mode. */
export async function loadAppConfig(
  project: string,
  mode: 'production' | 'development',
): Promise<AppConfig> {
  const file = pathToFileURL(path.join(workspaceRoot, project, 'webpack.config.ts')).href;
  const module = (await import(file)) as { default: AppConfigFactory };
  return module.default(mode);
}
