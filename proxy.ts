import { NextResponse, type NextRequest } from 'next/server';
import { errorResponse } from '@/server/api/rest/envelope';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const notFound = (message: string) => errorResponse('not_found', message);

/**
 * Next.js answers a path it cannot percent-decode (e.g. /v1/projects/%ZZ) with a plain-text 500,
 * and a method outside the standard ones (TRACE, PROPFIND…) with an empty 400, before any route
 * runs. Under /v1 every answer must be the spec's envelope, so these are refused here as what
 * they are: no such endpoint.
 */
export function proxy(request: NextRequest) {
  if (!METHODS.has(request.method)) return notFound(`No such endpoint: ${request.method} is not used by this API.`);
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return notFound('No such endpoint: the path is not valid percent-encoding.');
  }
  return NextResponse.next();
}

export const config = { matcher: '/v1/:path*' };
