import { createWebContext } from '@/server/api/web-context';
import { handleTrpcRequest } from '@/server/api/trpc-handler';

export const dynamic = 'force-dynamic';

const handler = (req: Request) => handleTrpcRequest(req, createWebContext);

export { handler as GET, handler as POST };
