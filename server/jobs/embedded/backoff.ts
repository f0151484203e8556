/** Delay before retry number `attempt` (1 = first retry). */
export type RetryDelay = (attempt: number) => number;

/**
 * Exponential backoff with jitter: base * 2^(attempt-1), capped, then randomised in
 * [50%, 100%] so runs that failed together do not retry in lockstep.
 */
export function exponentialBackoff({ baseMs = 1000, maxMs = 5 * 60_000, random = Math.random } = {}): RetryDelay {
  return (attempt) => {
    const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(ceiling * (0.5 + random() / 2));
  };
}

/** `Retry-After` as the SDK sends it (RetryAfterError): whole seconds or an ISO date. */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
