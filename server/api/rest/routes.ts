import type { OpenApiMeta } from 'trpc-to-openapi';
import { appRouter } from '../root';

/**
 * The REST routes the routers declare (their openapi meta), as method + path pattern. The facade
 * answers an unknown route before it reads any body, so a wrong path or method is always
 * not_found, never a complaint about the body it did not need.
 */
type Route = { method: string; pattern: RegExp };

let routes: Route[] | undefined;

function declaredRoutes(): Route[] {
  // At run time tRPC keeps every procedure in one flat record keyed by its dotted path.
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: OpenApiMeta } }>;
  return Object.values(procedures).flatMap((procedure) => {
    const openapi = procedure._def.meta?.openapi;
    if (!openapi || openapi.enabled === false) return [];
    const source = openapi.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return [{ method: openapi.method, pattern: new RegExp(`^${source}/?$`) }];
  });
}

/** Whether `method path` (path below /v1) is a route of the facade. */
export function isDeclaredRoute(method: string, path: string): boolean {
  routes ??= declaredRoutes();
  return routes.some((route) => route.method === method && route.pattern.test(path));
}
