import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@/server/env';
import { contentSecurityPolicy, newNonce, strictTransportSecurity } from '@/server/security-headers';
import { errorResponse } from '@/server/api/rest/envelope';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const notFound = (message: string) => errorResponse('not_found', message);

/**
 * Under /v1: Next.js answers a path it cannot percent-decode (e.g. /v1/projects/%ZZ) with a
 * plain-text 500, and a method outside the standard ones (TRACE, PROPFIND…) with an empty 400,
 * before any route runs. Every answer there must be the spec's envelope, so these are refused
 * here as what they are: no such endpoint.
 *
 * Everywhere: the Content-Security-Policy with a per-request nonce (set on the request too, where
 * Next.js reads it to put the nonce on its scripts) and HSTS for an https APP_URL.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/v1/') || request.nextUrl.pathname === '/v1') {
    if (!METHODS.has(request.method)) return notFound(`No such endpoint: ${request.method} is not used by this API.`);
    try {
      decodeURIComponent(request.nextUrl.pathname);
    } catch {
      return notFound('No such endpoint: the path is not valid percent-encoding.');
    }
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
