/**
 * The API servers and PostgreSQL 15 test clusters a test file has started and not yet closed. A
 * suite whose setup fails after its server started never reaches its own close, and the listening
 * server then keeps jest from ever exiting: CI would hang instead of failing.
 * test/setup/close-open-servers.ts closes what is left after each file.
 */
const open = new Set<() => Promise<void>>();

/** `close`, run at most once, and tracked until it has run. */
export function trackedClose(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  const once = () => {
    open.delete(once);
    closing ??= close();
    return closing;
  };
  open.add(once);
  return once;
}

/** Closes every tracked server still open (each once, whatever the others do). */
export async function closeOpenServers(): Promise<void> {
  await Promise.allSettled([...open].map((close) => close()));
}
