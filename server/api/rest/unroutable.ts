import { errorReply } from './envelope';
import type { JsonReply } from './exchange';

/** The methods any /v1 endpoint may use. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Whether a request path (with its query) belongs to the REST facade. */
export function isV1Path(pathWithQuery: string): boolean {
  return pathWithQuery === '/v1' || pathWithQuery.startsWith('/v1/') || pathWithQuery.startsWith('/v1?');
}

/**
 * A method outside the standard ones (TRACE, PROPFIND…) or a path that is not valid
 * percent-encoding is no endpoint of the API: the envelope says so, before any key is read.
 */
export function refuseUnroutable(method: string, pathname: string): JsonReply | null {
  if (!METHODS.has(method)) return errorReply('not_found', `No such endpoint: ${method} is not used by this API.`);
  try {
    decodeURIComponent(pathname);
  } catch {
    return errorReply('not_found', 'No such endpoint: the path is not valid percent-encoding.');
  }
  return null;
}
