import { AppError } from '@/server/errors';
import { startImport } from '@/server/people/imports';
import { importQuerySchema } from '@/server/schemas/people';
import { type RestReply, type RestRequest, jsonReply, targetUrl } from './exchange';
import { guardRestRequest } from './guard';
import { appErrorReply, rejectRepeatedQueryParameters } from './handler';

/**
 * POST /v1/people/imports: the file is the body (text/csv or application/x-ndjson, up to 50 MiB),
 * so this is a plain route with the facade's key check, rate limit and error envelope. 202 with
 * the import id once the whole body is stored; the rows are imported in the background. The
 * workspace's queue of imports and the bytes they hold are startImport's (429 or 400, before the body is read).
 */
export async function handlePeopleImport(req: RestRequest): Promise<RestReply> {
  let rateHeaders: Record<string, string> = {};
  try {
    const url = targetUrl(req.target);
    // Authentication first, as on every /v1 route: a request without a valid key learns nothing else.
    const guarded = await guardRestRequest(req);
    rateHeaders = guarded.rateHeaders;
    rejectRepeatedQueryParameters(url);
    if (req.method !== 'POST') throw new AppError('not_found', 'No such endpoint. POST /v1/people/imports is the only method here.');
    const query = importQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) throw new AppError('invalid_request', `kind must be "people" or "suppression"${url.searchParams.size > 1 || !url.searchParams.has('kind') ? ', and it is the only query parameter' : ''}.`);
    const created = await startImport(guarded.principal, {
      kind: query.data.kind,
      contentType: req.header('content-type'),
      contentLength: req.header('content-length'),
      body: req.body,
    });
    return jsonReply(202, created, { ...rateHeaders, 'Cache-Control': 'no-store' });
  } catch (error) {
    return appErrorReply(error, rateHeaders);
  }
}
