import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { createTestWorkspace } from '@/test/fixtures';
import { setCreditBalance } from './credits';

describe('setting the credit balance (operator)', () => {
  it('sets balance and budget, records the difference as a grant, and leaves the budget alone when not given', async () => {
    const ws = await createTestWorkspace({ credits: 100 });
    const { prisma, sql } = await getDb();
    const earlier = new Date(Date.now() + 1000);
    const now = new Date(earlier.getTime() + 1000);
    expect(await sql.transaction((tx) => setCreditBalance(tx, ws.workspaceId, { credits: 250, monthlyBudget: 500 }, earlier))).toEqual({ credits: 250, monthlyBudget: 500 });
    expect(await sql.transaction((tx) => setCreditBalance(tx, ws.workspaceId, { credits: 250 }, now))).toEqual({ credits: 250, monthlyBudget: 500 });
    expect(await sql.transaction((tx) => setCreditBalance(tx, ws.workspaceId, { credits: 40, monthlyBudget: null }, now))).toEqual({ credits: 40, monthlyBudget: null });
    const workspace = await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } });
    expect(workspace).toMatchObject({ creditBalance: 40, monthlyBudget: null, updatedAt: now });
    const grants = await prisma.creditEntry.findMany({ where: { workspaceId: ws.workspaceId, kind: 'grant' }, orderBy: { createdAt: 'asc' } });
    expect(grants.map((g) => [g.amount, g.balanceAfter])).toEqual([
      [100, 100],
      [150, 250],
      [-210, 40],
    ]);
  });

  it('is undefined for an unknown workspace', async () => {
    const { sql } = await getDb();
    expect(await sql.transaction((tx) => setCreditBalance(tx, 'no-such-workspace', { credits: 1 }, new Date()))).toBeUndefined();
  });
});
