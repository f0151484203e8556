import { buildOpenApiDocument } from '@/server/api/openapi';
import { errorResponse } from '@/server/api/rest/envelope';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(buildOpenApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}

const notFound = () => errorResponse('not_found', 'No such endpoint. GET /v1/openapi.json is the only method here.');
export { notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
