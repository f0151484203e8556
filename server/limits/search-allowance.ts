import type { SqlRunner } from '@/server/db';
import { AppError } from '@/server/errors';
import { projectsStartedSince, recentProjectStarts } from '@/server/projects/project-store';
import { SEARCHES_PER_HOUR } from './policy';

const HOUR_MS = 60 * 60 * 1000;
/** The start of the sliding hour before `now`. */
const hourBefore = (now: Date) => new Date(now.getTime() - HOUR_MS);

/**
 * A sliding hour over the workspace's own projects: its latest starts (epoch ms, newest first, at
 * most SEARCHES_PER_HOUR). Read inside the transaction that holds the workspace row lock and
 * creates the project, so concurrent submissions are counted exactly.
 */
export async function recentSearchStarts(tx: SqlRunner, workspaceId: string, now: Date): Promise<number[]> {
  return recentProjectStarts(tx, workspaceId, hourBefore(now), SEARCHES_PER_HOUR);
}

/** Which limit refused a search: a monitor records it as the reason its run was skipped. */
export type SearchLimit = 'hourly_allowance' | 'credits' | 'budget';

/** limit_exceeded from one of the search limits, naming which. */
export class SearchLimitError extends AppError {
  constructor(
    readonly limit: SearchLimit,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super('limit_exceeded', message, headers);
  }
}

/** limit_exceeded, with the Retry-After at which the oldest of `recentStarts` leaves the hour, once they fill it. */
export function assertSearchAllowance(recentStarts: number[], now: Date): void {
  if (recentStarts.length < SEARCHES_PER_HOUR) return;
  const oldest = recentStarts[recentStarts.length - 1]!;
  const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
  throw new SearchLimitError('hourly_allowance', `This workspace has started ${SEARCHES_PER_HOUR} searches in the last hour; retry in ${retryAfter} s.`, {
    'Retry-After': String(retryAfter),
  });
}

/** Searches started in the last hour (usage page). */
export async function searchesThisHour(db: SqlRunner, workspaceId: string, now = new Date()) {
  return projectsStartedSince(db, workspaceId, hourBefore(now));
}
