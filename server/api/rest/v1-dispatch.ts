import { buildOpenApiDocument } from '@/server/api/openapi';
import { handleCsvExport } from './csv-export';
import { errorReply } from './envelope';
import { type RestReply, type RestRequest, fromFetchRequest, jsonReply, targetUrl, toResponse } from './exchange';
import { handleRestRequest } from './handler';
import { handlePeopleImport } from './people-import';
import { refuseUnroutable } from './unroutable';

export { isV1Path } from './unroutable';

/** GET /v1/openapi.json, unauthenticated; any other method is not_found. */
function openApiDocument(method: string): RestReply {
  if (method !== 'GET' && method !== 'HEAD') return errorReply('not_found', 'No such endpoint. GET /v1/openapi.json is the only method here.');
  return jsonReply(200, buildOpenApiDocument(), { 'Cache-Control': 'public, max-age=300' });
}

const CSV_EXPORT = /^\/v1\/projects\/([^/]+)\/export\.csv$/;

/**
 * Everything under /v1, whichever server received it: the production server answers /v1 straight
 * from node:http (scripts/serve.ts, node-adapter.ts); Next.js routes it to app/v1 under `next dev`.
 */
export async function dispatchV1(req: RestRequest): Promise<RestReply> {
  const { pathname } = targetUrl(req.target);
  const refused = refuseUnroutable(req.method, pathname);
  if (refused) return refused;
  if (pathname === '/v1/openapi.json') return openApiDocument(req.method);
  const csv = CSV_EXPORT.exec(pathname);
  if (csv) return handleCsvExport(req, decodeURIComponent(csv[1]!));
  // The file upload is a plain route (a streamed body of up to 50 MiB, not JSON).
  if (pathname === '/v1/people/imports') return handlePeopleImport(req);
  return handleRestRequest(req);
}

/** /v1 for a fetch Request (Next.js's route under `next dev`, and tests). */
export async function dispatchV1Fetch(req: Request): Promise<Response> {
  return toResponse(await dispatchV1(fromFetchRequest(req)), req.method === 'HEAD');
}
