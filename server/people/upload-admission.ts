// Per-workspace fairness of uploads: how many imports a workspace may have queued, and how many
// bytes of files they may hold in the database together (limits.ts).
import type { SqlRunner } from '@/server/db';
import { AppError } from '@/server/errors';
import { lockWorkspaceImports } from './import-lock';
import { MAX_IMPORT_BYTES, MAX_QUEUED_IMPORT_BYTES, MAX_QUEUED_IMPORTS, QUEUED_IMPORTS_RETRY_SECONDS } from './limits';
import { tooLarge } from './stored-file';

const MIB = 1024 * 1024;
const mib = (bytes: number) => `${Math.floor((bytes / MIB) * 10) / 10} MiB`;

const queueFull = () =>
  new AppError(
    'limit_exceeded',
    `This workspace already has ${MAX_QUEUED_IMPORTS} imports uploading or running; retry in ${QUEUED_IMPORTS_RETRY_SECONDS} s, once one has finished.`,
    { 'Retry-After': String(QUEUED_IMPORTS_RETRY_SECONDS) },
  );

/** The workspace's allowance is used up by `heldBytes`: 400, since this file does not fit whatever the wait. */
const overQueuedBytes = (heldBytes: number) =>
  new AppError(
    'invalid_request',
    `This workspace's imports still uploading or running hold ${mib(heldBytes)} of the ${MAX_QUEUED_IMPORT_BYTES / MIB} MiB of files they may hold together ` +
      `(an upload counts its Content-Length, or ${MAX_IMPORT_BYTES / MIB} MiB without one, until it is stored), ` +
      `so this file may be at most ${mib(Math.max(0, MAX_QUEUED_IMPORT_BYTES - heldBytes))}; wait for them to finish, or split the file.`,
  );

const longerThanDeclared = () => new AppError('invalid_request', 'The body is longer than its Content-Length header says.');

/** What an admitted upload may store (its reservation: held in its byteSize while it uploads) and the error past it. */
export interface UploadAllowance {
  maxBytes: number;
  overMax: () => AppError;
}

/**
 * Admits one more upload of the workspace, inside the transaction that creates its import: the
 * workspace's import lock makes the count and the insert one step, so two uploads for the last
 * place cannot both pass. Held bytes are a running import's file size and an uploading one's
 * reservation; this upload reserves its Content-Length when declared (checked here, before the
 * body is read), else what the per-file cap and the workspace's allowance leave.
 */
export async function admitUpload(tx: SqlRunner, workspaceId: string, declaredBytes: number | null): Promise<UploadAllowance> {
  await lockWorkspaceImports(tx, workspaceId);
  const [queued] = await tx.query<{ imports: number; bytes: number }>(
    `SELECT count(*)::int AS imports, coalesce(sum("byteSize"), 0)::float8 AS bytes
       FROM people_import WHERE "workspaceId" = $1 AND status IN ('uploading', 'running')`,
    [workspaceId],
  );
  const held = Number(queued?.bytes ?? 0);
  if ((queued?.imports ?? 0) >= MAX_QUEUED_IMPORTS) throw queueFull();
  const left = MAX_QUEUED_IMPORT_BYTES - held;
  if (left <= 0 || (declaredBytes !== null && declaredBytes > left)) throw overQueuedBytes(held);
  if (declaredBytes !== null) return { maxBytes: declaredBytes, overMax: longerThanDeclared };
  return left < MAX_IMPORT_BYTES ? { maxBytes: left, overMax: () => overQueuedBytes(held) } : { maxBytes: MAX_IMPORT_BYTES, overMax: tooLarge };
}
