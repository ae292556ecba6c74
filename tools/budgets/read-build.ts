// Reads an app's production build from `<app>/dist` into the facts the budgets measure.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import type { AppBuild, ChunkGraphFile, FederationManifest } from './build-facts';

const BUILD_HINT = 'build first: npx nx run-many -t build';

function readJson<T>(file: string, workspaceRoot: string): T {
  if (!existsSync(file))
    throw new Error(`${path.relative(workspaceRoot, file)} not found; ${BUILD_HINT}`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The size of the `.br` file the build wrote, or the file compressed as CompressionPlugin does. */
function brotliBytesIn(dist: string) {
  return (file: string): number => {
    const precompressed = path.join(dist, `${file}.br`);
    if (existsSync(precompressed)) return readFileSync(precompressed).byteLength;
    const source = readFileSync(path.join(dist, file));
    return brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).byteLength;
  };
}

export function readAppBuild(
  workspaceRoot: string,
  project: string,
  kind: AppBuild['kind'],
): AppBuild {
  const dist = path.join(workspaceRoot, project, 'dist');
  return {
    project,
    kind,
    manifest: readJson<FederationManifest>(path.join(dist, 'mf-manifest.json'), workspaceRoot),
    graph: readJson<ChunkGraphFile>(path.join(dist, 'chunk-graph.json'), workspaceRoot),
    brotliBytes: brotliBytesIn(dist),
  };
}
