// One batch of an import, in one transaction: the people (or suppression entries) of the batch,
// its rejected rows and the import's counters and cursor commit together, so a crash leaves the
// batch entirely done or not done, and a resumed import starts exactly after the last batch.
import type { SqlRunner } from '@/server/db';
import { arrayLiteral } from '@/server/search';
import { lockWorkspaceImports } from './import-lock';

export type BatchItem<T> = { row: number; cells: string[]; error: string } | { row: number; cells: string[]; value: T };

export interface ImportRef {
  id: string;
  workspaceId: string | null;
}

export class ImportSuperseded extends Error {
  override name = 'ImportSuperseded';
}

export interface Counts {
  imported: number;
  updated: number;
}

/** How one kind of import writes its values, and the tables those writes grow. */
export interface ImportWriter<T> {
  write: (tx: SqlRunner, ref: ImportRef, values: T[]) => Promise<Counts>;
  /** The tables and columns its lookups filter on, as ANALYZE takes them. */
  lookupColumns: string[];
}

/**
 * Refreshes the planner's statistics of the writer's tables each time the import's row count
 * crosses a power of two (about 11 times in a million rows). PGlite has no autovacuum, and
 * PostgreSQL's may lag a fast import: with statistics of a smaller table the dedupe lookups scan
 * the whole workspace per batch instead of using their indexes, which made imports quadratic
 * (120,000 rows: 200 s, nearly all of it in one SELECT). Only the lookups' columns: 85 ms at
 * 120,000 rows on PGlite, where the whole table takes 730 ms (PGlite runs on the event loop).
 */
export async function refreshStatistics<T>(sql: SqlRunner, writer: ImportWriter<T>, before: number, after: number): Promise<void> {
  if (Math.floor(Math.log2(Math.max(1, after))) > Math.floor(Math.log2(Math.max(1, before)))) await sql.query(`ANALYZE ${writer.lookupColumns.join(', ')}`);
}

/** Locks the import, checks that nobody else advanced it, writes the batch and moves the cursor. */
export async function writeBatch<T>(
  sql: SqlRunner,
  ref: ImportRef,
  expectedRows: number,
  items: Array<BatchItem<T>>,
  header: string[] | null,
  writer: ImportWriter<T>,
): Promise<void> {
  await sql.transaction(async (tx) => {
    const [current] = await tx.query<{ rows: number; status: string }>('SELECT rows, status::text AS status FROM people_import WHERE id = $1 FOR UPDATE', [ref.id]);
    if (!current || current.status !== 'running' || current.rows !== expectedRows) throw new ImportSuperseded(`import ${ref.id} moved on`);
    // One writer per workspace (or the shared directory) at a time: dedupe looks then writes.
    await lockWorkspaceImports(tx, ref.workspaceId);
    const rejected = items.filter((i): i is Extract<BatchItem<T>, { error: string }> => 'error' in i);
    const values = items.flatMap((i) => ('value' in i ? [i.value] : []));
    const counts = values.length > 0 ? await writer.write(tx, ref, values) : { imported: 0, updated: 0 };
    if (rejected.length > 0) {
      await tx.query(
        `INSERT INTO people_import_rejection (import_id, row, message, cells)
         SELECT $1, row, message, cells::text[] FROM unnest($2::int[], $3::text[], $4::text[]) AS t(row, message, cells)
         ON CONFLICT DO NOTHING`,
        [ref.id, rejected.map((r) => r.row), rejected.map((r) => `Row ${r.row} ${r.error}`), rejected.map((r) => arrayLiteral(r.cells))],
      );
    }
    await tx.query(
      `UPDATE people_import SET rows = rows + $2, imported = imported + $3, updated = updated + $4, rejected = rejected + $5,
         header = COALESCE($6::text[], header), "updatedAt" = now() WHERE id = $1`,
      [ref.id, items.length, counts.imported, counts.updated, rejected.length, header ? arrayLiteral(header) : null],
    );
  });
}
