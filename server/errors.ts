/**
 * The error vocabulary of every service. The public codes are the spec's; `forbidden` and
 * `conflict` only reach the web UI (API keys act for the whole workspace and never meet them).
 */
export const ERROR_TABLE = {
  invalid_request: { status: 400 },
  unauthorized: { status: 401 },
  forbidden: { status: 403 },
  not_found: { status: 404 },
  conflict: { status: 409 },
  limit_exceeded: { status: 429 },
  internal_error: { status: 500 },
} as const satisfies Record<string, { status: number }>;

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
