// Runs a stored import: reads the file from its chunks, skips the rows already committed (the
// cursor is the import's `rows`), and writes the rest batch by batch (write-batch.ts). Memory is
// one chunk of the file plus one batch of rows, whatever the file's size.
import { CsvError } from 'csv-parse';
import { getDb } from '@/server/db';
import { backgroundPiece } from '@/server/jobs/answers-first';
import { arrayLiteral } from '@/server/search';
import { personFieldOf, suppressionFieldOf, type FieldMatcher, type PersonField, type SuppressionField } from './headers';
import { IMPORT_BATCH_ROWS, IMPORT_SLICE_MS, type ImportFormat, type ImportKind } from './limits';
import { readPerson, readSuppression, type PersonDraft, type SuppressionDraft } from './read-person';
import { keepReader, takeReader } from './open-readers';
import { readRows, type RowReader, type SourceRow } from './read-rows';
import { readStoredFile } from './stored-file';
import { PEOPLE_WRITER } from './people-writer';
import { SUPPRESSION_WRITER } from './suppression-writer';
import { ImportSuperseded, refreshStatistics, writeBatch, type BatchItem, type ImportRef, type ImportWriter } from './write-batch';
import { WriteAhead } from './write-ahead';

/** Rows read between two turns of the event loop (about 1 ms of reading). */
const ROWS_BETWEEN_PAUSES = 32;
const eventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface ImportRow {
  id: string;
  workspaceId: string | null;
  kind: ImportKind;
  format: ImportFormat;
  status: string;
  rows: number;
}

async function loadImportRow(importId: string): Promise<ImportRow | null> {
  const { sql } = await getDb();
  const [row] = await sql.query<ImportRow>(
    'SELECT id, "workspaceId", kind::text AS kind, format, status::text AS status, rows FROM people_import WHERE id = $1',
    [importId],
  );
  return row ?? null;
}

function personItem(source: SourceRow<PersonField>): BatchItem<PersonDraft> {
  if (source.error !== undefined) return source;
  const read = readPerson(source.values, source.unread);
  return 'error' in read ? { row: source.row, cells: source.cells, error: read.error } : { row: source.row, cells: source.cells, value: read.person };
}

function suppressionItem(source: SourceRow<SuppressionField>): BatchItem<SuppressionDraft[]> {
  if (source.error !== undefined) return source;
  const read = readSuppression(source.values);
  return 'error' in read ? { row: source.row, cells: source.cells, error: read.error } : { row: source.row, cells: source.cells, value: read.entries };
}

export interface SliceOptions {
  /** Rows a slice imports at most. */
  maxRows?: number;
  /** Time a slice works at most (ms): a step of the import function, so that the run hands its worker back between slices. */
  maxMs?: number;
  batchRows?: number;
  /** Called after each committed batch with the rows read so far. */
  onBatch?: (rows: number) => void;
}

/**
 * Imports the next rows, up to `maxRows` or `maxMs`. `done` is true when the import has ended
 * (done or failed) or another runner has taken it over; false when rows remain for the next slice.
 */
export async function runImportSlice(importId: string, options: SliceOptions = {}): Promise<{ done: boolean }> {
  const imp = await loadImportRow(importId);
  if (!imp || imp.status !== 'running') return { done: true };
  const opts = {
    maxRows: options.maxRows ?? Number.MAX_SAFE_INTEGER,
    maxMs: options.maxMs ?? IMPORT_SLICE_MS,
    batchRows: options.batchRows,
    onBatch: options.onBatch,
  };
  return imp.kind === 'people'
    ? runSlice(imp, personFieldOf, personItem, PEOPLE_WRITER, opts)
    : runSlice(imp, suppressionFieldOf, suppressionItem, SUPPRESSION_WRITER, opts);
}

