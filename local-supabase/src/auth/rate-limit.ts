/** Counts events per key in a sliding window (in memory: limits reset when the server restarts). */
export class SlidingWindowCounter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.events.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length > 0) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  /** True once `max` events happened within the window. */
  isExceeded(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.max;
  }

  record(key: string, now = Date.now()): void {
    this.events.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string): void {
    this.events.delete(key);
  }
}
