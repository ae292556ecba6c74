// One flat ESLint config for the whole workspace. Module boundaries: a remote never imports another
// remote or the shell; everything common goes through the `shared` library.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

import { layerRules } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.nx/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'shared/src/supabase/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message:
                "Import routing from '@bbt/shared/router' (the one router the shell provides; react-router itself is not shared).",
            },
            {
              name: 'react-router-dom',
              message: "Import routing from '@bbt/shared/router'.",
            },
          ],
          patterns: [
            { group: ['@bbt/shared/src/*'], message: 'Import the package entry points only.' },
          ],
        },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:backend', onlyDependOnLibsWithTags: ['type:shared'] },
            // The mailer: the domain's templates; its tests start local-supabase.
            { sourceTag: 'type:worker', onlyDependOnLibsWithTags: ['type:shared', 'type:backend'] },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:shared', 'type:backend'],
            },
          ],
        },
      ],
    },
  },
  {
    // Build-time configuration and workspace tooling, never deployed: they may reach into projects
    // (the SQL generator reads the domain tables, benchmarks open the database).
    files: [
      '**/webpack.config.ts',
      '**/module-federation.config.ts',
      '**/playwright.config.ts',
      'tools/**/*.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Tests, the build-time prerender and the router module itself use react-router directly: no
    // Module Federation there, so there is only one copy of it.
    files: [
      '**/*.test.{ts,tsx}',
      'shared/src/routing/router.ts',
      'shared/src/testing/**',
      'shell/src/prerender.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@bbt/shared/src/*'], message: 'Import the package entry points only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { process: 'readonly', module: 'writable', require: 'readonly' } },
  },
  ...layerRules,
  prettier,
);
