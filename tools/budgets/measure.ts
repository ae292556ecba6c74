// The figures a budget file holds, computed from the builds (pure: no file system).
//
// Host: `entry main.js`, and `entry initial chunks`: what main.js loads itself before the shell can
// render (the chunk groups of its own `import()`s, i.e. the bootstrap) plus the chunks of every
// shared module their code consumes, transitively.
// Remote: `remoteEntry.js`, and per exposed module `expose <path> initial chunks`: the expose's
// chunk group (mf-manifest `assets.js.sync`) plus the chunks of every shared module its code
// consumes, transitively, that the host's entry has not already loaded: the host's chunks when the
// host provides that module (every singleton is shared `loaded-first`, so the host's copy wins), the
// remote's own otherwise.
// A remote whose `./routes` loads each page lazily (src/routes.tsx `import()`s) also has a figure per
// page, `page <request> chunks`: the page's chunk group and the shared chunks it consumes that the
// host has not loaded, so a page's weight stays budgeted after it leaves the expose's initial chunks.
import type { AppBuild, LoadUnit } from './build-facts';

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

type Provider = (shareKey: string) => { build: AppBuild; unit: LoadUnit } | undefined;

const fileId = (project: string, file: string) => `${project}/${file}`;

/** The unit's files, then the files of every shared module it consumes (transitively), minus those
 * already loaded. */
function load(
  build: AppBuild,
  unit: LoadUnit,
  provide: Provider,
  alreadyLoaded: ReadonlySet<string>,
): LoadedFile[] {
  const loaded: LoadedFile[] = [];
  const seenFiles = new Set(alreadyLoaded);
  const seenKeys = new Set<string>();
  const queue = [{ build, unit }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const file of next.unit.files) {
      const id = fileId(next.build.project, file);
      if (seenFiles.has(id)) continue;
      seenFiles.add(id);
      loaded.push({ project: next.build.project, file, bytes: next.build.brotliBytes(file) });
    }
    for (const key of next.unit.consumes) {
      if (seenKeys.has(key)) continue;
      seenKeys.add(key);
      const provider = provide(key);
      if (provider) queue.push(provider);
    }
  }
  return loaded;
}

const union = (units: readonly LoadUnit[]): LoadUnit => ({
  files: [...new Set(units.flatMap((unit) => unit.files))],
  consumes: [...new Set(units.flatMap((unit) => unit.consumes))],
});

/** A shared module the build provides: its provide chunk groups. */
function providedBy(build: AppBuild): Provider {
  return (shareKey) => {
    const groups = build.graph.chunkGroups.filter((group) =>
      group.origins.some((origin) => origin.provides === shareKey),
    );
    return groups.length > 0 ? { build, unit: union(groups) } : undefined;
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
  return load(host, union([entry, ...ownImports]), providedBy(host), new Set());
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

const sameFiles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((file, index) => file === [...b].sort()[index]);

/** The remote's container entry (remoteEntry.js): its shared modules are consumed by every expose. */
function containerEntry(remote: AppBuild): LoadUnit {
  const remoteEntry = remote.manifest.metaData.remoteEntry.name;
  const entry = Object.values(remote.graph.entrypoints).find((candidate) =>
    candidate.files.includes(remoteEntry),
  );
  if (!entry)
    throw new Error(`${remote.project}: chunk-graph.json has no entry for ${remoteEntry}`);
  return entry;
}

export function measureRemote(remote: AppBuild, host: AppBuild): Figure[] {
  const loadedByHost = new Set(hostStartup(host).map((file) => fileId(file.project, file.file)));
  const fromHostFirst: Provider = (key) => providedBy(host)(key) ?? providedBy(remote)(key);
  const remoteEntry = remote.manifest.metaData.remoteEntry.name;
  const sharedAtInit = containerEntry(remote).consumes;
  const figures = [
    figure(remote.project, remoteEntry, [
      { project: remote.project, file: remoteEntry, bytes: remote.brotliBytes(remoteEntry) },
    ]),
  ];
  for (const expose of remote.manifest.exposes) {
    const group = remote.graph.chunkGroups.find((candidate) =>
      sameFiles(candidate.files, expose.assets.js.sync),
    );
    if (!group)
      throw new Error(
        `${remote.project}: no chunk group in chunk-graph.json matches expose ${expose.path}`,
      );
    const unit = { files: group.files, consumes: [...group.consumes, ...sharedAtInit] };
    figures.push(
      figure(
        remote.project,
        `expose ${expose.path} initial chunks`,
        load(remote, unit, fromHostFirst, loadedByHost),
      ),
    );
  }
  for (const group of remote.graph.chunkGroups) {
    const page = group.origins.find((origin) => origin.module === AREA_ROUTES && origin.request);
    if (!page?.request) continue;
    figures.push(
      figure(
        remote.project,
        `page ${page.request} chunks`,
        load(remote, group, fromHostFirst, loadedByHost),
      ),
    );
  }
  return figures;
}

/** The module of a remote that maps its paths to pages (its `src/routes.tsx`). */
const AREA_ROUTES = 'src/routes.tsx';
