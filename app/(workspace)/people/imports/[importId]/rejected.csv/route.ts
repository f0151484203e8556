import { createWebContext } from '@/server/api/web-context';
import { toResponse } from '@/server/api/rest/exchange';
import { appErrorReply } from '@/server/api/rest/handler';
import { AppError } from '@/server/errors';
import { rejectedRowsCsv } from '@/server/people/imports';

export const dynamic = 'force-dynamic';

/** The rejected rows of an import as CSV (row, error, then the file's own columns). */
export async function GET(_req: Request, { params }: { params: Promise<{ importId: string }> }) {
  try {
    const { principal } = await createWebContext();
    if (!principal) throw new AppError('unauthorized', 'Sign in to download.');
    const { filename, body } = await rejectedRowsCsv(principal, (await params).importId);
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return toResponse(appErrorReply(error));
  }
}
