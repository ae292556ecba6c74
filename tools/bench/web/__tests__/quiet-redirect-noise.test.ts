import { isRedirectNoise, withoutRedirectNoise } from '../quiet-redirect-noise';

class LanternError extends Error {}

describe('withoutRedirectNoise', () => {
  it('drops only the trace engine’s note on a redirect’s first navigation', async () => {
    const printed: unknown[][] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => printed.push(args));
    const other = new LanternError('missing metric: LCP');
    const plain = new Error('missing metric scores for specified navigation');

    const value = await withoutRedirectNoise(async () => {
      console.error(new LanternError('missing metric scores for specified navigation'));
      console.error(other);
      console.error(plain);
      console.error('text', 1);
      return 42;
    });

    expect(value).toBe(42);
    expect(printed).toEqual([[other], [plain], ['text', 1]]);
    spy.mockRestore();
  });

  it('puts console.error back, also when the run fails', async () => {
    const before = console.error;
    await expect(
      withoutRedirectNoise(async () => {
        throw new Error('no page');
      }),
    ).rejects.toThrow('no page');
    expect(console.error).toBe(before);
  });

  it('recognises the note by its class and exact message', () => {
    expect(
      isRedirectNoise([new LanternError('missing metric scores for specified navigation')]),
    ).toBe(true);
    expect(isRedirectNoise(['missing metric scores for specified navigation'])).toBe(false);
  });
});
