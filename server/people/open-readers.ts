// Readers of import files left open between two slices of an import. A slice ends on time
// (IMPORT_SLICE_MS) in the middle of the file; the next slice, usually in this same process a
// moment later, continues with the same reader instead of reading and parsing the file again up
// to its cursor, which made a long import's slices cost more the further they got. After a
// restart, or in another process, the next slice reads again from the start (readRows' skip).
import type { RowReader } from './read-rows';

interface OpenReader {
  reader: RowReader<string>;
  /** The import's row count the reader stopped at: it continues only a slice starting there. */
  cursor: number;
  keptAt: number;
}

/** A reader not taken up within this time belongs to an import that ended or moved on. */
const KEPT_MS = 10 * 60_000;
/** More than this many imports paused at once (each holds about one stored chunk): the oldest is closed. */
const MAX_KEPT = 16;

const kept = new Map<string, OpenReader>();

function close(importId: string): void {
  const entry = kept.get(importId);
  kept.delete(importId);
  void entry?.reader.rows.return(undefined).catch(() => undefined);
}

/** Keeps the reader of an import paused at `cursor` for its next slice. */
export function keepReader(importId: string, reader: RowReader<string>, cursor: number): void {
  close(importId);
  const now = Date.now();
  for (const [id, entry] of kept) if (now - entry.keptAt > KEPT_MS) close(id);
  if (kept.size >= MAX_KEPT) close(kept.keys().next().value!);
  kept.set(importId, { reader, cursor, keptAt: now });
}

/** The reader an earlier slice left at exactly `cursor`, or null (any other is closed). */
export function takeReader(importId: string, cursor: number): RowReader<string> | null {
  const entry = kept.get(importId);
  if (!entry) return null;
  kept.delete(importId);
  if (entry.cursor === cursor) return entry.reader;
  void entry.reader.rows.return(undefined).catch(() => undefined);
  return null;
}
