import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * THE error table: every code a service may throw, with its HTTP status, the tRPC code the web
 * API answers with, the public code the REST facade shows (the spec knows five; `forbidden` and
 * `conflict` only reach the web UI, since API keys act for the whole workspace), the default
 * message, and the sentence the OpenAPI document uses for it. Everything else derives from here.
 */
export const ERROR_TABLE = {
  invalid_request: {
    status: 400,
    trpc: 'BAD_REQUEST',
    public: 'invalid_request',
    message: 'Invalid request',
    documented: 'bad body or query parameters',
  },
  unauthorized: {
    status: 401,
    trpc: 'UNAUTHORIZED',
    public: 'unauthorized',
    message: 'Missing, invalid or revoked API key',
    documented: 'missing, invalid or revoked API key',
  },
  forbidden: { status: 403, trpc: 'FORBIDDEN', public: 'not_found', message: 'Not allowed', documented: null },
  not_found: {
    status: 404,
    trpc: 'NOT_FOUND',
    public: 'not_found',
    message: 'No such endpoint. See GET /v1/openapi.json for the API.',
    documented: 'no such project or import in your workspace, or no such endpoint',
  },
  conflict: { status: 409, trpc: 'CONFLICT', public: 'invalid_request', message: 'Conflict', documented: null },
  limit_exceeded: {
    status: 429,
    trpc: 'TOO_MANY_REQUESTS',
    public: 'limit_exceeded',
    message: 'Limit exceeded',
    documented: null, // described with the limits themselves (server/api/openapi.ts)
  },
  internal_error: {
    status: 500,
    trpc: 'INTERNAL_SERVER_ERROR',
    public: 'internal_error',
    message: 'Internal error; it is safe to retry.',
    documented: 'transient server error; safe to retry',
  },
} as const satisfies Record<string, { status: number; trpc: TRPC_ERROR_CODE_KEY; public: string; message: string; documented: string | null }>;

export type ErrorCode = keyof typeof ERROR_TABLE;
/** The spec's public error codes: what the REST facade and webhooks ever show. */
export type PublicErrorCode = (typeof ERROR_TABLE)[ErrorCode]['public'];

export const PUBLIC_ERROR_CODES = [...new Set(Object.values(ERROR_TABLE).map((entry) => entry.public))] as PublicErrorCode[];

export function publicCode(code: ErrorCode): PublicErrorCode {
  return ERROR_TABLE[code].public;
}

/** The public code of an HTTP status produced outside our services (a library's 4xx/5xx). */
export function publicCodeForStatus(status: number): PublicErrorCode {
  if (status === 405) return 'not_found'; // a known path with another method: no such endpoint
  const exact = PUBLIC_ERROR_CODES.find((code) => ERROR_TABLE[code].status === status);
  if (exact) return exact;
  return status >= 400 && status < 500 ? 'invalid_request' : 'internal_error';
}

export class AppError extends Error {
  declare readonly code: ErrorCode;
  /** Response headers the error implies, e.g. Retry-After for a rate limit. */
  declare readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string = ERROR_TABLE[code].message, headers: Record<string, string> = {}) {
    // A client's error (a wrong key, an unknown id, a limit) is an answer, not a fault: no stack is
    // captured for it, which was the largest cost of refusing a request (bench/rest-overhead's 401 path).
    const limit = Error.stackTraceLimit;
    if (code !== 'internal_error') Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.code = code;
    this.headers = headers;
  }
}
AppError.prototype.name = 'AppError';

export const notFound = (what = 'Project') => new AppError('not_found', `${what} not found`);
