/** The browser's localStorage, or null where there is none or it is blocked (never throws). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
