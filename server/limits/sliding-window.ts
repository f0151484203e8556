/**
 * The sliding-window rule, the one owner of it: a window keeps the times of the last `limit`
 * accepted requests, and one more is accepted when fewer than `limit` of them fall within the
 * window (a fixed window would let 2 x limit through across a boundary). Refusals are not
 * recorded. Two forms of the same rule: SlidingWindow in memory (a process that alone owns its
 * database) and slidingWindowSql for statements that keep windows in RateLimitLog.
 */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until one more request is accepted (refused), or until the oldest counted one leaves the window. */
  resetSeconds: number;
}

/** Accepted, with `recent` requests (this one included) in the window, the oldest leaving in `resetSeconds`. */
export function acceptedDecision(limit: number, recent: number, resetSeconds: number): RateDecision {
  return { allowed: true, limit, remaining: Math.max(0, limit - recent), resetSeconds: Math.max(1, resetSeconds) };
}

/** Refused: one more is accepted when the oldest of the last `limit` requests leaves the window, in `retrySeconds`. */
export function refusedDecision(limit: number, retrySeconds: number): RateDecision {
  return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, retrySeconds) };
}

/**
 * The rule held in memory. JavaScript runs one decision at a time, so under any concurrency
 * exactly `limit` requests pass in any window.
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
    const secondsUntilGone = (stamp: number) => Math.ceil((stamp + windowMs - now) / 1000);
    // The oldest of the last `limit` accepted requests must have left the window.
    if (stamps.length >= limit && stamps[stamps.length - limit]! > cutoff) return refusedDecision(limit, secondsUntilGone(stamps[stamps.length - limit]!));
    stamps.push(now);
    if (stamps.length > limit) stamps.shift();
    let recent = 0;
    let oldestRecent = now;
    for (let i = stamps.length - 1; i >= 0 && stamps[i]! > cutoff; i--) {
      recent++;
      oldestRecent = stamps[i]!;
    }
    return acceptedDecision(limit, recent, secondsUntilGone(oldestRecent));
  }

  /** The accepted times, oldest first (to persist them). */
  snapshot(): number[] {
    return this.stamps.slice();
  }
}

/** SQL expressions (columns, parameters) a statement applies the rule to. */
export interface WindowSqlTerms {
  /** The window's timestamptz[] of accepted times, oldest first. */
  stamps: string;
  /** The time of the request being decided. */
  now: string;
  limit: string;
  windowSeconds: string;
}

/**
 * The rule as SQL fragments, for statements that keep windows in a table: an UPDATE (or
 * INSERT ... ON CONFLICT DO UPDATE) that sets `accepted` WHERE `admits` decides exactly under any
 * concurrency, since PostgreSQL re-checks the WHERE on the row's latest version once it holds
 * the row's lock.
 */
export function slidingWindowSql({ stamps, now, limit, windowSeconds }: WindowSqlTerms) {
  const windowStart = `${now} - make_interval(secs => ${windowSeconds})`;
  const oldestOfLast = `${stamps}[cardinality(${stamps}) + 1 - ${limit}]`;
  return {
    /** One more request at `now` is accepted. */
    admits: `(cardinality(${stamps}) < ${limit} OR ${oldestOfLast} <= ${windowStart})`,
    /** The stamps once the request at `now` is accepted: the last `limit`. */
    accepted: `(array_append(${stamps}, ${now}))[greatest(1, cardinality(${stamps}) + 2 - ${limit}):]`,
    /** A row source of one row (recent, reset) over the accepted stamps, for acceptedDecision. */
    counted: `SELECT count(*)::int AS recent, ceil(extract(epoch FROM min(s) + make_interval(secs => ${windowSeconds}) - ${now}))::int AS reset
                FROM unnest(${stamps}) s WHERE s > ${windowStart}`,
    /** Seconds until a refused request would be accepted, for refusedDecision. */
    retry: `ceil(extract(epoch FROM ${oldestOfLast} + make_interval(secs => ${windowSeconds}) - ${now}))::int`,
  };
}
