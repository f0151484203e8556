import { createWebContext } from '@/server/api/web-context';
import { toResponse } from '@/server/api/rest/exchange';
import { appErrorReply } from '@/server/api/rest/envelope';
import { isCrossSite } from '@/server/auth/same-origin';
import { AppError } from '@/server/errors';
import { admitWebUpload } from '@/server/limits/web-upload-limit';
import { importKindOf } from '@/server/people/import-kind';
import { startImport } from '@/server/people/imports';

export const dynamic = 'force-dynamic';

/**
 * The People page's upload (drag and drop): the same startImport as POST /v1/people/imports, by
 * session, rate-limited per user as /v1 is per key. The file is the body; the browser's upload
 * progress comes from XMLHttpRequest.
 */
export async function POST(req: Request) {
  let rateHeaders: Record<string, string> = {};
  try {
    // 403 as on the web API (tRPC's FORBIDDEN): the /v1 envelope would say not_found (404).
    if (isCrossSite(req.headers)) return Response.json({ error: { code: 'forbidden', message: 'Cross-site upload refused.' } }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
    const { principal, userId } = await createWebContext();
    if (!principal || !userId) throw new AppError('unauthorized', 'Sign in to import people.');
    rateHeaders = await admitWebUpload(userId);
    const url = new URL(req.url);
    const created = await startImport(principal, {
      kind: importKindOf(url.searchParams.get('kind')),
      contentType: req.headers.get('content-type'),
      contentLength: req.headers.get('content-length'),
      fileName: url.searchParams.get('name'),
      body: req.body as AsyncIterable<Uint8Array> | null,
    });
    return Response.json(created, { status: 202, headers: rateHeaders });
  } catch (error) {
    return toResponse(appErrorReply(error, rateHeaders));
  }
}
