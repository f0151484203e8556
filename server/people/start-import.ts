// Starting an import: from a request body (web upload and POST /v1/people/imports, run in the
// background) or from a file (the operator CLI, run here to the end).
import { createReadStream } from 'node:fs';
import { actorId, type Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { inngest } from '@/server/jobs/client';
import { createImport, importRequested } from './create-import';
import { importFormatOf, MAX_IMPORT_BYTES, type ImportFormat, type ImportKind } from './limits';
import { runImportToEnd } from './process-import';
import { tooLarge } from './stored-file';

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
