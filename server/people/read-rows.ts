// The rows of an import file, streamed: CSV through csv-parse (quoted cells, embedded line
// breaks, a BOM) or JSON Lines line by line. Each row carries its number as a spreadsheet shows
// it (CSV: the header is row 1 and blank lines count; JSON Lines: the line number), its cells as
// read (for the rejected-rows download) and its values by field, or why it cannot be read.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { isHeaderRow, mapColumns, MAX_PREAMBLE_ROWS, type FieldMatcher } from './headers';
import type { ImportFormat } from './limits';

export type FieldValue = string | number | string[];

export type SourceRow<F extends string> =
  /** `unread`: the row's cells that no field reads, as "Header: value" (kept as text, never dropped). */
  | { row: number; cells: string[]; values: Partial<Record<F, FieldValue>>; unread: string[]; error?: undefined }
  | { row: number; cells: string[]; error: string };

export interface RowReader<F extends string> {
  /** The CSV header row as read (empty for JSON Lines), known once the first row is yielded. */
  header: string[];
  rows: AsyncGenerator<SourceRow<F>>;
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** The file's rows after the first `skip` (rows an earlier slice committed: counted, not read into fields). */
export function readRows<F extends string>(
  source: AsyncIterable<Uint8Array>,
  format: ImportFormat,
  fieldOf: FieldMatcher<F>,
  skip = 0,
): RowReader<F> {
  const reader: RowReader<F> = { header: [], rows: undefined as unknown as AsyncGenerator<SourceRow<F>> };
  reader.rows = format === 'csv' ? csvRows(source, fieldOf, reader, skip) : ndjsonRows(source, fieldOf, skip);
  return reader;
}

async function* csvRows<F extends string>(source: AsyncIterable<Uint8Array>, fieldOf: FieldMatcher<F>, out: RowReader<F>, skip: number): AsyncGenerator<SourceRow<F>> {
  const parser = parse({ bom: true, relax_column_count: true, relax_quotes: true });
  // pipeline, not pipe: an error reading the source (the database) must end the parser's
  // iteration with that error, not surface as an unhandled 'error' event that ends the process.
  pipeline(Readable.from(source), parser).catch(() => undefined);
  let skipped = 0;
  let columns: Array<F | null> | null = null;
  const takeHeader = (cells: string[]) => {
    out.header = cells.map((c) => c.trim());
    columns = mapColumns(out.header, fieldOf);
  };
  const dataRow = (row: number, cells: string[], header: Array<F | null>): SourceRow<F> | null => {
    if (isBlank(cells)) return null;
    if (skipped < skip) {
      skipped++;
      return null;
    }
    if (cells.length > header.length) return { row, cells, error: `has ${cells.length} cells but the header has ${header.length}` };
    const values: Partial<Record<F, FieldValue>> = {};
    const unread: string[] = [];
    cells.forEach((cell, i) => {
      const field = header[i];
      const text = cell.trim();
      if (text === '') return;
      if (field) values[field] = text;
      else unread.push(`${out.header[i] || `Column ${i + 1}`}: ${text}`);
    });
    return { row, cells, values, unread };
  };
  // Rows above the header (LinkedIn's "Notes:" paragraph), held until the header shows up. With
  // none in the first rows, the first row is the header, as before.
  const preamble: string[][] = [];
  function* headerFromPreamble(): Generator<SourceRow<F>> {
    takeHeader(preamble[0]!);
    for (const [i, cells] of preamble.slice(1).entries()) {
      const read = dataRow(i + 2, cells, columns!);
      if (read) yield read;
    }
  }
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    row++;
    if (!columns) {
      if (isHeaderRow(cells, fieldOf)) takeHeader(cells);
      else if (preamble.push(cells) > MAX_PREAMBLE_ROWS) yield* headerFromPreamble();
      continue;
    }
    const read = dataRow(row, cells, columns);
    if (read) yield read;
  }
  if (!columns && preamble.length > 0) yield* headerFromPreamble();
}

async function* lines(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  for await (const chunk of source) {
    pending += decoder.decode(chunk, { stream: true });
    let at: number;
    while ((at = pending.indexOf('\n')) >= 0) {
      yield pending.slice(0, at).replace(/\r$/, '');
      pending = pending.slice(at + 1);
    }
  }
  pending += decoder.decode();
  if (pending !== '') yield pending.replace(/\r$/, '');
}

function jsonValue(value: unknown): FieldValue | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value)) {
    const items = value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
    return items.length > 0 ? items : undefined;
  }
  return undefined;
}

async function* ndjsonRows<F extends string>(source: AsyncIterable<Uint8Array>, fieldOf: FieldMatcher<F>, skip: number): AsyncGenerator<SourceRow<F>> {
  let row = 0;
  let skipped = 0;
  for await (const line of lines(source)) {
    row++;
    const text = row === 1 ? line.replace(/^\uFEFF/, '') : line;
    if (text.trim() === '') continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      yield { row, cells: [text], error: 'is not valid JSON' };
      continue;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      yield { row, cells: [text], error: 'is not a JSON object' };
      continue;
    }
    const values: Partial<Record<F, FieldValue>> = {};
    const ranks = new Map<F, number>();
    const unread: string[] = [];
    for (const [key, raw] of Object.entries(parsed)) {
      const match = fieldOf(key);
      const value = jsonValue(raw);
      if (value === undefined) continue;
      if (!match) unread.push(`${key}: ${Array.isArray(value) ? value.join(', ') : value}`);
      // The best-named key of a field wins, as with CSV columns.
      if (!match || (ranks.get(match.field) ?? Infinity) <= match.rank) continue;
      values[match.field] = value;
      ranks.set(match.field, match.rank);
    }
    yield { row, cells: [text], values, unread };
  }
}
