import { NextResponse, type NextRequest } from 'next/server';
import { getEnv } from '@/server/env';
import { contentSecurityPolicy, newNonce, strictTransportSecurity } from '@/server/security-headers';

/**
 * The Content-Security-Policy with a per-request nonce (set on the request too, where
 * Next.js reads it to put the nonce on its scripts) and HSTS for an https APP_URL.
 */
export function proxy(request: NextRequest) {
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
