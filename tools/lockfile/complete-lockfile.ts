// Completes package-lock.json with the platform packages this registry does not serve.
//
// Packages such as @swc/core ship their native binary as one optional dependency per platform. The
// registry reachable here lacks several of them (darwin, win32, ...), so `npm install` leaves them
// out of the lockfile, and `npm ci` then rejects the lockfile as out of sync. Each missing entry is
// added as an optional package with the os/cpu/libc its name states: npm skips it on every other
// platform without downloading anything, exactly as it does for a normally locked binary.
//
//   npx tsx tools/lockfile/complete-lockfile.ts           # fix package-lock.json in place
//   npx tsx tools/lockfile/complete-lockfile.ts --check   # exit 1 when entries are missing
import { readFileSync, writeFileSync } from 'node:fs';

import { platformOf } from './platform-of';

interface LockPackage {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  [key: string]: unknown;
}

interface Lockfile {
  packages: Record<string, LockPackage>;
  [key: string]: unknown;
}

const LOCKFILE = 'package-lock.json';

export function missingPlatformEntries(lock: Lockfile): Record<string, LockPackage> {
  const added: Record<string, LockPackage> = {};
  for (const [location, pkg] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
      const nested = `${location}/node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted] || added[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      added[hoisted] = { version: range, optional: true, ...platform };
    }
  }
  return added;
}

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8')) as Lockfile;
const missing = missingPlatformEntries(lock);
const names = Object.keys(missing);

if (process.argv.includes('--check')) {
  if (names.length > 0) {
    console.error(`package-lock.json lacks ${names.length} platform packages (npm ci would fail):`);
    for (const name of names) console.error(`  ${name}`);
    console.error('Run: npx tsx tools/lockfile/complete-lockfile.ts');
    process.exit(1);
  }
  console.log('package-lock.json: every platform package is locked');
} else {
  const packages = Object.fromEntries(
    Object.entries({ ...lock.packages, ...missing }).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(LOCKFILE, `${JSON.stringify({ ...lock, packages }, null, 2)}\n`);
  console.log(`package-lock.json: added ${names.length} platform entries`);
}
