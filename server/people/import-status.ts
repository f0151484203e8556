// An import as its workspace reads it: the status of one, the history of all. Another
// workspace's import is not_found.
import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import type { ImportStatus } from '@/server/schemas/people';
import { IMPORT_ERRORS_SHOWN } from './limits';

export async function findOwnImport(principal: Principal, importId: string) {
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
