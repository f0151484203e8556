import type { RateDecision } from './rate-limit';

/**
 * The exact sliding window of server/limits/rate-limit.ts, held in memory for a process that
 * alone owns its database (embedded mode): the times of the last `limit` accepted requests; one
 * more is accepted when fewer than `limit` of them fall within the window. JavaScript runs one
 * decision at a time, so under any concurrency exactly `limit` requests pass in any window.
 */
export class SlidingWindow {
  /** Accepted times (ms), oldest first; never more than `limit`. */
  private stamps: number[];

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    stamps: number[] = [],
  ) {
    this.stamps = stamps.slice(-limit);
  }

  /** Decides one request at `now` and records it when accepted. */
  consume(now: number): RateDecision {
    const { limit, windowMs, stamps } = this;
    const cutoff = now - windowMs;
    // The oldest of the last `limit` accepted requests must have left the window.
    if (stamps.length >= limit && stamps[stamps.length - limit]! > cutoff) {
      return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil((stamps[stamps.length - limit]! + windowMs - now) / 1000)) };
    }
    stamps.push(now);
    if (stamps.length > limit) stamps.shift();
    let recent = 0;
    let oldestRecent = now;
    for (let i = stamps.length - 1; i >= 0 && stamps[i]! > cutoff; i--) {
      recent++;
      oldestRecent = stamps[i]!;
    }
    return { allowed: true, limit, remaining: Math.max(0, limit - recent), resetSeconds: Math.max(1, Math.ceil((oldestRecent + windowMs - now) / 1000)) };
  }

  /** The accepted times, oldest first (to persist them). */
  snapshot(): number[] {
    return this.stamps.slice();
  }
}
