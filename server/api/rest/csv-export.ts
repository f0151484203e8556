import { AppError } from '@/server/errors';
import { csvResponse } from '@/server/api/csv-response';
import { projectCsv } from '@/server/results/csv';
import { guardRestRequest } from './guard';
import { appErrorResponse, finish, rejectRepeatedQueryParameters } from './handler';

/**
 * GET /v1/projects/{id}/export.csv: a plain route (trpc-to-openapi only speaks JSON) with the
 * same key check, rate limit and error envelope as the rest of /v1.
 */
export async function handleCsvExport(req: Request, projectId: string): Promise<Response> {
  const isHead = req.method === 'HEAD';
  let rateHeaders: Record<string, string> = {};
  try {
    const guarded = await guardRestRequest(req);
    rateHeaders = guarded.rateHeaders;
    rejectRepeatedQueryParameters(new URL(req.url));
    if (req.method !== 'GET' && !isHead) throw new AppError('not_found', 'No such endpoint. GET /v1/projects/{projectId}/export.csv is the only method here.');
    return finish(csvResponse(await projectCsv(guarded.principal, projectId), rateHeaders), isHead);
  } catch (error) {
    return finish(appErrorResponse(error, rateHeaders), isHead);
  }
}
