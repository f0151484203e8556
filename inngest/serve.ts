import { serve } from 'inngest/next';
import type { NextRequest } from 'next/server';
import { inngest } from '@/server/jobs/client';
import { functions } from './functions';
import type { ServeHandler } from '@/server/jobs/embedded/invoke';

/**
 * The SDK's serve() handler for our functions: mounted at /api/inngest for an Inngest server
 * (scaled mode), and called in-process by the embedded executor. One handler, two callers.
 */
export const inngestHandler = serve({ client: inngest, functions });

/** The same handler typed as Request -> Response, as the executor calls it. */
// The Next adapter only reads what a standard Request has (method, url, headers, text()).
export const serveHandler: ServeHandler = (request) => inngestHandler(request as NextRequest, undefined);
