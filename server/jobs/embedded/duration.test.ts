import { describe, expect, it } from 'vitest';
import { exponentialBackoff, retryAfterMs } from './backoff';
import { parseDurationMs, sleepWakeAt } from './duration';

describe('sleep targets', () => {
  it('reads the durations the SDK writes', () => {
    expect(parseDurationMs('30s')).toBe(30_000);
    expect(parseDurationMs('5m')).toBe(300_000);
    expect(parseDurationMs('1w2d3h4m5s')).toBe(604_800_000 + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5000);
    expect(parseDurationMs('')).toBe(0);
    expect(parseDurationMs('1500ms')).toBe(1500);
    expect(parseDurationMs('10 minutes')).toBeUndefined();
    expect(parseDurationMs('2026-01-01T00:00:00.000Z')).toBeUndefined();
  });

  it('scales the remaining wait, for durations and dates', () => {
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    expect(sleepWakeAt('30s', now, 0.01)).toBe(now + 300);
    expect(sleepWakeAt('2030-01-01T00:05:00.000Z', now, 0.01)).toBe(now + 3000);
    expect(sleepWakeAt('2029-12-31T00:00:00.000Z', now, 1)).toBe(now); // already past
    expect(sleepWakeAt('tomorrow', now, 1)).toBeUndefined();
  });
});

describe('retry timing', () => {
  it('backs off exponentially with jitter, capped', () => {
    const low = exponentialBackoff({ baseMs: 1000, maxMs: 10_000, random: () => 0 });
    const high = exponentialBackoff({ baseMs: 1000, maxMs: 10_000, random: () => 1 });
    expect([1, 2, 3, 4, 5, 6].map(high)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect([1, 2, 3].map(low)).toEqual([500, 1000, 2000]);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('12', 0)).toBe(12_000);
    expect(retryAfterMs(new Date(5000).toISOString(), 1000)).toBe(4000);
    expect(retryAfterMs(null, 0)).toBeUndefined();
    expect(retryAfterMs('soon', 0)).toBeUndefined();
  });
});
