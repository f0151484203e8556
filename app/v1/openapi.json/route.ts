import { openApiDocumentResponse } from '@/server/api/rest/v1-dispatch';

export const dynamic = 'force-dynamic';

const respond = (req: Request) => openApiDocumentResponse(req.method);
export { respond as GET, respond as POST, respond as PUT, respond as PATCH, respond as DELETE, respond as OPTIONS };
