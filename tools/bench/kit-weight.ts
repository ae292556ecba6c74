// What the design system (@bbt/shared/ui, bundled into each remote) adds to a remote, in brotli
// bytes: a remote using only a Button, one using a Button and a form field, and one using a
// Button, a field and a Dialog. The page's singletons (react, react-dom, react-router, sonner,
// zustand, @bbt/shared, supabase-js) are external, as Module Federation shares them; zod is
// reported apart because every remote with a form already ships the domain's schemas.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

import webpack from 'webpack';

import { assetRule, cssModulesRule, swcRule } from '../webpack/rules';
import { benchFlags } from './support/bench-flags';

benchFlags(
  'tools/bench/kit-weight.ts',
  'The brotli bytes the design system adds to a remote, for three sets of components.',
  {},
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@bbt/shared/router',
  'sonner',
  'zustand',
  '@bbt/shared',
  '@supabase/supabase-js',
];

const VARIANTS: Record<string, string> = {
  'Button only': `import { Button } from '@bbt/shared/ui';
export const used = [Button];`,
  'Button + TextField in a Form': `import { Button, Form, TextField, useZodForm } from '@bbt/shared/ui';
export const used = [Button, Form, TextField, useZodForm];`,
  'Button + TextField in a Form + Dialog': `import { Button, Dialog, Form, TextField, useZodForm } from '@bbt/shared/ui';
export const used = [Button, Dialog, Form, TextField, useZodForm];`,
  'zod alone (for comparison)': `import * as z from 'zod';
export const used = [z.object({ a: z.string() })];`,
};

async function brotliBytesOf(source: string, externalZod: boolean): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-weight-'));
  try {
    writeFileSync(path.join(dir, 'entry.ts'), source);
    const externals = Object.fromEntries(
      [...SINGLETONS, ...(externalZod ? ['zod'] : [])].map((name) => [name, `commonjs ${name}`]),
    );
    const config: webpack.Configuration = {
      mode: 'production',
      context: dir,
      entry: './entry.ts',
      output: {
        path: path.join(dir, 'out'),
        filename: 'bundle.js',
        library: { type: 'commonjs2' },
      },
      target: 'web',
      externals,
      resolve: { extensions: ['.tsx', '.ts', '.js'], modules: [path.join(root, 'node_modules')] },
      resolveLoader: { modules: [path.join(root, 'node_modules')] },
      module: { rules: [swcRule(), cssModulesRule(), assetRule] },
      performance: { hints: false },
    };
    await new Promise<void>((resolve, reject) =>
      webpack(config, (error, stats) =>
        error || stats?.hasErrors()
          ? reject(error ?? new Error(stats?.toString('errors-only')))
          : resolve(),
      ),
    );
    const js = readdirSync(path.join(dir, 'out')).filter((file) => file.endsWith('.js'));
    return js.reduce(
      (sum, file) => sum + brotliCompressSync(readFileSync(path.join(dir, 'out', file))).length,
      0,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('What @bbt/shared/ui adds to a remote (brotli, singletons external):');
for (const [name, source] of Object.entries(VARIANTS)) {
  const bytes = await brotliBytesOf(source, !name.startsWith('zod'));
  console.log(`  ${name.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
}
