/** @jest-environment jsdom */
import { remoteFilesWatcher } from './remote-timeout';

type ObserverCallback = (list: { getEntries: () => { name: string }[] }) => void;

describe('remoteFilesWatcher', () => {
  let callback: ObserverCallback | undefined;
  const disconnect = jest.fn();

  beforeEach(() => {
    callback = undefined;
    disconnect.mockReset();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      constructor(cb: ObserverCallback) {
        callback = cb;
      }
      observe() {
        return undefined;
      }
      disconnect() {
        disconnect();
      }
    };
  });
  afterEach(() => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  const arrive = (...names: string[]) =>
    callback?.({ getEntries: () => names.map((name) => ({ name })) });

  it("counts a file from the remote's origin as progress, and nothing else", () => {
    const onProgress = jest.fn();
    const stop = remoteFilesWatcher('mfe_booking', 'http://localhost:4202')(onProgress);
    arrive('http://localhost:4200/main.js', 'http://localhost:42020/x.js');
    expect(onProgress).not.toHaveBeenCalled();
    arrive('http://localhost:4202/remoteEntry.js');
    arrive('http://localhost:4202/410.js', 'http://localhost:4202/411.css');
    expect(onProgress).toHaveBeenCalledTimes(2);
    stop();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('reports nothing for a remote that is not registered', () => {
    const onProgress = jest.fn();
    remoteFilesWatcher('mfe_admin', undefined)(onProgress)();
    expect(callback).toBeUndefined();
  });
});
