// The figures a budget file holds, computed from the builds (pure: no file system).
//
// Host: `entry main.js`, and `entry initial chunks`: what main.js loads itself before the shell can
// render (the chunk groups of its own `import()`s, i.e. the bootstrap) plus the shared chunks their
// code consumes, recursively.
// Remote: `remoteEntry.js`, and per exposed module `expose <path> initial chunks`: the expose's
// chunk group (mf-manifest `assets.js.sync`) plus every shared chunk its code consumes that is not
// already loaded by the host's entry: from the host when the host provides that module (every
// singleton is shared `loaded-first`, so the host's copy wins), from the remote otherwise.
import type { AppBuild } from './build-facts';

export interface LoadedFile {
  project: string;
  file: string;
  bytes: number;
}

export interface Figure {
  project: string;
  key: string;
  bytes: number;
  files: LoadedFile[];
}

type Provider = (shareKey: string) => { build: AppBuild; files: string[] } | undefined;

const fileId = (project: string, file: string) => `${project}/${file}`;

/** The files, then every shared chunk they consume (transitively), minus those already loaded. */
function withConsumedShared(
  build: AppBuild,
  files: string[],
  provide: Provider,
  alreadyLoaded: ReadonlySet<string>,
): LoadedFile[] {
  const loaded: LoadedFile[] = [];
  const seen = new Set(alreadyLoaded);
  const seenKeys = new Set<string>();
  const queue = files.map((file) => ({ build, file }));
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    const id = fileId(next.build.project, next.file);
    if (seen.has(id)) continue;
    seen.add(id);
    loaded.push({
      project: next.build.project,
      file: next.file,
      bytes: next.build.brotliBytes(next.file),
    });
    for (const key of next.build.graph.consumes[next.file] ?? []) {
      if (seenKeys.has(key)) continue;
      seenKeys.add(key);
      const provider = provide(key);
      if (!provider) continue;
      for (const file of provider.files) queue.push({ build: provider.build, file });
    }
  }
  return loaded;
}

/** The chunks of a shared module the build provides (its provide chunk groups). */
function providedBy(build: AppBuild): Provider {
  return (shareKey) => {
    const groups = build.graph.chunkGroups.filter((group) =>
      group.origins.some((origin) => origin.provides === shareKey),
    );
    if (groups.length === 0) return undefined;
    return { build, files: [...new Set(groups.flatMap((group) => group.files))] };
  };
}

function figure(project: string, key: string, files: LoadedFile[]): Figure {
  return { project, key, files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}

function entryOf(host: AppBuild) {
  const entry = host.graph.entrypoints.main;
  if (!entry) throw new Error(`${host.project}: chunk-graph.json has no "main" entrypoint`);
  return entry;
}

/** The files main.js loads before the shell renders, main.js included. */
function hostStartup(host: AppBuild): LoadedFile[] {
  const entry = entryOf(host);
  const ownImports = host.graph.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.module !== null && origin.module === entry.module),
  );
  const files = [...entry.files, ...ownImports.flatMap((group) => group.files)];
  return withConsumedShared(host, files, providedBy(host), new Set());
}

export function measureHost(host: AppBuild): Figure[] {
  const entryFiles = new Set(entryOf(host).files);
  const startup = hostStartup(host);
  return [
    figure(
      host.project,
      'entry main.js',
      startup.filter((file) => entryFiles.has(file.file)),
    ),
    figure(
      host.project,
      'entry initial chunks',
      startup.filter((file) => !entryFiles.has(file.file)),
    ),
  ];
}

export function measureRemote(remote: AppBuild, host: AppBuild): Figure[] {
  const loadedByHost = new Set(hostStartup(host).map((file) => fileId(file.project, file.file)));
  const fromHostFirst: Provider = (key) => providedBy(host)(key) ?? providedBy(remote)(key);
  const remoteEntry = remote.manifest.metaData.remoteEntry.name;
  const figures = [
    figure(remote.project, remoteEntry, [
      { project: remote.project, file: remoteEntry, bytes: remote.brotliBytes(remoteEntry) },
    ]),
  ];
  for (const expose of remote.manifest.exposes) {
    const files = withConsumedShared(remote, expose.assets.js.sync, fromHostFirst, loadedByHost);
    figures.push(figure(remote.project, `expose ${expose.path} initial chunks`, files));
  }
  return figures;
}
