import { serve } from 'inngest/next';
import type { NextRequest } from 'next/server';
import { errorResponse } from '@/server/api/rest/envelope';
import { getEnv } from '@/server/env';
import { inngest } from '@/server/jobs/client';
import { functions } from './functions';

/**
 * Handlers for app/api/inngest/route.ts. In scaled mode they are the serve() handler (the SDK
 * checks every request's signature against INNGEST_SIGNING_KEY). In embedded mode nothing
 * outside the process may drive functions, so the route does not exist.
 *
 * Syncs: the SDK registers the URL an Inngest server will call. It is always built from
 * INNGEST_SERVE_ORIGIN (or APP_URL), never from the request's Host header, and only a signed
 * in-band sync (`x-inngest-sync-kind: in_band`, as Inngest Cloud and `inngest start` send) is
 * answered: an unsigned PUT would otherwise make the SDK register whatever URL it was sent to.
 */
type RouteHandler = (request: NextRequest, context: unknown) => Promise<Response>;

const INNGEST_SERVE_PATH = '/api/inngest';

let scaledHandler: ReturnType<typeof serve> | undefined;

/** Built on first use: the origin is configuration, read once the configuration is validated. */
function handler(): ReturnType<typeof serve> {
  scaledHandler ??= serve({ client: inngest, functions, serveOrigin: getEnv().inngestServeOrigin, servePath: INNGEST_SERVE_PATH });
  return scaledHandler;
}

function scaledOnly(method: 'GET' | 'POST' | 'PUT'): RouteHandler {
  return async (request, context) => {
    const env = getEnv();
    if (env.inngestMode !== 'scaled') return errorResponse('not_found', 'Not found');
    if (method === 'PUT' && !env.inngestDev.isDev && request.headers.get('x-inngest-sync-kind') !== 'in_band') {
      return errorResponse('unauthorized', 'Only signed in-band syncs are accepted: sync the app from Inngest (dashboard or API), not with a bare PUT.');
    }
    return handler()[method](request, context);
  };
}

export const GET = scaledOnly('GET');
export const POST = scaledOnly('POST');
export const PUT = scaledOnly('PUT');
