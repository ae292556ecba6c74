import fs from 'node:fs';

import { PGLITE_TEMPLATES_ENV } from '../../src/db/pglite-template';

export default function globalTeardown(): void {
  const dir = process.env[PGLITE_TEMPLATES_ENV];
  if (dir?.includes('bbt-pglite-')) fs.rmSync(dir, { recursive: true, force: true });
}
