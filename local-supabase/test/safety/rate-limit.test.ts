import { SlidingWindowCounter } from '../../src/auth/rate-limit';

describe('SlidingWindowCounter', () => {
  it('is exceeded after max events in the window and frees up as they age out', () => {
    const counter = new SlidingWindowCounter(2, 10_000);
    counter.record('a', 1_000);
    counter.record('a', 2_000);
    expect(counter.isExceeded('a', 2_500)).toBe(true);
    expect(counter.isExceeded('b', 2_500)).toBe(false);
    // The oldest event leaves the window at 11 000 ms.
    expect(counter.retryAfterSeconds('a', 2_500)).toBe(9);
    expect(counter.isExceeded('a', 11_000)).toBe(false);
  });

  it('keeps at most max timestamps per key', () => {
    const counter = new SlidingWindowCounter(3, 60_000);
    for (let i = 0; i < 1000; i += 1) counter.record('a', i);
    expect(counter.isExceeded('a', 1000)).toBe(true);
    // Only the newest 3 (997..999) are kept: the key is free once they age out.
    expect(counter.isExceeded('a', 60_997)).toBe(false);
  });

  it('sweeps keys whose events all left the window, so the map cannot grow without bound', () => {
    const counter = new SlidingWindowCounter(5, 1_000);
    for (let i = 0; i < 500; i += 1) counter.record(`client-${i}`, 0);
    expect(counter.size).toBe(500);
    counter.record('late', 5_000);
    expect(counter.size).toBe(1);
  });

  it('drops the oldest keys beyond its key cap', () => {
    const counter = new SlidingWindowCounter(5, 60_000, 100);
    for (let i = 0; i < 250; i += 1) counter.record(`client-${i}`, i);
    expect(counter.size).toBe(100);
    expect(counter.isExceeded('client-249', 300)).toBe(false);
  });
});
