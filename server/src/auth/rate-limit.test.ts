import { describe, expect, it } from 'vitest';
import { slidingWindow } from './rate-limit.ts';

const MINUTE = 60_000;

/** Runs attempts at the given times through the window, recording those let through, as the limiter does. */
function run(times: number[], limit: number, windowMs: number) {
  const counted: number[] = [];
  return times.map((now) => {
    const decision = slidingWindow(counted, now, limit, windowMs);
    if (decision.allowed) counted.push(now);
    return decision;
  });
}

describe('slidingWindow', () => {
  it('lets a burst across the end of a clock window through once, not twice', () => {
    // Three attempts a second before a clock minute ends, three more a second after it: a fixed window
    // of one minute would have let all six through.
    const decisions = run([59_000, 59_000, 59_000, 61_000, 61_000, 61_000], 3, MINUTE);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false, false]);
  });

  it('never lets more than the limit through within any window length', () => {
    const limit = 4;
    const times = Array.from({ length: 400 }, (_, index) => index * 1_700 + ((index * 7_919) % 1_300));
    const decisions = run(times, limit, MINUTE);
    const allowed = times.filter((_, index) => decisions[index]?.allowed);
    for (const start of allowed) {
      expect(allowed.filter((at) => at >= start && at < start + MINUTE).length).toBeLessThanOrEqual(limit);
    }
    // And it is not stricter than that: the limit is reached in every window while attempts keep coming.
    expect(allowed.length).toBeGreaterThanOrEqual(Math.floor((times.at(-1) ?? 0) / MINUTE) * limit);
  });

  it('says when the oldest counted attempt leaves the window', () => {
    expect(slidingWindow([10_000, 20_000], 30_000, 2, MINUTE)).toEqual({
      allowed: false,
      retryAfterMs: 40_000,
    });
    expect(slidingWindow([10_000, 20_000], 70_001, 2, MINUTE)).toEqual({ allowed: true });
    expect(slidingWindow([], 0, 1, MINUTE)).toEqual({ allowed: true });
  });
});
