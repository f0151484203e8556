import { createOpenApiNodeHttpHandler, type NodeHTTPRequest } from 'trpc-to-openapi';
import type { NodeHTTPResponse } from '@trpc/server/adapters/node-http';
import type { Context } from '../trpc';
import { appRouter } from '../root';
import { successStatusOf } from './routes';

/** One REST call as trpc-to-openapi routes, coerces, validates and runs it. */
export interface ProcedureCall {
  method: string;
  /** Path below /v1 with the query: `/projects/prj_…/results?limit=5`. */
  target: string;
  /** The JSON body already read and checked (POST, PUT, PATCH). */
  body?: Record<string, unknown>;
  context: Context;
}

export interface ProcedureOutcome {
  status: number;
  /** The adapter's JSON text: the procedure's output, or its error body. */
  json: string;
  /** What the procedure threw (an AppError carries the spec's code and message). */
  thrown?: unknown;
}

interface InFlight {
  context: Context;
  thrown?: unknown;
}
const inFlight = new WeakMap<object, InFlight>();

/** Nothing aborts a call midway, and no procedure reads the signal. */
const NEVER_ABORTED = new AbortController().signal;

/**
 * Built once per process: trpc-to-openapi's fetch adapter rebuilt this handler (its procedure
 * table, and outside production the whole OpenAPI document) on every request.
 */
const handle = createOpenApiNodeHttpHandler<typeof appRouter, NodeHTTPRequest, NodeHTTPResponse>({
  router: appRouter,
  createContext: ({ req }) => inFlight.get(req)!.context,
  responseMeta: ({ paths, errors }) => (errors.length === 0 ? { status: successStatusOf(paths?.[0]) } : {}),
  onError: ({ error, req }) => {
    inFlight.get(req)!.thrown = error.cause;
  },
});

/**
 * The request the handler reads: it takes a fetch Request (`instanceof`) as its own fetch
 * adapter passes one, reading only the method, the URL, the Content-Type, the parsed body and
 * the signal. This one has just those, without constructing a Request (headers, signal, stream).
 */
function handlerRequest(call: ProcedureCall): NodeHTTPRequest {
  const request = Object.create(Request.prototype) as Record<string, unknown>;
  Object.defineProperties(request, {
    method: { value: call.method },
    url: { value: call.target },
    headers: { value: { get: (name: string) => (name.toLowerCase() === 'content-type' && call.body ? 'application/json' : null) } },
    body: { value: call.body, writable: true },
    signal: { value: NEVER_ABORTED },
  });
  return request as unknown as NodeHTTPRequest;
}

export function callProcedure(call: ProcedureCall): Promise<ProcedureOutcome> {
  const req = handlerRequest(call);
  const state: InFlight = { context: call.context };
  inFlight.set(req, state);
  return new Promise<ProcedureOutcome>((resolve, reject) => {
    const res = {
      statusCode: 200,
      setHeader: () => res,
      end: (json: string) => resolve({ status: res.statusCode, json, thrown: state.thrown }),
    };
    handle(req, res as unknown as NodeHTTPResponse).catch(reject);
  });
}
