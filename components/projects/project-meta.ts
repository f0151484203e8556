import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/api/root';

/** The project page's data: the status object plus brief, source, times and criteria. */
export type ProjectDetail = inferRouterOutputs<AppRouter>['projects']['detail'];

/** The projects page lists this many of the newest projects: projects.list's default. */
export { PROJECTS_LIST_DEFAULT_LIMIT as LIST_LIMIT } from '@/server/schemas/project';

/** /projects?brief=… opens the new-search form pre-filled. */
export function newSearchHref(brief: string, from: string, target?: number | null): string {
  const params = new URLSearchParams({ brief, from });
  if (target) params.set('target', String(target));
  return `/projects?${params.toString()}`;
}
