import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';

// The migration that gave suppression entries their holders, run over entries as they were
// before it (one importId, null when added by hand), in a scratch schema.
const MIGRATION = path.join(process.cwd(), 'prisma/migrations/20261126031000_issue22_suppression_holders/migration.sql');

describe('migration 20261126031000_issue22_suppression_holders', () => {
  it('keeps every existing entry with its current holder: its list, else the hand that added it', async () => {
    const { sql } = await getDb();
    const statements = fs.readFileSync(MIGRATION, 'utf8').split(/;\s*$/m).map((s) => s.trim()).filter((s) => s.replace(/^--.*$/gm, '').trim() !== '');
    const rows = await sql.transaction(async (tx) => {
      await tx.query('CREATE SCHEMA before_issue22');
      await tx.query('SET LOCAL search_path TO before_issue22');
      await tx.query(`CREATE TABLE "suppression_entry" ("workspaceId" TEXT NOT NULL, "kind" TEXT NOT NULL, "value" TEXT NOT NULL, "importId" TEXT,
        "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP, CONSTRAINT "suppression_entry_pkey" PRIMARY KEY ("workspaceId","kind","value"))`);
      await tx.query(`INSERT INTO "suppression_entry" ("workspaceId", kind, value, "importId") VALUES
        ('ws_1', 'email', 'ana@example.com', 'imp_list'), ('ws_1', 'domain', 'acme.test', NULL), ('ws_2', 'email', 'ana@example.com', 'imp_other')`);
      for (const statement of statements) await tx.query(statement);
      const after = await tx.query<Record<string, unknown>>(`SELECT "workspaceId", kind, value, "importIds", manual FROM "suppression_entry" ORDER BY "workspaceId", kind`);
      await tx.query('DROP SCHEMA before_issue22 CASCADE');
      return after;
    });
    expect(rows).toEqual([
      { workspaceId: 'ws_1', kind: 'domain', value: 'acme.test', importIds: [], manual: true },
      { workspaceId: 'ws_1', kind: 'email', value: 'ana@example.com', importIds: ['imp_list'], manual: false },
      { workspaceId: 'ws_2', kind: 'email', value: 'ana@example.com', importIds: ['imp_other'], manual: false },
    ]);
  });
});
