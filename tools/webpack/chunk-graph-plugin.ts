// Writes `dist/chunk-graph.json`: which files each chunk group loads and which shared modules its
// code consumes. The size budgets (tools/budgets) read it to know what must load before the host
// renders, and which shared chunks an exposed module pulls in; mf-manifest.json alone says neither.
import path from 'node:path';

import webpack, { type Chunk, type Compilation, type Compiler, type Module } from 'webpack';

import type { ChunkGraphFile } from '../budgets/build-facts';

export const CHUNK_GRAPH_FILENAME = 'chunk-graph.json';

const CONSUME_SHARED_MODULE = 'consume-shared-module';
const PROVIDE_SHARED_MODULE = 'provide-module';

const jsFiles = (files: Iterable<string>) =>
  [...files].filter((file) => file.endsWith('.js')).sort();

function shareKeyOf(module: Module): string | undefined {
  if (module.type !== CONSUME_SHARED_MODULE) return undefined;
  return (module as Module & { options?: { shareKey?: string } }).options?.shareKey;
}

/** The share key a chunk group loads, when it is the code of a shared module this app provides. */
function providedKeyOf(module: Module | null | undefined): string | null {
  if (module?.type !== PROVIDE_SHARED_MODULE) return null;
  return (module as Module & { _name?: string })._name ?? null;
}

/** The shared modules the chunks consume when they load (some chunks hold nothing else, no file). */
function consumesOf(compilation: Compilation, chunks: Iterable<Chunk>): string[] {
  const keys = new Set<string>();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const key = shareKeyOf(module);
      if (key) keys.add(key);
    }
  }
  return [...keys].sort();
}

function describe(compilation: Compilation, context: string): ChunkGraphFile {
  const entrypoints: ChunkGraphFile['entrypoints'] = {};
  for (const [name, entrypoint] of compilation.entrypoints) {
    entrypoints[name] = {
      module: entryModulePath(compilation, name, context),
      files: jsFiles(entrypoint.getFiles()),
      consumes: consumesOf(compilation, entrypoint.chunks),
    };
  }
  const chunkGroups = compilation.chunkGroups
    .filter((group) => !group.isInitial())
    .map((group) => ({
      name: group.name ?? null,
      origins: group.origins.map((origin) => ({
        module: origin.module?.nameForCondition()
          ? path.relative(context, origin.module.nameForCondition() as string)
          : null,
        request: origin.request ?? null,
        provides: providedKeyOf(origin.module),
      })),
      files: jsFiles(group.getFiles()),
      consumes: consumesOf(compilation, group.chunks),
    }));
  return { entrypoints, chunkGroups };
}

function entryModulePath(compilation: Compilation, name: string, context: string): string | null {
  const dependency = compilation.entries.get(name)?.dependencies[0];
  const module = dependency ? compilation.moduleGraph.getModule(dependency) : null;
  const resource = module?.nameForCondition();
  return resource ? path.relative(context, resource) : null;
}

export class ChunkGraphPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After compression, so the file is not precompressed like the site's assets.
        { name: 'ChunkGraphPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const graph = describe(compilation, compiler.context);
          compilation.emitAsset(
            CHUNK_GRAPH_FILENAME,
            new webpack.sources.RawSource(`${JSON.stringify(graph, null, 2)}\n`),
          );
        },
      );
    });
  }
}
