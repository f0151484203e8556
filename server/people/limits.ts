// Every rule of people imports in one place: the server, the UI and the OpenAPI document read these.

/** Largest file accepted: 50 MiB. A larger body is 400 invalid_request (the spec's error codes have no 413). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** The body is stored in pieces of about this many characters so that a resumed import reads the same text. */
export const IMPORT_CHUNK_BYTES = 1024 * 1024;
/**
 * Rows written per transaction (one checkpoint each), by database. On PGlite a batch holds the
 * engine, and the event loop, for its whole length (about 60 ms at 500 rows): the longest any
 * answer waits for an import. 1,000 rows imported 6% faster but let four imports at once push
 * other workspaces' polls to p99 420 ms (bench/import-isolation). PostgreSQL writes a batch in its
 * own process, and 1,000 rows halve the round trips and commits of 500 (bench/people-import).
 */
export const IMPORT_BATCH_ROWS = { pglite: 500, postgres: 1000 } as const;
/**
 * How long one step of an import works before it hands over to the next step (ms). Between steps
 * the run gives its background worker back, so other workspaces' searches and imports take turns;
 * the next step continues the file where this one paused it (open-readers.ts).
 */
export const IMPORT_SLICE_MS = 5_000;
/** Errors GET /v1/people/imports/{id} lists (all rejected rows are kept for the CSV download). */
export const IMPORT_ERRORS_SHOWN = 100;
/** An upload that has stored no chunk of its file for this long was cut off (crash, closed connection). */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;
/**
 * Imports a workspace may have uploading or running at once (HTTP uploads; the operator CLI is not
 * refused, though its imports count). One more is 429 limit_exceeded with Retry-After, before its
 * body is read: a batch of files still queues behind the first, but one workspace cannot fill the
 * background workers' queue that every workspace's imports and searches share.
 */
export const MAX_QUEUED_IMPORTS = 4;
/** The Retry-After (s) of an import refused for a full queue: about how long a typical file (thousands of rows) takes. */
export const QUEUED_IMPORTS_RETRY_SECONDS = 30;
/**
 * Bytes of files a workspace's queued imports (uploading or running: their files are stored until
 * they end) may hold together; past it an upload is 400 invalid_request. Below MAX_QUEUED_IMPORTS x
 * MAX_IMPORT_BYTES (200 MiB) so that it binds: two files of the largest size, or four of 25 MiB.
 */
export const MAX_QUEUED_IMPORT_BYTES = 100 * 1024 * 1024;

export const IMPORT_KINDS = ['people', 'suppression'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** The kind of an import whose request names none. */
export const DEFAULT_IMPORT_KIND: ImportKind = 'people';

/** Content types of an import body, by the format they name. */
export const IMPORT_CONTENT_TYPES = { csv: 'text/csv', ndjson: 'application/x-ndjson' } as const;
export type ImportFormat = keyof typeof IMPORT_CONTENT_TYPES;

/** The format a Content-Type header names (parameters such as charset=utf-8 allowed), or null. */
export function importFormatOf(contentType: string | null): ImportFormat | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv') return 'csv';
  if (type === 'application/x-ndjson' || type === 'application/jsonl' || type === 'application/jsonlines') return 'ndjson';
  return null;
}
