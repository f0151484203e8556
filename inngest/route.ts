import type { NextRequest } from 'next/server';
import { errorResponse } from '@/server/api/rest/envelope';
import { getEnv } from '@/server/env';
import { inngestHandler } from './serve';

/**
 * Handlers for app/api/inngest/route.ts. In scaled mode they are the serve() handler (the SDK
 * checks every request's signature against INNGEST_SIGNING_KEY). In embedded mode nothing
 * outside the process may drive functions, so the route does not exist.
 */
type RouteHandler = (request: NextRequest, context: unknown) => Promise<Response>;

function scaledOnly(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    if (getEnv().inngestMode !== 'scaled') {
      return errorResponse('not_found', 'Not found');
    }
    return handler(request, context);
  };
}

export const GET = scaledOnly(inngestHandler.GET);
export const POST = scaledOnly(inngestHandler.POST);
export const PUT = scaledOnly(inngestHandler.PUT);
