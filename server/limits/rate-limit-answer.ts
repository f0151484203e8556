import { AppError } from '@/server/errors';
import type { RateDecision } from './sliding-window';

/** The window of the per-minute client limits (per API key on /v1, per user on the web upload). */
export const PER_MINUTE_WINDOW_SECONDS = 60;

export interface PerMinuteLimit {
  /** The policy's name in the RateLimit headers. */
  policy: 'per-key' | 'per-user';
  /** For the refusal: what is counted ("requests") and whose allowance it is ("this key"). */
  counted: string;
  holder: string;
}

/**
 * What a client limited per minute is told, the same at every door: IETF RateLimit headers on
 * every response, and past the limit 429 limit_exceeded carrying them and Retry-After. Returns
 * the headers for an admitted request's response.
 */
export function answerPerMinuteLimit(decision: RateDecision, limit: PerMinuteLimit): Record<string, string> {
  const rateHeaders = {
    'RateLimit-Policy': `"${limit.policy}";q=${decision.limit};w=${PER_MINUTE_WINDOW_SECONDS}`,
    RateLimit: `"${limit.policy}";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
  if (!decision.allowed) {
    throw new AppError(
      'limit_exceeded',
      `Rate limit of ${decision.limit} ${limit.counted} per minute for ${limit.holder} reached; retry in ${decision.resetSeconds} s.`,
      { ...rateHeaders, 'Retry-After': String(decision.resetSeconds) },
    );
  }
  return rateHeaders;
}
