import { type AnyProcedure, type AnyRouter, TRPCError, type TRPCRouterRecord as RouterRecord } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  coerceSchema,
  getInputOutputParsers,
  instanceofZodTypeKind,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  unwrapZodType,
  zodSupportsCoerce,
} from 'trpc-to-openapi';
import { z } from 'zod';
import { AppError, publicCodeForStatus } from '@/server/errors';
import type { Context } from '../trpc';
import { runProcedure } from './procedure-runner';
import { readJsonObjectBody } from './read-json-body';
import type { V1Route } from './route-table';

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

/** tRPC does not type meta per procedure: it is parsed here, once, with the shape `ApiMeta` (server/api/trpc.ts) gives it. */
const restMeta = z.object({
  openapi: z
    .object({
      enabled: z.boolean().optional(),
      method: z.enum(['GET', 'POST', 'PATCH', 'DELETE']),
      path: z.string(),
      successStatus: z.union([z.literal(200), z.literal(201), z.literal(202), z.literal(204)]).optional(),
      pollsProject: z.string().optional(),
    })
    .optional(),
});

/**
 * The /v1 routes the router's procedures declare in their OpenAPI meta. Each is called as tRPC's
 * caller calls it (procedure-runner.ts) with the input trpc-to-openapi would have built: the
 * query or the JSON body, then the path parameters, coerced per the input schema by the
 * library's own rules.
 */
export function procedureRoutes(router: AnyRouter): V1Route[] {
  return proceduresOf(router).flatMap(([dotted, procedure]): V1Route[] => {
    const openapi = restMeta.parse(procedure._def.meta ?? {}).openapi;
    if (!openapi || openapi.enabled === false) return [];
    const inputOf = inputBuilder(procedure);
    // A POST whose input is all in its path (start a monitor's run) takes no body.
    const readsBody = (openapi.method === 'POST' || openapi.method === 'PATCH') && hasBodyFields(procedure, openapi.path);
    return [
      {
        method: openapi.method,
        path: openapi.path,
        auth: 'key',
        successStatus: openapi.successStatus ?? 200,
        pollsProject: openapi.pollsProject,
        async handle({ req, url, params, guarded }) {
          const body = readsBody ? await readJsonObjectBody(req) : undefined;
          const context: Context = { principal: guarded.principal, userId: null, idempotencyKey: req.header('idempotency-key'), statusRead: guarded.statusRead };
          try {
            return await runProcedure(procedure, dotted, context, inputOf(url, params, body));
          } catch (error) {
            throw asAppError(error);
          }
        },
      },
    ];
  });
}

/**
 * How trpc-to-openapi (3.x, adapters/node-http/core) builds a procedure's input: nothing for a
 * void schema; else the body (POST) or the query, then the path parameters over them; a query
 * value of an array field becomes a one-element array; number, boolean, bigint and date fields
 * coerce their strings (the library sets that on the schema itself, here once).
 */
function inputBuilder(procedure: AnyProcedure) {
  const schema = unwrapZodType(getInputOutputParsers(procedure).inputParser, true);
  if (instanceofZodTypeLikeVoid(schema)) return () => undefined;
  const isObject = instanceofZodTypeObject(schema);
  const isArray = (field: Parameters<typeof instanceofZodTypeOptional>[0]) =>
    instanceofZodTypeKind(field, 'array') || (instanceofZodTypeOptional(field) && instanceofZodTypeKind(field.unwrap(), 'array'));
  const arrayFields = isObject ? Object.keys(schema.shape).filter((name) => isArray(schema.shape[name]!)) : [];
  if (zodSupportsCoerce && isObject) coerceSchema(schema);
  return (url: URL, params: Record<string, string>, body: Record<string, unknown> | undefined) => {
    const input: Record<string, unknown> = { ...(body ?? Object.fromEntries(url.searchParams)), ...params };
    if (!body) for (const name of arrayFields) if (input[name] !== undefined && !Array.isArray(input[name])) input[name] = [input[name]];
    return input;
  };
}

/** Whether the procedure's input has a field that is not one of the path's parameters. */
function hasBodyFields(procedure: AnyProcedure, path: string): boolean {
  const schema = unwrapZodType(getInputOutputParsers(procedure).inputParser, true);
  if (!instanceofZodTypeObject(schema)) return !instanceofZodTypeLikeVoid(schema);
  const inPath = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]));
  return Object.keys(schema.shape).some((name) => !inPath.has(name));
}

interface ZodIssueLike {
  path?: PropertyKey[];
  message: string;
}

/** A procedure's failure as the error table's: its AppError, or the TRPCError's status with the validation issues as `field: message; …`. */
function asAppError(error: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  if (error.cause instanceof AppError) return error.cause;
  const code = publicCodeForStatus(getHTTPStatusCodeFromError(error));
  if (code !== 'invalid_request') return new AppError(code);
  const issues = error.cause?.name === 'ZodError' ? (error.cause as Error & { issues: ZodIssueLike[] }).issues : [];
  const message = issues.map((issue) => (issue.path?.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message)).join('; ');
  return new AppError(code, message || error.message);
}
