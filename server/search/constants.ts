// Limits of one search, part of the service's contract (README: Search).

/** Without a count in the brief, a search returns at most this many verified results. */
export const RESULT_CAP_WITHOUT_TARGET = 100;

/**
 * The largest count a brief may ask for ("find 500 ..."). A larger one ends in awaiting_input
 * with a clarification question asking for a smaller count or a narrower brief.
 */
export const MAX_TARGET = 500;

/**
 * The one rule for a count, wherever it comes from (a brief's words, the web form): a target is
 * a whole number from 1 to MAX_TARGET. A brief asking for more, whatever the size (3000000000,
 * 10^23), is a clarification, never an error; only an accepted target is stored as the project's
 * requestedTarget.
 */
export function isAcceptedTarget(count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= MAX_TARGET;
}

/**
 * When the verified results fall short of the goal (target or cap), up to this many near misses
 * (people who fail at most one criterion, marked by their verdicts) follow them.
 */
export const NEAR_MISS_LIMIT = 20;

/**
 * A brief whose criteria together would match at least this share of the directory (e.g.
 * "engineers", "people in the US") is too broad: the engine asks what narrows it down.
 */
export const BROAD_SHARE = 0.15;
