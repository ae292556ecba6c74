/** Records `new Function(...)` while `run` loads and uses modules afresh. */
async function functionsConstructedBy(run: () => Promise<void>): Promise<unknown[][]> {
  const original = globalThis.Function;
  const constructed: unknown[][] = [];
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      // Coverage instrumentation finds the global object this way in every instrumented module.
      if (!(args.length === 1 && args[0] === 'return this')) constructed.push(args);
      return Reflect.construct(target, args);
    },
  });
  try {
    await jest.isolateModulesAsync(run);
  } finally {
    globalThis.Function = original;
  }
  return constructed;
}

describe('the schemas under a Content-Security-Policy without unsafe-eval', () => {
  it('building and parsing them never calls new Function (zod is jitless)', async () => {
    const constructed = await functionsConstructedBy(async () => {
      const { loginSchema, signUpSchema } = await import('./account-schemas');
      const { bookingDetailsSchema } = await import('./booking-schemas');
      loginSchema.safeParse({ email: 'ann@example.com', password: 'secret-123' });
      signUpSchema.safeParse({});
      bookingDetailsSchema.safeParse({});
    });
    expect(constructed).toEqual([]);
  });
});
