import { loadRuntimeFiles, RUNTIME_FILE } from './runtime-files';

function serve(body: unknown, ok = true) {
  const fetchMock = jest.fn(async () => ({ ok, json: async () => body }) as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('loadRuntimeFiles', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the environment and the remotes from one file, fetched once and never cached', async () => {
    const fetchMock = serve({
      env: { supabaseUrl: 'https://db.example' },
      remotes: { mfe_booking: 'https://booking.example/remoteEntry.js', evil: 'x' },
    });
    await expect(loadRuntimeFiles()).resolves.toEqual({
      env: { supabaseUrl: 'https://db.example' },
      remotes: { mfe_booking: 'https://booking.example/remoteEntry.js' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(RUNTIME_FILE, { cache: 'no-cache' });
  });

  it('falls back to no remotes and default settings when the file is missing or malformed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(null, false);
    await expect(loadRuntimeFiles()).resolves.toEqual({ env: {}, remotes: {} });
    serve({ env: 'nope', remotes: 42 });
    await expect(loadRuntimeFiles()).resolves.toEqual({ env: {}, remotes: {} });
    global.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    await expect(loadRuntimeFiles()).resolves.toEqual({ env: {}, remotes: {} });
  });
});
