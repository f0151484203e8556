// The uploaded file in the database (people_import_chunk, as the UTF-8 text it was checked to be), so that any process can run or resume
// the import and read exactly the same bytes: written while the body streams in (never held in
// memory whole), read back chunk by chunk.
import type { SqlRunner } from '@/server/db';
import { AppError } from '@/server/errors';
import { IMPORT_CHUNK_BYTES, MAX_IMPORT_BYTES } from './limits';

export const tooLarge = () =>
  new AppError('invalid_request', `The file exceeds ${MAX_IMPORT_BYTES / 1024 / 1024} MB (50 MiB); split it into several imports.`);

/**
 * Streams the body into chunks of the import. The first chunk goes through `checkStart` before
 * anything is written (it throws invalid_request for a body that is not what it claims); every
 * byte must be UTF-8 without NUL characters. Returns the size in bytes.
 */
export async function storeFile(
  sql: SqlRunner,
  importId: string,
  body: AsyncIterable<Uint8Array>,
  checkStart: (text: string, complete: boolean) => void,
  /** The upload cap (HTTP); the operator CLI reads files of any size. */
  maxBytes = MAX_IMPORT_BYTES,
): Promise<number> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pending = '';
  let seq = 0;
  let total = 0;
  const flush = async (complete: boolean) => {
    if (pending === '' && seq > 0) return;
    if (seq === 0) checkStart(pending, complete);
    await sql.query('INSERT INTO people_import_chunk (import_id, seq, data) VALUES ($1, $2, $3)', [importId, seq++, pending]);
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
    if (total > maxBytes) throw tooLarge();
    if (piece.includes(0)) throw new AppError('invalid_request', 'The file contains binary data: send a CSV or JSON Lines file.');
    pending += decode(piece);
    if (pending.length >= IMPORT_CHUNK_BYTES) await flush(false);
  }
  pending += decode();
  if (total === 0) throw new AppError('invalid_request', 'The file is empty.');
  await flush(true);
  return total;
}

/** The stored file, chunk by chunk, in order. */
export async function* readStoredFile(sql: SqlRunner, importId: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const [chunk] = await sql.query<{ data: string }>('SELECT data FROM people_import_chunk WHERE import_id = $1 AND seq = $2', [importId, seq]);
    if (!chunk) return;
    yield Buffer.from(chunk.data, 'utf8');
  }
}
