import { NextResponse, type NextRequest } from 'next/server';

/**
 * Next.js answers a path it cannot percent-decode (e.g. /v1/projects/%ZZ) with a plain-text 500
 * before any route runs. Under /v1 every answer must be the spec's envelope, so such paths are
 * refused here as what they are: no such endpoint.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return NextResponse.next();
  } catch {
    return NextResponse.json(
      { error: { code: 'not_found', message: 'No such endpoint: the path is not valid percent-encoding.' } },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}

export const config = { matcher: '/v1/:path*' };
