import { createWebContext } from '@/server/api/web-context';
import { csvResponse } from '@/server/api/csv-response';
import { toResponse } from '@/server/api/rest/exchange';
import { appErrorReply } from '@/server/api/rest/envelope';
import { AppError } from '@/server/errors';
import { rejectedRowsCsv } from '@/server/people/imports';

export const dynamic = 'force-dynamic';

/** The rejected rows of an import as CSV (row, error, then the file's own columns), streamed as the project export is. */
export async function GET(_req: Request, { params }: { params: Promise<{ importId: string }> }) {
  try {
    const { principal } = await createWebContext();
    if (!principal) throw new AppError('unauthorized', 'Sign in to download.');
    return csvResponse(await rejectedRowsCsv(principal, (await params).importId));
  } catch (error) {
    return toResponse(appErrorReply(error));
  }
}
