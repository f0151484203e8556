// How a suppression import writes a batch: the list becomes one of the holders of every entry it
// names, new or not (suppression.ts).
import type { SqlRunner } from '@/server/db';
import type { SuppressionDraft } from './read-person';
import type { Counts, ImportRef, ImportWriter } from './write-batch';

/** A row counts as imported when it added at least one entry, else as updated (all were there). */
async function writeSuppression(tx: SqlRunner, ref: ImportRef, rows: SuppressionDraft[][]): Promise<Counts> {
  if (ref.workspaceId === null) throw new Error('suppression lists belong to a workspace');
  const entries = rows.flat();
  const params = [ref.workspaceId, ref.id, entries.map((e) => e.kind), entries.map((e) => e.value)];
  const added = await tx.query<{ kind: string; value: string }>(
    `INSERT INTO suppression_entry ("workspaceId", kind, value, "importIds")
     SELECT $1, kind, value, ARRAY[$2]::text[] FROM unnest($3::text[], $4::text[]) AS t(kind, value) ON CONFLICT DO NOTHING RETURNING kind, value`,
    params,
  );
  await tx.query(
    `UPDATE suppression_entry s SET "importIds" = array_append(s."importIds", $2)
     FROM unnest($3::text[], $4::text[]) AS t(kind, value)
     WHERE s."workspaceId" = $1 AND s.kind = t.kind AND s.value = t.value AND NOT s."importIds" @> ARRAY[$2]::text[]`,
    params,
  );
  const fresh = new Set(added.map((a) => `${a.kind}:${a.value}`));
  let imported = 0;
  for (const row of rows) {
    if (row.filter((e) => fresh.delete(`${e.kind}:${e.value}`)).length > 0) imported++;
  }
  return { imported, updated: rows.length - imported };
}

export const SUPPRESSION_WRITER: ImportWriter<SuppressionDraft[]> = { write: writeSuppression, lookupColumns: ['suppression_entry ("workspaceId", kind, value)'] };
