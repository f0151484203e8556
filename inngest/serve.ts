import { serve } from 'inngest/next';
import type { NextRequest } from 'next/server';
import { inngest } from '@/server/jobs/client';
import { functions } from './functions';
import type { ServeHandler } from '@/server/jobs/embedded/invoke';

// The SDK's serve() handler for our functions, called in-process by the embedded executor (an
// Inngest server in scaled mode reaches its own at /api/inngest: inngest/route.ts).
const inngestHandler = serve({ client: inngest, functions });

/** The same handler typed as Request -> Response, as the executor calls it. */
// The Next adapter only reads what a standard Request has (method, url, headers, text()).
export const serveHandler: ServeHandler = (request) => inngestHandler(request as NextRequest, undefined);
