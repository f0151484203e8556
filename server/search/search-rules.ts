// The engine's rules that its callers share: the limits of one search (part of the service's
// contract, README: Search), what "verified" means, and which target a search works towards.
// Browser-safe (no imports): the web form and the results table use the same rules as the server.
// Code outside server/search imports the engine through index.ts, and this module directly.

/** The longest brief the service accepts, in characters. */
export const MAX_BRIEF_LENGTH = 2000;

/** Without a count in the brief, a search returns at most this many verified results. */
export const RESULT_CAP_WITHOUT_TARGET = 100;

/**
 * The largest count a brief may ask for ("find 500 ..."). A larger one ends in awaiting_input
 * with a clarification question asking for a smaller count or a narrower brief.
 */
export const MAX_TARGET = 500;

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

/** What a criterion can be about (server/search/types.ts defines each one's fields). */
export const CRITERION_KINDS = [
  'role', 'seniority', 'location', 'company', 'industry', 'stage', 'size', 'skill', 'experience', 'language', 'topic', 'education', 'unseen', 'tenure',
] as const;

/** A verdict on one criterion: the data shows it, shows otherwise, or is missing. */
export const VERDICTS = ['yes', 'no', 'unknown'] as const;

/** A result is verified when every criterion's verdict is yes. */
export function isVerified(verdicts: Record<string, (typeof VERDICTS)[number]>): boolean {
  return Object.values(verdicts).every((v) => v === 'yes');
}

/**
 * The one rule for a count, wherever it comes from (a brief's words, the web form): a target is
 * a whole number from 1 to MAX_TARGET. A brief asking for more, whatever the size (3000000000,
 * 10^23), is a clarification, never an error; only an accepted target is stored as the project's
 * requestedTarget (an int column).
 */
export function isAcceptedTarget(count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= MAX_TARGET;
}

/**
 * The count a search works towards and stores as requestedTarget: the web form's target when
 * given, else the brief's own count, else none; a count outside the accepted range is not a
 * target (the brief's clarification asks about it).
 */
export function chooseTarget(formTarget: number | null | undefined, briefTarget: number | null): number | null {
  const asked = formTarget ?? briefTarget;
  return asked !== null && isAcceptedTarget(asked) ? asked : null;
}
