import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@/server/api/root';
import { createWebContext } from '@/server/api/web-context';

export const dynamic = 'force-dynamic';

function handler(req: Request) {
  return fetchRequestHandler({ endpoint: '/api/trpc', req, router: appRouter, createContext: createWebContext });
}

export { handler as GET, handler as POST };
