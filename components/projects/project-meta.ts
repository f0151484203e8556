import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/api/root';

export type ProjectListItem = inferRouterOutputs<AppRouter>['projects']['list'][number];
export type ProjectStatusView = inferRouterOutputs<AppRouter>['projects']['get'];

/**
 * What the project page shows besides the status object: brief, source, times, criteria. Dates
 * are Dates from the server caller and ISO strings over the wire (no transformer).
 */
export type ProjectMeta = Pick<ProjectListItem, 'brief' | 'source' | 'criteria'> & { createdAt: Date | string; completedAt: Date | string | null };

type ListInput = Array<Omit<ProjectListItem, 'createdAt' | 'completedAt'> & ProjectMeta>;

/** The projects page lists this many of the newest projects. */
export const LIST_LIMIT = 50;

/**
 * projects.get returns only the spec's status object; the brief and criteria come from the
 * workspace's project list (newest META_LOOKUP_LIMIT), until a projects.detail procedure exists.
 */
export const META_LOOKUP_LIMIT = 100;

export function pickMeta(list: ListInput | undefined, projectId: string): ProjectMeta | null {
  const item = list?.find((p) => p.projectId === projectId);
  return item ? { brief: item.brief, source: item.source, createdAt: item.createdAt, completedAt: item.completedAt, criteria: item.criteria } : null;
}

/** /projects?brief=… opens the new-search form pre-filled. */
export function newSearchHref(brief: string, from: string, target?: number | null): string {
  const params = new URLSearchParams({ brief, from });
  if (target) params.set('target', String(target));
  return `/projects?${params.toString()}`;
}
