// `npm run bench`: runs every benchmark in tools/bench/ in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const filter = process.argv[2];
let failed = 0;
for (const file of readdirSync(benchDir)
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  if (filter && !file.includes(filter)) continue;
  console.log(`\n=== ${file} ===`);
  const { status } = spawnSync('npx', ['tsx', path.join(benchDir, file)], { stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
