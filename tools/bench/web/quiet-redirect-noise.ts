// Lighthouse's trace engine prints a LanternError stack for a route that redirects (its first
// navigation ends before any paint, so it has no metric scores), then carries on: the figures come
// from the page the visit lands on. Only that message is dropped; every other error still prints.

const REDIRECT_NOISE = 'missing metric scores for specified navigation';

/** Whether a console.error call is the trace engine's note on a redirect's first navigation. */
export function isRedirectNoise(args: readonly unknown[]): boolean {
  const [first] = args;
  // LanternError sets no name of its own: its class is how the console names it.
  return (
    first instanceof Error &&
    first.constructor.name === 'LanternError' &&
    first.message === REDIRECT_NOISE
  );
}

/** Runs `fn` with that one message kept out of the console. */
export async function withoutRedirectNoise<T>(fn: () => Promise<T>): Promise<T> {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (!isRedirectNoise(args)) original(...args);
  };
  try {
    return await fn();
  } finally {
    console.error = original;
  }
}
