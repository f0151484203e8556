import type { ZodOpenApiOperationObject } from 'zod-openapi';
import type { SuccessStatus } from '../trpc';
import { appRouter } from '../root';
import type { RestRequest } from './exchange';
import type { Guarded } from './guard';
import { openApiDocumentRoute, plainRoutes } from './plain-routes';
import { procedureRoutes } from './procedure-routes';

/**
 * The one table of /v1: every endpoint with its method, path, auth, success status and OpenAPI
 * operation, built once from the router's meta and the few plain routes. A request is matched
 * here once; `answerV1` (answer.ts) does what every route shares, `handle` what this one does.
 */
interface RouteBase {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The OpenAPI path template below /v1, e.g. `/projects/{projectId}`. */
  path: string;
  successStatus: SuccessStatus;
  /** Cache-Control of a JSON answer (no-store unless said). */
  cacheControl?: string;
  /** A plain route's OpenAPI operation without errors and security (answer.ts and openapi.ts add those); a procedure's comes from its meta. */
  operation?: ZodOpenApiOperationObject;
  /** A reason beside the per-key limit why the route answers 429, for the document. */
  alsoLimitedBy?: string;
}

export interface RouteCall {
  req: RestRequest;
  url: URL;
  /** The path's parameters as sent (not percent-decoded: trpc-to-openapi's rule). */
  params: Record<string, string>;
}

/** A JSON value, or a streamed Response (the CSV export). */
export type RouteAnswer = unknown;

export type V1Route =
  | (RouteBase & { auth: 'none'; handle(call: RouteCall): Promise<RouteAnswer> })
  | (RouteBase & {
      auth: 'key';
      /** The path parameter naming a project whose status is read with the key's admission (the status poll). */
      pollsProject?: string;
      handle(call: RouteCall & { guarded: Guarded }): Promise<RouteAnswer>;
    });

export type Auth = V1Route['auth'];

interface CompiledRoute {
  route: V1Route;
  pattern: RegExp;
}

let table: CompiledRoute[] | undefined;

/** Every /v1 route, built once per process. */
export function v1Routes(): V1Route[] {
  return compiled().map(({ route }) => route);
}

function compiled(): CompiledRoute[] {
  table ??= [openApiDocumentRoute, ...plainRoutes, ...procedureRoutes(appRouter)].map((route) => ({ route, pattern: pathPattern(route.path) }));
  return table;
}

/** `/projects/{projectId}` -> `^/projects/(?<projectId>[^/]+)/?$` (a trailing slash allowed, case kept). */
function pathPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}/?$`);
}

export type V1Match =
  | { route: V1Route; params: Record<string, string> }
  /** No route: not_found, after the key unless the path is only an unauthenticated route's. */
  | { route: undefined; auth: Auth; message?: string };

/** The route of `method path` (path below /v1; HEAD is answered as GET). */
export function matchV1Route(method: string, path: string): V1Match {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const { route, pattern } of compiled()) {
    const match = route.method === wanted ? pattern.exec(path) : null;
    if (match) return { route, params: { ...match.groups } };
  }
  const atPath = compiled().filter(({ pattern }) => pattern.test(path));
  if (atPath.length === 0) return { route: undefined, auth: 'key' };
  const methods = atPath.map(({ route }) => route.method).join(' or ');
  return {
    route: undefined,
    auth: atPath.every(({ route }) => route.auth === 'none') ? 'none' : 'key',
    message: `No such endpoint. ${methods} /v1${atPath[0]!.route.path} is the only method here.`,
  };
}
