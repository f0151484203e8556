// The workspace's suppression list: e-mails, LinkedIn addresses and e-mail domains that its
// searches never return (and so never charge). Filled by kind=suppression imports or by hand; an
// entry records every list that holds it and whether it was added by hand, and goes when nothing does.
import { requireManager, type Principal } from '@/server/auth/principal';
import { getDb, type SqlRunner } from '@/server/db';
import { AppError } from '@/server/errors';
import { suppressionKindSchema } from '@/server/schemas/people';
import { readSuppressionValue, type SuppressionKind } from './read-person';
import { lockWorkspaceImports } from './import-lock';

const SUPPRESSION_PAGE_SIZE = 100;

export async function listSuppression(principal: Principal, input: { offset: number }) {
  const { prisma } = await getDb();
  const [total, entries] = await Promise.all([
    prisma.suppressionEntry.count({ where: { workspaceId: principal.workspaceId } }),
    prisma.suppressionEntry.findMany({
      where: { workspaceId: principal.workspaceId },
      orderBy: [{ createdAt: 'desc' }, { value: 'asc' }],
      skip: input.offset,
      take: SUPPRESSION_PAGE_SIZE,
      select: { kind: true, value: true, createdAt: true, importIds: true, manual: true },
    }),
  ]);
  return { total, entries: entries.map((e) => ({ ...e, kind: suppressionKindSchema.parse(e.kind) })) };
}

/**
 * The suppression list's changes by hand, serialised with the imports of the workspace (the same
 * lock as write-batch.ts and deleteImport), so an entry's holders are never read and written
 * across another change.
 */
function withSuppressionLock<T>(workspaceId: string, work: (tx: SqlRunner) => Promise<T>): Promise<T> {
  return getDb().then(({ sql }) =>
    sql.transaction(async (tx) => {
      await lockWorkspaceImports(tx, workspaceId);
      return work(tx);
    }),
  );
}

/** Adds an entry by hand; an entry a list already holds is now held by hand too (it outlives the list). */
export async function addSuppression(principal: Principal, value: string) {
  const entry = readSuppressionValue(value);
  if (!entry) throw new AppError('invalid_request', `"${value}" is not an e-mail address, LinkedIn address or domain.`);
  await withSuppressionLock(principal.workspaceId, (tx) =>
    tx.query(
      `INSERT INTO suppression_entry ("workspaceId", kind, value, manual) VALUES ($1, $2, $3, true)
       ON CONFLICT ("workspaceId", kind, value) DO UPDATE SET manual = true`,
      [principal.workspaceId, entry.kind, entry.value],
    ),
  );
  return entry;
}

/**
 * Removes what was added by hand. An entry that suppression lists also hold stays (delete those
 * lists to lift it); one that only lists hold cannot be removed here.
 */
export async function removeSuppression(principal: Principal, entry: { kind: SuppressionKind; value: string }) {
  const key = [principal.workspaceId, entry.kind, entry.value];
  return withSuppressionLock(principal.workspaceId, async (tx) => {
    const [found] = await tx.query<{ manual: boolean; lists: number }>(
      `SELECT manual, cardinality("importIds") AS lists FROM suppression_entry WHERE "workspaceId" = $1 AND kind = $2 AND value = $3`,
      key,
    );
    if (!found) throw new AppError('not_found', 'Entry not found');
    if (!found.manual) {
      throw new AppError('conflict', `${entry.value} comes from ${found.lists === 1 ? 'a suppression list' : `${found.lists} suppression lists`}: delete the list to remove it.`);
    }
    if (found.lists > 0) {
      await tx.query('UPDATE suppression_entry SET manual = false WHERE "workspaceId" = $1 AND kind = $2 AND value = $3', key);
    } else {
      await tx.query('DELETE FROM suppression_entry WHERE "workspaceId" = $1 AND kind = $2 AND value = $3', key);
    }
    return { removed: true as const, heldByLists: found.lists };
  });
}

export async function getPeopleSettings(principal: Principal) {
  const { prisma } = await getDb();
  const workspace = await prisma.workspace.findUniqueOrThrow({ where: { id: principal.workspaceId }, select: { skipDeliveredPeople: true } });
  return workspace;
}

/** Owners and admins decide whether searches skip people delivered in earlier projects. */
export async function setPeopleSettings(principal: Principal, input: { skipDeliveredPeople: boolean }) {
  requireManager(principal);
  const { prisma } = await getDb();
  return prisma.workspace.update({ where: { id: principal.workspaceId }, data: { skipDeliveredPeople: input.skipDeliveredPeople }, select: { skipDeliveredPeople: true } });
}
