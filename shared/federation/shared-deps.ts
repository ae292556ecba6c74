// Build-time only: the one list of Module Federation singletons, spread into all five webpack configs.
// Versions come from the root package.json (single version policy), so host and remotes always agree.
import { readFileSync } from 'node:fs';

interface PackageJson {
  version: string;
  dependencies: Record<string, string>;
}

const readJson = (relative: string): PackageJson =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as PackageJson;

const rootPackage = readJson('../../package.json');
const sharedPackage = readJson('../package.json');

export interface SharedDependency {
  singleton: true;
  requiredVersion: string;
  version?: string;
  import?: false;
}

function dependency(name: string): SharedDependency {
  const version = rootPackage.dependencies[name];
  if (!version)
    throw new Error(`shared-deps: ${name} is not a dependency in the root package.json`);
  return { singleton: true, requiredVersion: version };
}

const sharedMajor = sharedPackage.version.split('.')[0];

export const SHARED_LIBRARY_NAME = '@bbt/shared';

function sharedLibraryEntry(): SharedDependency {
  return {
    singleton: true,
    requiredVersion: `^${sharedMajor}.0.0`,
    version: sharedPackage.version,
  };
}

export const sharedDependencies: Record<string, SharedDependency> = {
  react: dependency('react'),
  'react/': dependency('react'),
  'react-dom': dependency('react-dom'),
  'react-dom/': dependency('react-dom'),
  zustand: dependency('zustand'),
  '@supabase/supabase-js': dependency('@supabase/supabase-js'),
  sonner: dependency('sonner'),
  [SHARED_LIBRARY_NAME]: sharedLibraryEntry(),
  // The router context must be one object on the page; react-router itself is not shared (see
  // shared/src/routing/router.ts), so this entry carries only the pieces the apps use.
  [`${SHARED_LIBRARY_NAME}/router`]: sharedLibraryEntry(),
};
