// Two small builds shaped like the real ones: a host that provides the shared modules, and a
// remote with one exposed module. Sizes are chosen so every sum in the tests is easy to read.
import type { AppBuild, ChunkGraphFile } from '../build-facts';

type Group = ChunkGraphFile['chunkGroups'][number];

const provideGroup = (shareKey: string, files: string[]): Group => ({
  name: null,
  origins: [{ module: null, request: null, provides: shareKey }],
  files,
});

export function fixtureHost(): AppBuild {
  const sizes: Record<string, number> = {
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
  };
  return {
    project: 'host',
    kind: 'host',
    manifest: { metaData: { remoteEntry: { name: '' } }, exposes: [] },
    graph: {
      entrypoints: { main: { files: ['main.js'], module: 'src/main.ts' } },
      chunkGroups: [
        {
          name: null,
          origins: [{ module: 'src/main.ts', request: './bootstrap', provides: null }],
          files: ['bootstrap.js'],
        },
        // Loaded later by the bootstrap code (not by main.ts itself): not part of the entry.
        {
          name: null,
          origins: [{ module: 'src/layout/header.tsx', request: './user-menu', provides: null }],
          files: ['user-menu.js'],
        },
        provideGroup('react', ['react.js']),
        provideGroup('react-dom', ['react-dom.js']),
        // A shared module split over two chunks, both needed.
        provideGroup('react-router-dom', ['router-a.js', 'router-b.js']),
        provideGroup('@bbt/shared', ['bbt-shared.js']),
        provideGroup('zustand', ['zustand.js']),
        provideGroup('@supabase/supabase-js', ['supabase.js']),
      ],
      consumes: {
        'bootstrap.js': ['react', 'react-dom', 'react-router-dom', '@bbt/shared'],
        // Consumed transitively: @bbt/shared's code consumes zustand.
        'bbt-shared.js': ['react', 'zustand'],
        'user-menu.js': ['@supabase/supabase-js'],
      },
    },
    brotliBytes: (file) => {
      const bytes = sizes[file];
      if (bytes === undefined) throw new Error(`host fixture has no ${file}`);
      return bytes;
    },
  };
}

/** A remote whose calculator consumes react (loaded by the host's entry), supabase-js (provided by
 * the host, not loaded at start) and a module only the remote provides. */
export function fixtureRemote(extraCalculatorBytes = 0): AppBuild {
  const sizes: Record<string, number> = {
    'remoteEntry.js': 4_000,
    'common.js': 6_000,
    'expose-calculator.js': 12_000 + extraCalculatorBytes,
    'expose-routes.js': 9_000,
    'remote-only-lib.js': 7_000,
    'remote-react.js': 3_000,
  };
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
          assets: { js: { sync: ['common.js', 'expose-routes.js'], async: [] } },
        },
      ],
    },
    graph: {
      entrypoints: { main: { files: ['main.js'], module: 'src/main.ts' } },
      chunkGroups: [
        provideGroup('react', ['remote-react.js']),
        provideGroup('remote-only-lib', ['remote-only-lib.js']),
      ],
      consumes: {
        'common.js': ['react'],
        'expose-calculator.js': ['react', '@supabase/supabase-js', 'remote-only-lib'],
        'expose-routes.js': ['react'],
      },
    },
    brotliBytes: (file) => {
      const bytes = sizes[file];
      if (bytes === undefined) throw new Error(`remote fixture has no ${file}`);
      return bytes;
    },
  };
}
