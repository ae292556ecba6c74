import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

import { readAppBuild } from '../read-build';

describe('readAppBuild', () => {
  let workspace: string;

  beforeEach(() => {
    workspace = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    mkdirSync(path.join(workspace, 'app/dist'), { recursive: true });
  });
  afterEach(() => rmSync(workspace, { recursive: true, force: true }));

  const write = (file: string, content: string | Buffer) =>
    writeFileSync(path.join(workspace, 'app/dist', file), content);

  it('says to build first when the build output is missing', () => {
    expect(() => readAppBuild(workspace, 'app', 'remote')).toThrow(
      'app/dist/mf-manifest.json not found; build first: npx nx run-many -t build',
    );
  });

  it('reads the manifest and chunk graph, and sizes a file by its .br, else compresses it', () => {
    write('mf-manifest.json', JSON.stringify({ metaData: { remoteEntry: { name: 'e.js' } } }));
    write('chunk-graph.json', JSON.stringify({ entrypoints: {}, chunkGroups: [] }));
    const source = 'export const answer = 42;\n'.repeat(200);
    write('a.js', source);
    write('a.js.br', Buffer.alloc(123));
    write('b.js', source);

    const build = readAppBuild(workspace, 'app', 'remote');

    expect(build.manifest.metaData.remoteEntry.name).toBe('e.js');
    expect(build.brotliBytes('a.js')).toBe(123);
    expect(build.brotliBytes('b.js')).toBe(brotliCompressSync(source).byteLength);
  });
});
