import type { NextRequest } from 'next/server';
import { refuseUnroutable } from '@/server/api/rest/unroutable';

/**
 * Next.js answers a path it cannot percent-decode (e.g. /v1/projects/%ZZ) with a plain-text 500,
 * and a method outside the standard ones (TRACE, PROPFIND…) with an empty 400, before any route
 * runs. Under /v1 every answer must be the spec's envelope, so these are refused here as what
 * they are: no such endpoint. (The production server answers /v1 itself: scripts/serve.ts.)
 */
export function proxy(request: NextRequest) {
  return refuseUnroutable(request.method, request.nextUrl.pathname) ?? undefined;
}

export const config = { matcher: '/v1/:path*' };