async function runSlice<F extends string, T>(
  imp: ImportRow,
  fieldOf: FieldMatcher<F>,
  toItem: (source: SourceRow<F>) => BatchItem<T>,
  writer: ImportWriter<T>,
  { maxRows, maxMs, batchRows, onBatch }: Required<Omit<SliceOptions, 'onBatch' | 'batchRows'>> & Pick<SliceOptions, 'onBatch' | 'batchRows'>,
): Promise<{ done: boolean }> {
  const { sql, kind } = await getDb();
  const ref: ImportRef = { id: imp.id, workspaceId: imp.workspaceId };
  // The reader the previous slice paused, else the file from its start, the rows committed by
  // earlier slices read again but not mapped to fields.
  const reader = (takeReader(imp.id, imp.rows) as RowReader<F> | null) ?? readRows(readStoredFile(sql, imp.id), imp.format, fieldOf, imp.rows);
  const endsAt = performance.now() + maxMs;
  const rowsPerBatch = batchRows ?? IMPORT_BATCH_ROWS[kind];
  // On PostgreSQL the next batch is read while the database writes this one, and the statistics
  // are refreshed on another connection (ANALYZE does not block writes); PGlite does one thing at a time.
  const writes = new WriteAhead(kind === 'postgres');
  let cursor = imp.rows;
  let batch: Array<BatchItem<T>> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    // A batch is one piece of background work: the answers this process owes come first. With
    // PGlite every statement runs on the event loop, and without this a whole slice ran in one
    // go of promise callbacks that never let the server read a socket.
    const [items, from] = [batch, cursor];
    cursor += items.length;
    batch = [];
    await writes.add(() =>
      backgroundPiece(async () => {
        await writeBatch(sql, ref, from, items, from === 0 ? reader.header : null, writer);
        await writes.beside(() => refreshStatistics(sql, writer, from, from + items.length));
        onBatch?.(from + items.length);
      }),
    );
  };
  try {
    // Not `for await`: leaving that loop would close the reader, which the next slice continues.
    for (let next = await reader.rows.next(); !next.done; next = await reader.rows.next()) {
      batch.push(toItem(next.value));
      // Reading runs in promise callbacks that never reach the event loop; without a pause the
      // write in flight would wait for the whole batch to be read before it heard the database.
      if (batch.length % ROWS_BETWEEN_PAUSES === 0) await eventLoopTurn();
      if (batch.length >= rowsPerBatch) {
        await flush();
        if (cursor - imp.rows >= maxRows || performance.now() >= endsAt) {
          await writes.settled();
          keepReader(imp.id, reader as RowReader<string>, cursor);
          return { done: false };
        }
      }
    }
    await flush();
    await writes.settled();
  } catch (error) {
    void reader.rows.return(undefined).catch(() => undefined);
    const failed = error instanceof CsvError ? await writes.settled().then(() => null, (e: unknown) => e) : error;
    if (failed instanceof ImportSuperseded) return { done: true };
    if (failed !== null) throw failed;
    // The rows before the unreadable one are kept.
    await flush().then(() => writes.settled()).catch(() => undefined);
    await failImport(imp.id, `The file could not be read as CSV after row ${cursor + 1}: ${(error as CsvError).message}`);
    return { done: true };
  }
  await sql.transaction(async (tx) => {
    const ended = await tx.query(
      `UPDATE people_import SET status = 'done', "completedAt" = now(), "updatedAt" = now(), header = CASE WHEN rows = 0 THEN $2::text[] ELSE header END
       WHERE id = $1 AND status = 'running' AND rows = $3 RETURNING id`,
      [imp.id, arrayLiteral(reader.header), cursor],
    );
    if (ended.length > 0) await tx.query('DELETE FROM people_import_chunk WHERE import_id = $1', [imp.id]);
  });
  return { done: true };
}

/** Ends an import as failed (rows already committed stay); its stored file is dropped. */
export async function failImport(importId: string, reason: string): Promise<void> {
  const { sql } = await getDb();
  await sql.transaction(async (tx) => {
    const ended = await tx.query(
      `UPDATE people_import SET status = 'failed', failure = $2, "completedAt" = now(), "updatedAt" = now()
       WHERE id = $1 AND status IN ('running', 'uploading') RETURNING id`,
      [importId, reason],
    );
    if (ended.length > 0) await tx.query('DELETE FROM people_import_chunk WHERE import_id = $1', [importId]);
  });
}

/** Runs an import to its end in this process, in one pass over the file (operator CLI). */
export async function runImportToEnd(importId: string, onBatch?: (rows: number) => void): Promise<void> {
  while (!(await runImportSlice(importId, { maxMs: Number.POSITIVE_INFINITY, onBatch })).done);
}
