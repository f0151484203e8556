import { ERROR_TABLE, type PublicErrorCode } from '@/server/errors';

/** `{ error: { code, message } }` with the status the error table gives the code. */
export function errorResponse(code: PublicErrorCode, message: string = ERROR_TABLE[code].message, headers?: HeadersInit): Response {
  const response = Response.json({ error: { code, message } }, { status: ERROR_TABLE[code].status, headers });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
