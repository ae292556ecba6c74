// When a booking saved in the browser is sent again: exponential backoff from 2 s to 1 minute,
// with up to 20% random spread so many waiting browsers do not return at the same moment.
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 60_000;
export const RETRY_JITTER = 0.2;

/** Milliseconds before retry number `attempt` (0 = the first retry). */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const step = Math.max(0, Math.trunc(attempt));
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(step, 16));
  const spread = 1 - RETRY_JITTER + RETRY_JITTER * 2 * Math.min(1, Math.max(0, random()));
  return Math.round(Math.min(RETRY_MAX_MS, base * spread));
}
