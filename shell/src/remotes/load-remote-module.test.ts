import { loadRemoteModule, RemoteLoadError } from './load-remote-module';

const Page = () => null;

describe('loadRemoteModule', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves with the module the runtime returns', async () => {
    const load = jest.fn().mockResolvedValue({ default: Page });
    await expect(loadRemoteModule('mfe_admin/routes', { load })).resolves.toEqual({
      default: Page,
    });
    expect(load).toHaveBeenCalledWith('mfe_admin/routes');
  });

  it('turns a rejected load into a RemoteLoadError of kind "failed", keeping the cause', async () => {
    const cause = new Error('RUNTIME-008 script failed');
    const error = await loadRemoteModule('mfe_booking/routes', {
      load: () => Promise.reject(cause),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({ moduleId: 'mfe_booking/routes', failure: 'failed', cause });
  });

  it.each([null, undefined])(
    'treats a %s module (an error hook swallowed the failure) as "empty"',
    async (value) => {
      await expect(
        loadRemoteModule('mfe_account/routes', { load: () => Promise.resolve(value) }),
      ).rejects.toMatchObject({
        failure: 'empty',
      });
    },
  );

  it('gives up with "timeout" when the remote never answers', async () => {
    jest.useFakeTimers();
    const pending = loadRemoteModule('mfe_marketing/routes', {
      load: () => new Promise(() => undefined),
      timeoutMs: 8000,
    });
    const assertion = expect(pending).rejects.toMatchObject({ failure: 'timeout' });
    jest.advanceTimersByTime(7999);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    await assertion;
  });

  it('does not time out a module that arrives just before the deadline', async () => {
    jest.useFakeTimers();
    let resolve: (value: unknown) => void = () => undefined;
    const pending = loadRemoteModule('mfe_marketing/routes', {
      load: () => new Promise((r) => (resolve = r)),
      timeoutMs: 8000,
    });
    jest.advanceTimersByTime(7990);
    resolve({ default: Page });
    await expect(pending).resolves.toEqual({ default: Page });
  });

  describe('with a progress watcher: the timeout is the wait for the next file', () => {
    function watcher() {
      let listener: (() => void) | undefined;
      const stop = jest.fn();
      const watch = (onProgress: () => void) => {
        listener = onProgress;
        return stop;
      };
      return { watch, stop, fileArrived: () => listener?.() };
    }

    it('waits for a slow remote that keeps delivering files, past the timeout in total', async () => {
      jest.useFakeTimers();
      const files = watcher();
      let resolve: (value: unknown) => void = () => undefined;
      const pending = loadRemoteModule('mfe_booking/routes', {
        load: () => new Promise((r) => (resolve = r)),
        timeoutMs: 8000,
        watchProgress: files.watch,
      });
      for (let file = 0; file < 4; file += 1) {
        jest.advanceTimersByTime(5000);
        files.fileArrived();
      }
      jest.advanceTimersByTime(5000); // 25 s in all, never 8 s without a file
      resolve({ default: Page });
      await expect(pending).resolves.toEqual({ default: Page });
      expect(files.stop).toHaveBeenCalledTimes(1);
    });

    it('still gives up on a remote that stops answering after its first files', async () => {
      jest.useFakeTimers();
      const files = watcher();
      const pending = loadRemoteModule('mfe_admin/routes', {
        load: () => new Promise(() => undefined),
        timeoutMs: 8000,
        watchProgress: files.watch,
      });
      const assertion = expect(pending).rejects.toMatchObject({ failure: 'timeout' });
      jest.advanceTimersByTime(5000);
      files.fileArrived();
      jest.advanceTimersByTime(7999);
      await Promise.resolve();
      jest.advanceTimersByTime(1);
      await assertion;
      expect(files.stop).toHaveBeenCalledTimes(1);
    });

    it('gives up on a remote that never delivers a file, as without a watcher', async () => {
      jest.useFakeTimers();
      const files = watcher();
      const pending = loadRemoteModule('mfe_account/routes', {
        load: () => new Promise(() => undefined),
        timeoutMs: 8000,
        watchProgress: files.watch,
      });
      const assertion = expect(pending).rejects.toMatchObject({ failure: 'timeout' });
      jest.advanceTimersByTime(8000);
      await assertion;
    });
  });
});
