// One folder of database templates per jest run (see src/db/pglite-template.ts): the workers
// inherit the variable, and the folder goes with the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGLITE_TEMPLATES_ENV } from '../../src/db/pglite-template';

export default function globalSetup(): void {
  if (process.env[PGLITE_TEMPLATES_ENV]) return;
  process.env[PGLITE_TEMPLATES_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'bbt-pglite-'));
}
