import type { Principal } from '@/server/auth/principal';
import { monthSpend, monthStart } from '@/server/credits/credits';
import { getDb } from '@/server/db';
import { SEARCHES_PER_HOUR } from '@/server/limits/policy';
import { searchesThisHour } from '@/server/limits/search-allowance';
import type { UsageSummary } from '@/server/schemas/usage';

/** The usage page: credits, the monthly budget and its spend, and searches this hour. */
export async function usageSummary(principal: Principal): Promise<UsageSummary> {
  const { prisma, sql } = await getDb();
  const now = new Date();
  const [workspace, spent, searches] = await Promise.all([
    prisma.workspace.findUniqueOrThrow({ where: { id: principal.workspaceId }, select: { creditBalance: true, monthlyBudget: true } }),
    monthSpend(sql, principal.workspaceId, now),
    searchesThisHour(sql, principal.workspaceId, now),
  ]);
  return {
    creditBalance: workspace.creditBalance,
    monthlyBudget: workspace.monthlyBudget,
    spentThisMonth: spent,
    monthStart: monthStart(now),
    searchesThisHour: searches,
    searchesPerHour: SEARCHES_PER_HOUR,
  };
}
