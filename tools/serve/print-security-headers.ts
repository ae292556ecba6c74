// Prints the security headers for a deployment's runtime files, for the production host's
// configuration: `npx tsx tools/serve/print-security-headers.ts remotes.json env.json`.
import { readFileSync } from 'node:fs';

import { COMMON_HEADERS, documentHeaders } from './security-headers';

const [remotesFile, envFile] = process.argv.slice(2);
if (!remotesFile || !envFile) {
  console.error('usage: npx tsx tools/serve/print-security-headers.ts <remotes.json> <env.json>');
  process.exit(2);
}
const remotes = JSON.parse(readFileSync(remotesFile, 'utf8')) as Record<string, string>;
const env = JSON.parse(readFileSync(envFile, 'utf8')) as { supabaseUrl?: string };

console.log('# every response');
for (const [name, value] of Object.entries(COMMON_HEADERS)) console.log(`${name}: ${value}`);
console.log('\n# HTML documents (index.html, app.html, admin.html)');
for (const [name, value] of Object.entries(
  documentHeaders({ remotes, supabaseUrl: env.supabaseUrl }),
)) {
  console.log(`${name}: ${value}`);
}
