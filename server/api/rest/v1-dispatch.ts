import { buildOpenApiDocument } from '@/server/api/openapi';
import { handleCsvExport } from './csv-export';
import { errorResponse } from './envelope';
import { handleRestRequest } from './handler';
import { handlePeopleImport } from './people-import';
import { refuseUnroutable } from './unroutable';

export { isV1Path } from './unroutable';

/** GET /v1/openapi.json, unauthenticated; any other method is not_found. */
export function openApiDocumentResponse(method: string): Response {
  if (method !== 'GET' && method !== 'HEAD') return errorResponse('not_found', 'No such endpoint. GET /v1/openapi.json is the only method here.');
  const response = Response.json(buildOpenApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
  return method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response;
}

const CSV_EXPORT = /^\/v1\/projects\/([^/]+)\/export\.csv$/;

/**
 * Everything under /v1 in one function of a fetch Request, so that the same code answers behind
 * Next.js (app/v1/** routes and proxy.ts, e.g. `next dev`) and in the production server, which
 * serves /v1 straight from node:http (scripts/serve.ts).
 */
export async function dispatchV1(req: Request): Promise<Response> {
  const { pathname } = new URL(req.url);
  const refused = refuseUnroutable(req.method, pathname);
  if (refused) return refused;
  if (pathname === '/v1/openapi.json') return openApiDocumentResponse(req.method);
  const csv = CSV_EXPORT.exec(pathname);
  if (csv) return handleCsvExport(req, decodeURIComponent(csv[1]!));
  // The file upload is a plain route (a streamed body of up to 50 MiB, not JSON).
  if (pathname === '/v1/people/imports') return handlePeopleImport(req);
  return handleRestRequest(req);
}
