import { type AnyProcedure, TRPCError } from '@trpc/server';
import { getTRPCErrorFromUnknown, middlewareMarker } from '@trpc/server/unstable-core-do-not-import';
import type { Context } from '../trpc';

/** What a middleware of a procedure is called with (tRPC's ProcedureCallOptions plus meta and next). */
interface CallOptions {
  ctx: unknown;
  type: string;
  path: string;
  input: unknown;
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
  batchIndex: number;
}

interface NextOptions {
  ctx?: Record<string, unknown>;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}

type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };
type Middleware = (options: CallOptions & { meta: unknown; next(next?: NextOptions): Promise<MiddlewareResult> }) => Promise<MiddlewareResult>;

/**
 * Calls a procedure of the /v1 route table with `input`, as tRPC's own caller calls it: the
 * procedure's middlewares in order (error mapping, auth, input and output validation, the
 * resolver), each with the options tRPC gives it. This is tRPC's `callRecursive`
 * (@trpc/server 11, initTRPC) with plain object literals: the published build copies the
 * options with a defineProperty-per-key helper four times per middleware, which was half of the
 * facade's CPU per request (bench/rest-overhead). Same options, results and errors
 * (procedure-runner.test.ts compares the two on every outcome).
 */
export async function runProcedure(procedure: AnyProcedure, path: string, ctx: Context, input: unknown): Promise<unknown> {
  const def = procedure._def as unknown as { middlewares: Middleware[]; meta: unknown; type: string };
  const result = await callMiddleware(def.middlewares, def.meta, 0, {
    ctx,
    type: def.type,
    path,
    input: undefined,
    getRawInput: async () => input,
    signal: undefined,
    batchIndex: 0,
  });
  if (!result) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'No result from middlewares - did you forget to `return next()`?' });
  if (!result.ok) throw result.error;
  return result.data;
}

async function callMiddleware(middlewares: Middleware[], meta: unknown, index: number, options: CallOptions): Promise<MiddlewareResult> {
  const { ctx, type, path, input, getRawInput, signal, batchIndex } = options;
  try {
    // Literals of a fixed shape, not spreads: these objects are made several times per request.
    return await middlewares[index]!({
      ctx,
      type,
      path,
      input,
      getRawInput,
      signal,
      batchIndex,
      meta,
      next: (next) =>
        callMiddleware(middlewares, meta, index + 1, {
          ctx: next?.ctx ? { ...(ctx as object), ...next.ctx } : ctx,
          type,
          path,
          input: next && 'input' in next ? next.input : input,
          getRawInput: next?.getRawInput ?? getRawInput,
          signal,
          batchIndex,
        }),
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker } as MiddlewareResult;
  }
}
