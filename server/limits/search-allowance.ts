import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { SEARCHES_PER_HOUR } from './policy';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A sliding hour over the workspace's own projects. Called inside the transaction that holds the
 * workspace row lock and creates the project, so concurrent submissions are counted exactly.
 */
export async function assertSearchAllowance(tx: Prisma.TransactionClient, workspaceId: string, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = await tx.project.findMany({
    where: { workspaceId, createdAt: { gt: since } },
    orderBy: { createdAt: 'desc' },
    take: SEARCHES_PER_HOUR,
    select: { createdAt: true },
  });
  if (recent.length < SEARCHES_PER_HOUR) return;
  const oldest = recent[recent.length - 1]!.createdAt;
  const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
  throw new AppError('limit_exceeded', `This workspace has started ${SEARCHES_PER_HOUR} searches in the last hour; retry in ${retryAfter} s.`, {
    'Retry-After': String(retryAfter),
  });
}

/** Searches started in the last hour (usage page). */
export async function searchesThisHour(db: Prisma.TransactionClient, workspaceId: string, now = new Date()) {
  return db.project.count({ where: { workspaceId, createdAt: { gt: new Date(now.getTime() - HOUR_MS) } } });
}
