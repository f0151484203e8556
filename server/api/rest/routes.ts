import type { AnyProcedure, AnyRouter, TRPCRouterRecord as RouterRecord } from '@trpc/server';
import { z } from 'zod';
import { appRouter } from '../root';

/**
 * The REST routes the routers declare in their OpenAPI meta, found by a walk of the router
 * record. tRPC does not type meta per procedure, so it is parsed here, once, with the same
 * shape `ApiMeta` (server/api/trpc.ts) gives it. The facade answers an unknown route before it
 * reads any body, so a wrong path or method is always not_found, never a complaint about the
 * body it did not need.
 */
export interface RestRoute {
  /** The procedure's dotted path, as trpc-to-openapi's responseMeta names it. */
  procedure: string;
  method: string;
  /** The OpenAPI path below /v1, e.g. `/projects/{projectId}`. */
  path: string;
  pattern: RegExp;
  successStatus: number;
}

const restMeta = z.object({
  openapi: z
    .object({
      enabled: z.boolean().optional(),
      method: z.string(),
      path: z.string(),
      successStatus: z.number().int().optional(),
    })
    .optional(),
});

const isProcedure = (value: AnyProcedure | RouterRecord): value is AnyProcedure =>
  '_def' in value && (value as AnyProcedure)._def.procedure === true;

function walk(record: RouterRecord, prefix: string): Array<[string, AnyProcedure]> {
  return Object.entries(record).flatMap(([name, value]): Array<[string, AnyProcedure]> => {
    const dotted = prefix ? `${prefix}.${name}` : name;
    return isProcedure(value) ? [[dotted, value]] : walk(value, dotted);
  });
}

/** Every procedure of a router with its dotted path (`projects.search`). */
export function proceduresOf(router: AnyRouter): Array<[string, AnyProcedure]> {
  return walk(router._def.record, '');
}

function routesOf(router: AnyRouter): RestRoute[] {
  return proceduresOf(router).flatMap(([dotted, procedure]) => {
    const openapi = restMeta.parse(procedure._def.meta ?? {}).openapi;
    if (!openapi || openapi.enabled === false) return [];
    const source = openapi.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return [
      {
        procedure: dotted,
        method: openapi.method,
        path: openapi.path,
        pattern: new RegExp(`^${source}/?$`),
        successStatus: openapi.successStatus ?? 200,
      },
    ];
  });
}

let routes: RestRoute[] | undefined;

/** Every REST route of the app, built once per process. */
export function restRoutes(): RestRoute[] {
  routes ??= routesOf(appRouter);
  return routes;
}

/** The facade's route for `method path` (path below /v1), if it has one. */
export function matchRoute(method: string, path: string): RestRoute | undefined {
  return restRoutes().find((route) => route.method === method && route.pattern.test(path));
}

/** The success status of a procedure (200 unless its meta says otherwise, e.g. the spec's 202). */
export function successStatusOf(procedure: string | undefined): number {
  return restRoutes().find((route) => route.procedure === procedure)?.successStatus ?? 200;
}
