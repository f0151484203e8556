import { AppError } from '@/server/errors';
import { csvResponse } from '@/server/api/csv-response';
import { projectCsv } from '@/server/results/csv';
import type { RestReply, RestRequest } from './exchange';
import { targetUrl } from './exchange';
import { guardRestRequest } from './guard';
import { appErrorReply, rejectRepeatedQueryParameters } from './handler';

/**
 * GET /v1/projects/{id}/export.csv: a plain route (trpc-to-openapi only speaks JSON) with the
 * same key check, rate limit and error envelope as the rest of /v1.
 */
export async function handleCsvExport(req: RestRequest, projectId: string): Promise<RestReply> {
  let rateHeaders: Record<string, string> = {};
  try {
    const guarded = await guardRestRequest(req);
    rateHeaders = guarded.rateHeaders;
    rejectRepeatedQueryParameters(targetUrl(req.target));
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new AppError('not_found', 'No such endpoint. GET /v1/projects/{projectId}/export.csv is the only method here.');
    return csvResponse(await projectCsv(guarded.principal, projectId), rateHeaders);
  } catch (error) {
    return appErrorReply(error, rateHeaders);
  }
}
