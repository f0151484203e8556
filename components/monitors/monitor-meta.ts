import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/api/root';

export type MonitorsPage = inferRouterOutputs<AppRouter>['monitors']['list'];
export type Monitor = MonitorsPage['monitors'][number];

/** The Monitors page (and "Watch this search") read this many of the newest monitors: the API's largest page. */
export const MONITORS_LIST_LIMIT = 100;
/** monitors.list's input, shared so the page and "Watch this search" read one cached list (limit is a query string in /v1). */
export const MONITORS_LIST_INPUT = { limit: String(MONITORS_LIST_LIMIT) };

/** The Monitors page with one monitor brought into view. */
export function monitorHref(monitorId: string): string {
  return `/monitors?${new URLSearchParams({ monitor: monitorId }).toString()}`;
}
