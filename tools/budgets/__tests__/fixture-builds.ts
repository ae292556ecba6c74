// Two small builds shaped like the real ones: a host that provides the shared modules, and a
// remote with two exposed modules. Sizes are chosen so every sum in the tests is easy to read.
import type { AppBuild, ChunkGraphFile } from '../build-facts';

type Group = ChunkGraphFile['chunkGroups'][number];

const provideGroup = (shareKey: string, files: string[], consumes: string[] = []): Group => ({
  name: null,
  origins: [{ module: null, request: null, provides: shareKey }],
  files,
  consumes,
});

const sizeOf = (project: string, sizes: Record<string, number>) => (file: string) => {
  const bytes = sizes[file];
  if (bytes === undefined) throw new Error(`${project} fixture has no ${file}`);
  return bytes;
};

export function fixtureHost(): AppBuild {
  return {
    project: 'host',
    kind: 'host',
    manifest: { metaData: { remoteEntry: { name: '' } }, exposes: [] },
    graph: {
      entrypoints: { main: { files: ['main.js'], module: 'src/main.ts', consumes: [] } },
      chunkGroups: [
        {
          name: null,
          origins: [{ module: 'src/main.ts', request: './bootstrap', provides: null }],
          files: ['bootstrap.js'],
          consumes: ['react-dom', 'react-router-dom', '@bbt/shared'],
        },
        // Loaded later by the bootstrap code (not by main.ts itself): not part of the entry.
        {
          name: 'user-menu',
          origins: [{ module: 'src/layout/header.tsx', request: './user-menu', provides: null }],
          files: ['user-menu.js'],
          consumes: ['@supabase/supabase-js'],
        },
        provideGroup('react', ['react.js']),
        // react-dom's code consumes react: reached only through it.
        provideGroup('react-dom', ['react-dom.js'], ['react']),
        // A shared module split over two chunks, both needed.
        provideGroup('react-router-dom', ['router-a.js', 'router-b.js'], ['react']),
        provideGroup('@bbt/shared', ['bbt-shared.js'], ['react', 'zustand']),
        provideGroup('zustand', ['zustand.js']),
        provideGroup('@supabase/supabase-js', ['supabase.js']),
      ],
    },
    brotliBytes: sizeOf('host', {
      'main.js': 5_000,
      'bootstrap.js': 20_000,
      'react.js': 3_000,
      'react-dom.js': 40_000,
      'router-a.js': 15_000,
      'router-b.js': 10_000,
      'bbt-shared.js': 8_000,
      'zustand.js': 1_000,
      'supabase.js': 45_000,
      'user-menu.js': 2_000,
    }),
  };
}

/** A remote whose calculator consumes react (loaded by the host's entry), supabase-js (provided by
 * the host, not loaded at start) and a module only the remote provides. */
export function fixtureRemote(extraCalculatorBytes = 0): AppBuild {
  return {
    project: 'remote',
    kind: 'remote',
    manifest: {
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [
        {
          name: 'calculator',
          path: './calculator',
          assets: { js: { sync: ['common.js', 'expose-calculator.js'], async: [] } },
        },
        {
          name: 'routes',
          path: './routes',
          assets: { js: { sync: ['expose-routes.js', 'common.js'], async: [] } },
        },
      ],
    },
    graph: {
      entrypoints: {
        main: { files: ['main.js'], module: 'src/main.ts', consumes: [] },
        remote: { files: ['remoteEntry.js'], module: null, consumes: [] },
      },
      chunkGroups: [
        {
          name: '__federation_expose_calculator',
          origins: [{ module: null, request: './src/expose/calculator.tsx', provides: null }],
          files: ['common.js', 'expose-calculator.js'],
          consumes: ['react', '@supabase/supabase-js', 'remote-only-lib'],
        },
        {
          name: '__federation_expose_routes',
          origins: [{ module: null, request: './src/expose/routes.tsx', provides: null }],
          files: ['common.js', 'expose-routes.js'],
          consumes: ['react', 'react-dom'],
        },
        {
          name: null,
          origins: [
            {
              module: 'src/routes.tsx',
              request: './features/contact/contact-page',
              provides: null,
            },
          ],
          files: ['page-contact.js'],
          consumes: ['react', 'remote-only-lib'],
        },
        provideGroup('react', ['remote-react.js']),
        provideGroup('react-dom', ['remote-react-dom.js'], ['react']),
        provideGroup('remote-only-lib', ['remote-only-lib.js'], ['react']),
      ],
    },
    brotliBytes: sizeOf('remote', {
      'remoteEntry.js': 4_000,
      'common.js': 6_000,
      'expose-calculator.js': 12_000 + extraCalculatorBytes,
      'expose-routes.js': 9_000,
      'page-contact.js': 5_000,
      'remote-only-lib.js': 7_000,
      'remote-react.js': 3_000,
      'remote-react-dom.js': 40_000,
    }),
  };
}
