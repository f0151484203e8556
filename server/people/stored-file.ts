// The uploaded file in the database (people_import_chunk, as the UTF-8 text it was checked to be), so that any process can run or resume
// the import and read exactly the same bytes: written while the body streams in (never held in
// memory whole), read back chunk by chunk.
import { setImmediate } from 'node:timers/promises';
import type { SqlRunner } from '@/server/db';
import { AppError } from '@/server/errors';
import { IMPORT_CHUNK_BYTES, MAX_IMPORT_BYTES, STALE_UPLOAD_MS } from './limits';
import { failImport } from './process-import';

export const tooLarge = () =>
  new AppError('invalid_request', `The file exceeds ${MAX_IMPORT_BYTES / 1024 / 1024} MB (50 MiB); split it into several imports.`);

/** The sweep failed the upload while its body was still arriving (nothing came for STALE_UPLOAD_MS). */
export const uploadAbandoned = () =>
  new AppError('conflict', `The upload stalled for over ${STALE_UPLOAD_MS / 60_000} minutes and was given up; nothing was imported. Send the file again.`);

/**
 * Streams the body into chunks of the import, which must be uploading: each chunk also touches
 * its heartbeat (updatedAt; resumeStalledImports fails an upload silent for STALE_UPLOAD_MS), and
 * an upload the sweep has failed meanwhile stops here. The first chunk goes through `checkStart`
 * before anything is written (it throws invalid_request for a body that is not what it claims);
 * every byte must be UTF-8 without NUL characters. Returns the size in bytes and the chunks stored.
 */
export async function storeFile(
  sql: SqlRunner,
  importId: string,
  body: AsyncIterable<Uint8Array>,
  checkStart: (text: string, complete: boolean) => void,
  /** The upload cap (HTTP); the operator CLI reads files of any size. */
  maxBytes = MAX_IMPORT_BYTES,
  /** The error past maxBytes, naming the limit it is (the per-file cap, or the workspace's allowance). */
  overMax: () => AppError = tooLarge,
): Promise<{ bytes: number; chunks: number }> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pending = '';
  let seq = 0;
  let total = 0;
  const flush = async (complete: boolean) => {
    if (pending === '' && seq > 0) return;
    if (seq === 0) checkStart(pending, complete);
    const stored = await sql.query(
      `WITH alive AS (UPDATE people_import SET "updatedAt" = now() WHERE id = $1 AND status = 'uploading' RETURNING id)
       INSERT INTO people_import_chunk (import_id, seq, data) SELECT id, $2, $3 FROM alive RETURNING seq`,
      [importId, seq++, pending],
    );
    if (stored.length === 0) throw uploadAbandoned();
    pending = '';
  };
  const decode = (piece?: Uint8Array) => {
    try {
      return piece ? decoder.decode(piece, { stream: true }) : decoder.decode();
    } catch {
      throw new AppError('invalid_request', 'The file is not UTF-8 text: send a CSV or JSON Lines file encoded as UTF-8.');
    }
  };
  for await (const piece of body) {
    total += piece.byteLength;
    if (total > maxBytes) throw overMax();
    if (piece.includes(0)) throw new AppError('invalid_request', 'The file contains binary data: send a CSV or JSON Lines file.');
    pending += decode(piece);
    if (pending.length >= IMPORT_CHUNK_BYTES) await flush(false);
  }
  pending += decode();
  if (total === 0) throw new AppError('invalid_request', 'The file is empty.');
  await flush(true);
  return { bytes: total, chunks: seq };
}

/**
 * The stored file, chunk by chunk, in order. A chunk missing before the count the upload recorded
 * (chunk 0 always exists) means the file is gone, e.g. an import failed and revived: the import is
 * failed rather than read short, and the reading ends: every later batch and the final `done`
 * need the import running. Failed here, not thrown: a throw would be retried as a step error,
 * and no retry brings the chunk back.
 */
export async function* readStoredFile(sql: SqlRunner, importId: string): AsyncGenerator<Uint8Array> {
  const [imp] = await sql.query<{ chunkCount: number | null }>('SELECT "chunkCount" FROM people_import WHERE id = $1', [importId]);
  if (!imp) return;
  // Not recorded (stored before the count was): read to the first missing chunk, as then.
  const count = imp.chunkCount === null ? null : Math.max(imp.chunkCount, 1);
  for (let seq = 0; count === null || seq < count; seq++) {
    const [chunk] = await sql.query<{ data: string }>('SELECT data FROM people_import_chunk WHERE import_id = $1 AND seq = $2', [importId, seq]);
    if (!chunk) {
      if (count !== null || seq === 0) await failImport(importId, `The stored file is incomplete (part ${seq + 1}${count ? ` of ${count}` : ''} is missing); upload the file again.`);
      return;
    }
    for (const piece of pieces(chunk.data)) {
      // The reader parses what it is given in one go: a piece at a time, with the event loop's
      // sockets read in between, so that a slice re-reading a large file to its cursor never
      // keeps the server from answering (with PGlite, the statements above never wait on I/O).
      await setImmediate();
      yield Buffer.from(piece, 'utf8');
    }
  }
}

/** About 64K characters: parsed in a few milliseconds. */
const PIECE_CHARS = 64 * 1024;

/** The text in pieces of about PIECE_CHARS, never splitting a surrogate pair. */
function* pieces(text: string): Generator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + PIECE_CHARS);
    if (end < text.length && /[\uDC00-\uDFFF]/.test(text[end]!)) end++;
    yield text.slice(start, end);
    start = end;
  }
}
