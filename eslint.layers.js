// The layers of every remote, kept by eslint-plugin-boundaries and import-x (see README, Layout):
// expose/ (the contract), features/<feature>/ (a page and its parts), data/ (Supabase reads and
// writes), lib/ (what several features use), testing/ (test helpers), and the root files.
// A feature imports its own files, lib, data and @bbt/shared; never another feature. lib and data
// never import a feature; data imports only data. No import cycles anywhere.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const TSCONFIG = path.join(ROOT, 'tsconfig.base.json');
const REMOTE_SOURCES = ['mfe-*/src/**/*.{ts,tsx}'];
const LAYER_OF = '{{ from.captured.remote }}';

/** Every file of a remote is one of these; `remote` and `feature` are captured from its path. */
const elements = [
  { type: 'expose', pattern: 'mfe-*/src/expose/**', partialMatch: false, capture: ['remote'] },
  {
    type: 'feature',
    pattern: 'mfe-*/src/features/*/**',
    partialMatch: false,
    capture: ['remote', 'feature'],
  },
  { type: 'data', pattern: 'mfe-*/src/data/**', partialMatch: false, capture: ['remote'] },
  { type: 'lib', pattern: 'mfe-*/src/lib/**', partialMatch: false, capture: ['remote'] },
  { type: 'testing', pattern: 'mfe-*/src/testing/**', partialMatch: false, capture: ['remote'] },
  // Any other folder in src/ is outside the layout: nothing may import it.
  { type: 'stray', pattern: 'mfe-*/src/*', partialMatch: false, capture: ['remote'] },
  // Last: the files directly in src/ (main, bootstrap, routes).
  { type: 'root', pattern: 'mfe-*/src', partialMatch: false, capture: ['remote'] },
  { type: 'shared', pattern: 'shared/**', partialMatch: false },
];

const sameRemote = (type, extra = {}) => ({
  to: { element: { type, captured: { remote: LAYER_OF, ...extra } } },
});

const policies = [
  // Everyone may use the shared library and its own remote's data layer.
  { allow: { to: { element: { type: 'shared' } } } },
  {
    from: { element: { type: 'feature' } },
    allow: sameRemote('feature', { feature: '{{ from.captured.feature }}' }),
  },
  { from: { element: { type: 'feature' } }, allow: sameRemote('lib') },
  { from: { element: { type: 'feature' } }, allow: sameRemote('data') },
  { from: { element: { type: 'lib' } }, allow: sameRemote('lib') },
  { from: { element: { type: 'lib' } }, allow: sameRemote('data') },
  { from: { element: { type: 'data' } }, allow: sameRemote('data') },
  { from: { element: { type: 'testing' } }, allow: sameRemote('testing') },
  { from: { element: { type: 'testing' } }, allow: sameRemote('data') },
  { from: { element: { type: 'testing' } }, allow: sameRemote('lib') },
  ...['expose', 'root'].flatMap((type) =>
    ['feature', 'lib', 'data', 'root', 'expose'].map((target) => ({
      from: { element: { type } },
      allow: sameRemote(target),
    })),
  ),
];

export const layerRules = [
  {
    files: [...REMOTE_SOURCES, 'shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TSCONFIG })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: REMOTE_SOURCES,
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['mfe-*/src/**/*', 'shared/**/*'],
      'boundaries/legacy-templates': false,
      // eslint-plugin-boundaries resolves imports through the classic resolver setting.
      'import/resolver': { typescript: { project: TSCONFIG } },
      // Element patterns are relative to the workspace, wherever ESLint is started from.
      'boundaries/root-path': ROOT,
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies }] },
  },
  {
    // Tests may also use their remote's test helpers and routes.
    files: ['mfe-*/src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...policies,
            {
              from: { element: { types: { anyOf: ['feature', 'lib', 'data', 'root'] } } },
              allow: sameRemote('testing'),
            },
            // A page's test may render it through its remote's routes, as the shell does.
            {
              from: { element: { types: { anyOf: ['feature', 'lib', 'data', 'root'] } } },
              allow: sameRemote('root'),
            },
          ],
        },
      ],
    },
  },
];
