// The people-import service: start an import from a request body or a file, read its status and
// history, download its rejected rows, delete it. Every function takes a principal and only ever
// touches that workspace's imports.
import { createReadStream } from 'node:fs';
import { parse as parseCsv } from 'csv-parse/sync';
import { inngest } from '@/server/jobs/client';
import { peopleImportRequested } from '@/server/jobs/events';
import { actorId, type Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { randomBase62 } from '@/server/crypto/tokens';
import { neutraliseFormula } from '@/server/results/csv';
import { keysetStream } from '@/server/results/keyset-stream';
import type { ImportStatus } from '@/server/schemas/people';
import { mapColumns, personFieldOf, suppressionFieldOf } from './headers';
import { IMPORT_ERRORS_SHOWN, importFormatOf, MAX_IMPORT_BYTES, STALE_UPLOAD_MS, type ImportFormat, type ImportKind } from './limits';
import { runImportToEnd } from './process-import';
import { storeFile, tooLarge, uploadAbandoned } from './stored-file';
import { lockWorkspaceImports } from './import-lock';
import { admitUpload, type UploadAllowance } from './upload-admission';

export function newImportId(): string {
  return `imp_${randomBase62(24)}`;
}

/** The first bytes of the body must look like what the Content-Type says (else 400 before anything is kept). */
function checkStart(format: ImportFormat, kind: ImportKind) {
  return (text: string, complete: boolean) => {
    const body = text.replace(/^\uFEFF/, '');
    if (format === 'ndjson') {
      const first = body.split('\n').find((line) => line.trim() !== '');
      if (first === undefined) throw new AppError('invalid_request', 'The file has no JSON line.');
      if (!complete && !body.includes('\n')) throw new AppError('invalid_request', 'The first JSON line is longer than 1 MiB.');
      let value: unknown;
      try {
        value = JSON.parse(first);
      } catch {
        throw new AppError('invalid_request', 'The body is not JSON Lines: its first line is not JSON.');
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('invalid_request', 'The body is not JSON Lines: each line must be a JSON object (one person).');
      return;
    }
    const end = body.search(/\r?\n/);
    if (end < 0 && !complete) throw new AppError('invalid_request', 'The CSV header row is longer than 1 MiB.');
    let header: string[];
    try {
      header = (parseCsv(end < 0 ? body : body.slice(0, end), { relax_quotes: true, relax_column_count: true }) as string[][])[0] ?? [];
    } catch {
      throw new AppError('invalid_request', 'The body is not CSV: its first row cannot be read.');
    }
    const fields = new Set(mapColumns(header, kind === 'people' ? personFieldOf : suppressionFieldOf));
    if (kind === 'people' && !fields.has('name') && !fields.has('firstName') && !fields.has('lastName')) {
      throw new AppError('invalid_request', 'The CSV header row has no name column (Name, Full name, or First name + Last name).');
    }
    if (kind === 'suppression' && !fields.has('email') && !fields.has('linkedin') && !fields.has('domain')) {
      throw new AppError('invalid_request', 'The CSV header row has no E-mail, LinkedIn or Domain column.');
    }
  };
}

interface NewImport {
  workspaceId: string | null;
  kind: ImportKind;
  format: ImportFormat;
  fileName: string | null;
  createdById: string | null;
  body: AsyncIterable<Uint8Array>;
  /**
   * An HTTP upload (its Content-Length, if declared): admitted against the workspace's queue and
   * stored bytes, and capped at what they and MAX_IMPORT_BYTES leave (upload-admission.ts). null:
   * the operator CLI, neither refused nor capped (licensed data sets are large).
   */
  upload: { declaredBytes: number | null } | null;
}

const UNCAPPED: UploadAllowance = { maxBytes: Number.POSITIVE_INFINITY, overMax: tooLarge };

/** Creates the import, stores the whole body, and marks it running. A bad body leaves nothing behind. */
async function createImport(input: NewImport): Promise<string> {
  const { prisma, sql } = await getDb();
  const id = newImportId();
  // Admission and the row in one transaction; while it uploads, byteSize holds its reservation.
  const allowance = await sql.transaction(async (tx) => {
    const admitted = input.upload && input.workspaceId ? await admitUpload(tx, input.workspaceId, input.upload.declaredBytes) : UNCAPPED;
    await tx.query(
      `INSERT INTO people_import (id, "workspaceId", kind, format, "fileName", header, "createdById", "byteSize", "updatedAt")
       VALUES ($1, $2, $3::"PeopleImportKind", $4, $5, '{}', $6, $7, now())`,
      [id, input.workspaceId, input.kind, input.format, input.fileName, input.createdById, Number.isFinite(admitted.maxBytes) ? admitted.maxBytes : 0],
    );
    return admitted;
  });
  try {
    const stored = await storeFile(sql, id, input.body, checkStart(input.format, input.kind), allowance.maxBytes, allowance.overMax);
    // Only from uploading: the sweep may have failed (and emptied) it after the last chunk.
    const { count } = await prisma.peopleImport.updateMany({
      where: { id, status: 'uploading' },
      data: { status: 'running', byteSize: stored.bytes, chunkCount: stored.chunks },
    });
    if (count === 0) throw uploadAbandoned();
    return id;
  } catch (error) {
    await prisma.peopleImport.delete({ where: { id } }).catch(() => undefined);
    throw error;
  }
}

/** The event that runs an import, keyed to its workspace's share of the background workers. */
const importRequested = (importId: string, workspaceId: string | null, eventId: string) =>
  peopleImportRequested.create({ importId, ...(workspaceId ? { workspaceId } : {}) }, { id: eventId });

async function dispatchImport(importId: string, workspaceId: string): Promise<void> {
  await inngest.send(importRequested(importId, workspaceId, `import-${importId}`));
  const { prisma } = await getDb();
  await prisma.peopleImport.updateMany({ where: { id: importId, dispatchedAt: null }, data: { dispatchedAt: new Date() } });
}

/** POST /v1/people/imports and the web upload: store the body, then run it in the background. */
export async function startImport(
  principal: Principal,
  input: { kind: ImportKind; contentType: string | null; contentLength: string | null; fileName?: string | null; body: AsyncIterable<Uint8Array> | null },
): Promise<{ importId: string; status: 'running' }> {
  const format = importFormatOf(input.contentType);
  if (!format) throw new AppError('invalid_request', 'Send the file as the body with "Content-Type: text/csv" (with a header row) or "Content-Type: application/x-ndjson" (one JSON person per line).');
  const declaredBytes = /^\s*\d+\s*$/.test(input.contentLength ?? '') ? Number(input.contentLength) : null;
  if (declaredBytes !== null && declaredBytes > MAX_IMPORT_BYTES) throw tooLarge();
  if (!input.body) throw new AppError('invalid_request', 'The file is empty.');
  const importId = await createImport({
    workspaceId: principal.workspaceId,
    kind: input.kind,
    format,
    fileName: input.fileName?.slice(0, 200) ?? null,
    createdById: actorId(principal),
    body: input.body,
    upload: { declaredBytes },
  });
  await dispatchImport(importId, principal.workspaceId);
  return { importId, status: 'running' };
}

function formatOfPath(path: string): ImportFormat {
  return /\.(ndjson|jsonl|json)$/i.test(path) ? 'ndjson' : 'csv';
}

/**
 * The operator CLI: imports a file into a workspace (or, with workspaceId null, the shared
 * directory) in this process, to the end. The file is stored first, so a crash leaves an import
 * that the app's sweep resumes (resumeStalledImports).
 */
export async function importFile(input: { workspaceId: string | null; kind: ImportKind; path: string; onProgress?: (rows: number) => void }) {
  if (input.kind === 'suppression' && input.workspaceId === null) throw new AppError('invalid_request', 'A suppression list belongs to a workspace.');
  const importId = await createImport({
    workspaceId: input.workspaceId,
    kind: input.kind,
    format: formatOfPath(input.path),
    fileName: input.path.split('/').pop() ?? null,
    createdById: null,
    body: createReadStream(input.path),
    upload: null,
  });
  const { prisma } = await getDb();
  await prisma.peopleImport.update({ where: { id: importId }, data: { dispatchedAt: new Date() } });
  await runImportToEnd(importId, input.onProgress);
  const done = await prisma.peopleImport.findUniqueOrThrow({ where: { id: importId } });
  if (done.status === 'failed') throw new AppError('invalid_request', `Import ${importId} failed: ${done.failure}`);
  return { importId, rows: done.rows, imported: done.imported, updated: done.updated, rejected: done.rejected };
}

async function findOwnImport(principal: Principal, importId: string) {
  const { prisma } = await getDb();
  const found = await prisma.peopleImport.findUnique({ where: { id: importId } });
  if (!found || found.workspaceId !== principal.workspaceId) throw new AppError('not_found', 'Import not found');
  return found;
}

const publicStatus = (status: string): ImportStatus['status'] => (status === 'uploading' ? 'running' : (status as ImportStatus['status']));

/** GET /v1/people/imports/{importId}: another workspace's import is not_found. */
export async function getImport(principal: Principal, importId: string): Promise<ImportStatus> {
  const found = await findOwnImport(principal, importId);
  const { prisma } = await getDb();
  const errors = await prisma.peopleImportRejection.findMany({ where: { importId }, orderBy: { row: 'asc' }, take: IMPORT_ERRORS_SHOWN, select: { row: true, message: true } });
  return {
    importId: found.id,
    kind: found.kind,
    status: publicStatus(found.status),
    rows: found.rows,
    imported: found.imported,
    updated: found.updated,
    rejected: found.rejected,
    errors,
  };
}

/** The workspace's imports, newest first (web history). */
export async function listImports(principal: Principal) {
  const { prisma } = await getDb();
  const imports = await prisma.peopleImport.findMany({ where: { workspaceId: principal.workspaceId }, orderBy: { createdAt: 'desc' }, take: 100 });
  return imports.map((i) => ({
    importId: i.id,
    kind: i.kind,
    status: publicStatus(i.status),
    fileName: i.fileName,
    byteSize: i.byteSize,
    rows: i.rows,
    imported: i.imported,
    updated: i.updated,
    rejected: i.rejected,
    failure: i.failure,
    createdAt: i.createdAt,
    completedAt: i.completedAt,
  }));
}

const csvLine = (cells: string[]) => `${cells.map((value) => `"${neutraliseFormula(value).replaceAll('"', '""')}"`).join(',')}\r\n`;

/** Rejected rows read per page of the download. */
export const REJECTED_PAGE_ROWS = 1000;

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

/**
 * Deletes an import: its people leave future searches unless another import also brought them
 * (results already delivered stay in their projects: they are copies). A suppression import
 * takes with it the entries that no other list holds and nobody added by hand.
 */
export async function deleteImport(principal: Principal, importId: string): Promise<{ deleted: true; people: number }> {
  const found = await findOwnImport(principal, importId);
  if (found.status === 'running' || found.status === 'uploading') throw new AppError('conflict', 'This import is still running; delete it once it has finished.');
  const { sql } = await getDb();
  const people = await sql.transaction(async (tx) => {
    await lockWorkspaceImports(tx, principal.workspaceId);
    await tx.query(
      `UPDATE imported_person SET import_ids = array_remove(import_ids, $2) WHERE workspace_id = $1 AND import_ids @> ARRAY[$2]::text[]`,
      [principal.workspaceId, importId],
    );
    const removed = await tx.query(`DELETE FROM imported_person WHERE workspace_id = $1 AND import_ids = '{}'::text[] RETURNING id`, [principal.workspaceId]);
    // A suppression entry goes with the last list that holds it, unless it was also added by hand.
    await tx.query(`DELETE FROM suppression_entry WHERE "workspaceId" = $1 AND "importIds" = ARRAY[$2]::text[] AND NOT manual`, [principal.workspaceId, importId]);
    await tx.query(
      `UPDATE suppression_entry SET "importIds" = array_remove("importIds", $2) WHERE "workspaceId" = $1 AND "importIds" @> ARRAY[$2]::text[]`,
      [principal.workspaceId, importId],
    );
    await tx.query('DELETE FROM people_import WHERE id = $1 AND "workspaceId" = $2', [importId, principal.workspaceId]);
    return removed.length;
  });
  return { deleted: true, people };
}

/**
 * Called at start and periodically: hands over imports never dispatched, re-sends imports whose
 * runner stopped (no progress for 10 minutes: a crashed CLI or lost event; the cursor makes the
 * resumed run skip what was committed), and fails uploads that were cut off (no chunk stored for
 * STALE_UPLOAD_MS, however long ago they started).
 */
export async function resumeStalledImports(): Promise<number> {
  const { prisma } = await getDb();
  const now = Date.now();
  const stalled = await prisma.peopleImport.findMany({
    where: {
      status: 'running',
      OR: [{ dispatchedAt: null, updatedAt: { lt: new Date(now - 10_000) } }, { updatedAt: { lt: new Date(now - 10 * 60_000) } }],
    },
    select: { id: true, workspaceId: true, dispatchedAt: true, updatedAt: true },
    take: 100,
  });
  for (const imp of stalled) {
    const id = imp.dispatchedAt ? `import-${imp.id}-resume-${imp.updatedAt.getTime()}` : `import-${imp.id}`;
    await inngest.send(importRequested(imp.id, imp.workspaceId, id));
    await prisma.peopleImport.update({ where: { id: imp.id }, data: { dispatchedAt: new Date(), updatedAt: new Date() } });
  }
  await failSilentUploads();
  return stalled.length;
}

/**
 * Fails the uploads whose heartbeat (updatedAt, touched by every stored chunk) is older than
 * STALE_UPLOAD_MS, in one statement that re-checks it row by row: a chunk stored meanwhile keeps
 * its upload alive, and the upload itself stops at its next chunk once failed (storeFile).
 */
async function failSilentUploads(): Promise<void> {
  const { sql } = await getDb();
  await sql.transaction(async (tx) => {
    const failed = await tx.query<{ id: string }>(
      `UPDATE people_import SET status = 'failed', failure = $2, "completedAt" = now(), "updatedAt" = now()
       WHERE status = 'uploading' AND "updatedAt" < now() - $1 * interval '1 millisecond' RETURNING id`,
      [STALE_UPLOAD_MS, 'The upload was interrupted before the whole file arrived.'],
    );
    if (failed.length > 0) await tx.query('DELETE FROM people_import_chunk WHERE import_id = ANY($1::text[])', [failed.map((f) => f.id)]);
  });
}
