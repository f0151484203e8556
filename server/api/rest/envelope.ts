import { AppError, ERROR_TABLE, type PublicErrorCode, publicCode } from '@/server/errors';
import { type JsonReply, jsonReply, toResponse } from './exchange';

/** `{ error: { code, message } }` with the status the error table gives the code. */
export function errorReply(code: PublicErrorCode, message: string = ERROR_TABLE[code].message, headers: Record<string, string> = {}): JsonReply {
  return jsonReply(ERROR_TABLE[code].status, { error: { code, message } }, { ...headers, 'Cache-Control': 'no-store' });
}

/** The same envelope as a fetch Response (routes served by Next.js). */
export function errorResponse(code: PublicErrorCode, message?: string, headers?: Record<string, string>): Response {
  return toResponse(errorReply(code, message, headers));
}

/** An error as the spec's envelope, keeping the headers it implies (Retry-After, RateLimit). */
export function appErrorReply(error: unknown, extraHeaders: Record<string, string> = {}): JsonReply {
  if (error instanceof AppError) {
    return errorReply(publicCode(error.code), error.message, { ...extraHeaders, ...error.headers });
  }
  console.error('[v1] unexpected error', error);
  return errorReply('internal_error', undefined, extraHeaders);
}
