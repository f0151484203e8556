import { createWebContext } from '@/server/api/web-context';
import { toResponse } from '@/server/api/rest/exchange';
import { appErrorReply } from '@/server/api/rest/envelope';
import { AppError } from '@/server/errors';
import { csvResponse } from '@/server/api/csv-response';
import { projectCsv } from '@/server/results/csv';

export const dynamic = 'force-dynamic';

/** The in-app export: the same projectCsv() as GET /v1/projects/{id}/export.csv, by session. */
export async function GET(_req: Request, { params }: { params: Promise<{ projectId: string }> }) {
  try {
    const { principal } = await createWebContext();
    if (!principal) throw new AppError('unauthorized', 'Sign in to export.');
    return csvResponse(await projectCsv(principal, (await params).projectId));
  } catch (error) {
    return toResponse(appErrorReply(error));
  }
}
