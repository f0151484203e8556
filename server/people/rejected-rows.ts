// The rejected rows of an import as a CSV download.
import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { neutraliseFormula } from '@/server/results/csv';
import { keysetStream } from '@/server/results/keyset-stream';
import { findOwnImport } from './import-status';

const csvLine = (cells: string[]) => `${cells.map((value) => `"${neutraliseFormula(value).replaceAll('"', '""')}"`).join(',')}\r\n`;

/** Rejected rows read per page of the download. */
const REJECTED_PAGE_ROWS = 1000;

/**
 * The rejected rows as CSV: row, error, then the file's own columns (JSON Lines: the line).
 * Streamed page by page (a 50 MiB file can reject millions of rows).
 */
export async function rejectedRowsCsv(
  principal: Principal,
  importId: string,
  pageSize = REJECTED_PAGE_ROWS,
): Promise<{ filename: string; stream: ReadableStream<Uint8Array> }> {
  const found = await findOwnImport(principal, importId);
  const { prisma } = await getDb();
  const stream = keysetStream<{ row: number; message: string; cells: string[] }>({
    head: csvLine(['row', 'error', ...(found.format === 'csv' ? found.header : ['line'])]),
    pageSize,
    readPage: (after, take) =>
      prisma.peopleImportRejection.findMany({
        where: { importId, row: { gt: after?.row ?? -1 } },
        orderBy: { row: 'asc' },
        take,
        select: { row: true, message: true, cells: true },
      }),
    format: (rows) => rows.map((r) => csvLine([String(r.row), r.message, ...r.cells])).join(''),
  });
  return { filename: `${importId}-rejected.csv`, stream };
}
