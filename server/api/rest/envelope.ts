import { type ErrorCode, ERROR_TABLE } from '@/server/errors';

/** The spec's public error codes; anything else is folded into one of them. */
export type PublicErrorCode = 'unauthorized' | 'not_found' | 'invalid_request' | 'limit_exceeded' | 'internal_error';

export function publicCode(code: ErrorCode): PublicErrorCode {
  switch (code) {
    case 'forbidden':
    case 'not_found':
      return 'not_found';
    case 'conflict':
      return 'invalid_request';
    default:
      return code;
  }
}

export function codeForStatus(status: number): PublicErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 404 || status === 405) return 'not_found';
  if (status === 429) return 'limit_exceeded';
  if (status >= 400 && status < 500) return 'invalid_request';
  return 'internal_error';
}

/** `{ error: { code, message } }` with the status the spec gives the code. */
export function errorResponse(code: PublicErrorCode, message: string, headers?: HeadersInit): Response {
  const response = Response.json({ error: { code, message } }, { status: ERROR_TABLE[code].status, headers });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
