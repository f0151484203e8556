// The sweep that keeps imports moving: nothing is left undispatched, stalled or half-uploaded.
import { getDb } from '@/server/db';
import { inngest } from '@/server/jobs/client';
import { importRequested } from './create-import';
import { STALE_UPLOAD_MS } from './limits';

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
