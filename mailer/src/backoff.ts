/** The wait before attempt `attempt + 1`: base x 2^(attempt - 1), never more than max. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
