// What the budgets read from an app's production build (`<app>/dist`): the Module Federation
// manifest, the chunk graph written by tools/webpack/chunk-graph-plugin.ts, and brotli sizes.

/** What loading a chunk group (or an entry) brings: its files and the shared modules it consumes. */
export interface LoadUnit {
  files: string[];
  /** Share keys its code consumes when it loads (resolved by the federation runtime). */
  consumes: string[];
}

/** `dist/chunk-graph.json`. */
export interface ChunkGraphFile {
  /** Entry name -> what it loads and the module it starts from (relative to the app folder). */
  entrypoints: Record<string, LoadUnit & { module: string | null }>;
  /** Chunk groups loaded on demand (`import()`, exposed modules, shared modules). */
  chunkGroups: (LoadUnit & {
    name: string | null;
    /** `provides`: the share key, when the group is a shared module this app provides. */
    origins: { module: string | null; request: string | null; provides: string | null }[];
  })[];
}

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}

/** The parts of `dist/mf-manifest.json` the budgets use. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; path: string; assets: ManifestAssets }[];
}

export interface AppBuild {
  project: string;
  kind: 'host' | 'remote';
  manifest: FederationManifest;
  graph: ChunkGraphFile;
  /** Brotli bytes of a file in dist. */
  brotliBytes(file: string): number;
}
