import { NextResponse, type NextRequest } from 'next/server';
import { toResponse } from '@/server/api/rest/exchange';
import { isV1Path, refuseUnroutable } from '@/server/api/rest/unroutable';
import { getEnv } from '@/server/env';
import { contentSecurityPolicy, newNonce, strictTransportSecurity } from '@/server/security-headers';

/**
 * Under /v1 (under `next dev`; the production server answers /v1 itself: scripts/serve.ts): Next.js
 * answers a path it cannot percent-decode (e.g. /v1/projects/%ZZ) with a plain-text 500, and a
 * method outside the standard ones (TRACE, PROPFIND…) with an empty 400, before any route runs.
 * Every answer there must be the spec's envelope, so these are refused as what they are: no such
 * endpoint.
 *
 * Everywhere: the Content-Security-Policy with a per-request nonce (set on the request too, where
 * Next.js reads it to put the nonce on its scripts) and HSTS for an https APP_URL.
 */
export function proxy(request: NextRequest) {
  if (isV1Path(request.nextUrl.pathname)) {
    const refused = refuseUnroutable(request.method, request.nextUrl.pathname);
    if (refused) return toResponse(refused);
  }
  const env = getEnv();
  // `next dev` (React's debugging needs eval); `next start` runs with NODE_ENV=production.
  const csp = contentSecurityPolicy(newNonce(), { development: env.NODE_ENV === 'development' });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  const hsts = strictTransportSecurity(env.APP_URL);
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

export const config = {
  // Pages and routes; not the hashed build assets (they carry the static headers of next.config.mjs).
  matcher: ['/((?!_next/static|_next/image).*)'],
};
