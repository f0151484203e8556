// A new import: its row, admitted against the workspace's queue, and its whole file stored in
// chunks; the event that runs it.
import { peopleImportRequested } from '@/server/jobs/events';
import { randomBase62 } from '@/server/crypto/tokens';
import { getDb } from '@/server/db';
import { checkBodyStart } from './body-start-check';
import type { ImportFormat, ImportKind } from './limits';
import { storeFile, tooLarge, uploadAbandoned } from './stored-file';
import { admitUpload, type UploadAllowance } from './upload-admission';

export function newImportId(): string {
  return `imp_${randomBase62(24)}`;
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
export async function createImport(input: NewImport): Promise<string> {
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
    const stored = await storeFile(sql, id, input.body, checkBodyStart(input.format, input.kind), allowance.maxBytes, allowance.overMax);
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
export const importRequested = (importId: string, workspaceId: string | null, eventId: string) =>
  peopleImportRequested.create({ importId, ...(workspaceId ? { workspaceId } : {}) }, { id: eventId });
