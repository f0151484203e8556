import { describe, expect, it } from 'vitest';
import { afterMigration } from '@/test/migration-in-scratch-schema';

// The migration that gave suppression entries their holders, run over entries as they were
// before it (one importId, null when added by hand), in a scratch schema.
describe('migration 20261126031000_issue22_suppression_holders', () => {
  it('keeps every existing entry with its current holder: its list, else the hand that added it', async () => {
    const rows = await afterMigration(
      '20261126031000_issue22_suppression_holders',
      async (tx) => {
        await tx.query(`CREATE TABLE "suppression_entry" ("workspaceId" TEXT NOT NULL, "kind" TEXT NOT NULL, "value" TEXT NOT NULL, "importId" TEXT,
          "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP, CONSTRAINT "suppression_entry_pkey" PRIMARY KEY ("workspaceId","kind","value"))`);
        await tx.query(`INSERT INTO "suppression_entry" ("workspaceId", kind, value, "importId") VALUES
          ('ws_1', 'email', 'ana@example.com', 'imp_list'), ('ws_1', 'domain', 'acme.test', NULL), ('ws_2', 'email', 'ana@example.com', 'imp_other')`);
      },
      (tx) => tx.query<Record<string, unknown>>(`SELECT "workspaceId", kind, value, "importIds", manual FROM "suppression_entry" ORDER BY "workspaceId", kind`),
    );
    expect(rows).toEqual([
      { workspaceId: 'ws_1', kind: 'domain', value: 'acme.test', importIds: [], manual: true },
      { workspaceId: 'ws_1', kind: 'email', value: 'ana@example.com', importIds: ['imp_list'], manual: false },
      { workspaceId: 'ws_2', kind: 'email', value: 'ana@example.com', importIds: ['imp_other'], manual: false },
    ]);
  });
});
