import { measureHost, measureRemote } from '../measure';
import { fixtureHost, fixtureRemote } from './fixture-builds';

const files = (figure: { files: { project: string; file: string }[] } | undefined) =>
  figure?.files.map((file) => `${file.project}/${file.file}`).sort();

describe('measureHost', () => {
  const [entry, initial] = measureHost(fixtureHost());

  it('measures main.js on its own', () => {
    expect(entry).toMatchObject({ key: 'entry main.js', bytes: 5_000 });
    expect(files(entry)).toEqual(['host/main.js']);
  });

  it("counts main.ts's own import() and every shared module it consumes, transitively", () => {
    expect(initial?.key).toBe('entry initial chunks');
    expect(files(initial)).toEqual([
      'host/bbt-shared.js',
      'host/bootstrap.js',
      'host/react-dom.js',
      'host/react.js',
      'host/router-a.js',
      'host/router-b.js',
      'host/zustand.js',
    ]);
    expect(initial?.bytes).toBe(20_000 + 3_000 + 40_000 + 15_000 + 10_000 + 8_000 + 1_000);
  });

  it('leaves out what loads later (a lazy header menu and the supabase-js it consumes)', () => {
    expect(files(initial)).not.toContain('host/user-menu.js');
    expect(files(initial)).not.toContain('host/supabase.js');
  });
});

describe('measureRemote', () => {
  const figures = measureRemote(fixtureRemote(), fixtureHost());
  const byKey = (key: string) => figures.find((figure) => figure.key === key);

  it('has remoteEntry.js, one figure per exposed module and one per lazily loaded page', () => {
    expect(figures.map((figure) => figure.key)).toEqual([
      'remoteEntry.js',
      'expose ./calculator initial chunks',
      'expose ./routes initial chunks',
      'page ./features/contact/contact-page chunks',
    ]);
    expect(byKey('remoteEntry.js')?.bytes).toBe(4_000);
  });

  it("counts the expose's chunks, the host's shared chunks not loaded yet and the remote's own", () => {
    const calculator = byKey('expose ./calculator initial chunks');
    expect(files(calculator)).toEqual([
      'host/supabase.js',
      'remote/common.js',
      'remote/expose-calculator.js',
      'remote/remote-only-lib.js',
    ]);
    expect(calculator?.bytes).toBe(45_000 + 6_000 + 12_000 + 7_000);
  });

  it("counts a page's own chunks and the remote-only shared modules it needs", () => {
    const page = byKey('page ./features/contact/contact-page chunks');
    expect(files(page)).toEqual(['remote/page-contact.js', 'remote/remote-only-lib.js']);
    expect(page?.bytes).toBe(5_000 + 7_000);
  });

  it("never counts the remote's copy of a module the host provides", () => {
    const routes = byKey('expose ./routes initial chunks');
    expect(files(routes)).toEqual(['remote/common.js', 'remote/expose-routes.js']);
  });

  it('counts the shared modules remoteEntry.js consumes for every exposed module', () => {
    const remote = fixtureRemote();
    const container = remote.graph.entrypoints.remote;
    if (!container) throw new Error('fixture');
    container.consumes = ['@supabase/supabase-js'];
    const routes = measureRemote(remote, fixtureHost())[2];
    expect(files(routes)).toContain('host/supabase.js');
  });

  it('refuses an exposed module whose chunk group is not in the chunk graph', () => {
    const remote = fixtureRemote();
    remote.graph.chunkGroups = remote.graph.chunkGroups.filter(
      (group) => group.name !== '__federation_expose_routes',
    );
    expect(() => measureRemote(remote, fixtureHost())).toThrow(
      'remote: no chunk group in chunk-graph.json matches expose ./routes',
    );
  });

  it('grows by exactly what is added to the exposed chunk', () => {
    const before = measureRemote(fixtureRemote(), fixtureHost())[1]?.bytes ?? 0;
    const after = measureRemote(fixtureRemote(20_480), fixtureHost())[1]?.bytes ?? 0;
    expect(after - before).toBe(20_480);
  });
});
