import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * The error vocabulary of every service. The public codes are the spec's; `forbidden` and
 * `conflict` only reach the web UI (API keys act for the whole workspace and never meet them).
 */
export const ERROR_TABLE = {
  invalid_request: { status: 400, trpc: 'BAD_REQUEST' },
  unauthorized: { status: 401, trpc: 'UNAUTHORIZED' },
  forbidden: { status: 403, trpc: 'FORBIDDEN' },
  not_found: { status: 404, trpc: 'NOT_FOUND' },
  conflict: { status: 409, trpc: 'CONFLICT' },
  limit_exceeded: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  internal_error: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
} as const satisfies Record<string, { status: number; trpc: TRPC_ERROR_CODE_KEY }>;

export type ErrorCode = keyof typeof ERROR_TABLE;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Response headers the error implies, e.g. Retry-After for a rate limit. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Project') => new AppError('not_found', `${what} not found`);
