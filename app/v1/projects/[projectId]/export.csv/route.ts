import { handleCsvExport } from '@/server/api/rest/csv-export';

export const dynamic = 'force-dynamic';

async function handler(req: Request, { params }: { params: Promise<{ projectId: string }> }) {
  return handleCsvExport(req, (await params).projectId);
}

export { handler as GET, handler as HEAD, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
