// Prints the security headers for a deployment's runtime file, for the production host's
// configuration: `npx tsx tools/serve/print-security-headers.ts runtime.json`.
import { readFileSync } from 'node:fs';

import { COMMON_HEADERS, documentHeaders } from './security-headers';

const [runtimeFile] = process.argv.slice(2);
if (!runtimeFile) {
  console.error('usage: npx tsx tools/serve/print-security-headers.ts <runtime.json>');
  process.exit(2);
}
const runtime = JSON.parse(readFileSync(runtimeFile, 'utf8')) as {
  remotes?: Record<string, string>;
  env?: { supabaseUrl?: string };
};

console.log('# every response');
for (const [name, value] of Object.entries(COMMON_HEADERS)) console.log(`${name}: ${value}`);
console.log('\n# HTML documents (index.html, app.html, admin.html)');
for (const [name, value] of Object.entries(
  documentHeaders({ remotes: runtime.remotes ?? {}, supabaseUrl: runtime.env?.supabaseUrl }),
)) {
  console.log(`${name}: ${value}`);
}
