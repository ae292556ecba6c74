// What the budgets read from an app's production build (`<app>/dist`): the Module Federation
// manifest, the chunk graph written by tools/webpack/chunk-graph-plugin.ts, and brotli sizes.

/** `dist/chunk-graph.json`. */
export interface ChunkGraphFile {
  /** Entry name -> its files and the module it starts from (relative to the app folder). */
  entrypoints: Record<string, { files: string[]; module: string | null }>;
  /** Chunk groups loaded on demand (`import()`, exposed modules, shared modules). */
  chunkGroups: {
    name: string | null;
    /** `provides`: the share key, when the group is a shared module this app provides. */
    origins: { module: string | null; request: string | null; provides: string | null }[];
    files: string[];
  }[];
  /** File -> the shared modules (share keys) its code consumes when it loads. */
  consumes: Record<string, string[]>;
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
