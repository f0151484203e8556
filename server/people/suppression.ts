// The workspace's suppression list: e-mails, LinkedIn addresses and e-mail domains that its
// searches never return (and so never charge). Filled by kind=suppression imports or by hand.
import { requireManager, type Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import { suppressionKindSchema } from '@/server/schemas/people';
import { readSuppressionValue, type SuppressionKind } from './read-person';

export const SUPPRESSION_PAGE_SIZE = 100;

export async function listSuppression(principal: Principal, input: { offset: number }) {
  const { prisma } = await getDb();
  const [total, entries] = await Promise.all([
    prisma.suppressionEntry.count({ where: { workspaceId: principal.workspaceId } }),
    prisma.suppressionEntry.findMany({
      where: { workspaceId: principal.workspaceId },
      orderBy: [{ createdAt: 'desc' }, { value: 'asc' }],
      skip: input.offset,
      take: SUPPRESSION_PAGE_SIZE,
      select: { kind: true, value: true, createdAt: true, importId: true },
    }),
  ]);
  return { total, entries: entries.map((e) => ({ ...e, kind: suppressionKindSchema.parse(e.kind) })) };
}

export async function addSuppression(principal: Principal, value: string) {
  const entry = readSuppressionValue(value);
  if (!entry) throw new AppError('invalid_request', `"${value}" is not an e-mail address, LinkedIn address or domain.`);
  const { prisma } = await getDb();
  await prisma.suppressionEntry.upsert({
    where: { workspaceId_kind_value: { workspaceId: principal.workspaceId, kind: entry.kind, value: entry.value } },
    create: { workspaceId: principal.workspaceId, kind: entry.kind, value: entry.value },
    update: {},
  });
  return entry;
}

export async function removeSuppression(principal: Principal, entry: { kind: SuppressionKind; value: string }) {
  const { prisma } = await getDb();
  const { count } = await prisma.suppressionEntry.deleteMany({ where: { workspaceId: principal.workspaceId, kind: entry.kind, value: entry.value } });
  if (count === 0) throw new AppError('not_found', 'Entry not found');
  return { removed: true as const };
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
