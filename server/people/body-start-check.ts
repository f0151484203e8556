// An import's body is refused (400, before anything is kept) when its first bytes do not look
// like what its Content-Type says, or a CSV header has no column the kind needs.
import { parse as parseCsv } from 'csv-parse/sync';
import { AppError } from '@/server/errors';
import { isHeaderRow, mapColumns, MAX_PREAMBLE_ROWS, personFieldOf, suppressionFieldOf, type FieldMatcher } from './headers';
import type { ImportFormat, ImportKind } from './limits';

/** The first bytes of the body must look like what the Content-Type says (else 400 before anything is kept). */
export function checkBodyStart(format: ImportFormat, kind: ImportKind) {
  return (text: string, complete: boolean) => {
    const body = text.replace(/^\uFEFF/, '');
    if (format === 'ndjson') {
      const first = body.split('\n').find((line) => line.trim() !== '');
      if (first === undefined) throw new AppError('invalid_request', 'The file has no JSON line.');
      if (!complete && !body.includes('\n')) throw new AppError('invalid_request', 'The first JSON line is longer than 1 MiB.');
      let value: unknown;
      try {
        value = JSON.parse(first);
      } catch {
        throw new AppError('invalid_request', 'The body is not JSON Lines: its first line is not JSON.');
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('invalid_request', 'The body is not JSON Lines: each line must be a JSON object (one person).');
      return;
    }
    const end = body.search(/\r?\n/);
    if (end < 0 && !complete) throw new AppError('invalid_request', 'The CSV header row is longer than 1 MiB.');
    const fieldOf = kind === 'people' ? personFieldOf : suppressionFieldOf;
    let header: string[];
    try {
      header = headerOf(firstRows(body, end, complete), fieldOf);
    } catch {
      throw new AppError('invalid_request', 'The body is not CSV: its first row cannot be read.');
    }
    const fields = new Set(mapColumns(header, fieldOf));
    if (kind === 'people' && !fields.has('name') && !fields.has('firstName') && !fields.has('lastName')) {
      throw new AppError('invalid_request', 'The CSV header row has no name column (Name, Full name, or First name + Last name).');
    }
    if (kind === 'suppression' && !fields.has('email') && !fields.has('linkedin') && !fields.has('domain')) {
      throw new AppError('invalid_request', 'The CSV header row has no E-mail, LinkedIn or Domain column.');
    }
  };
}

/** The rows a header may be among (read leniently: the text may end inside a later row), else the first line's. */
function firstRows(body: string, end: number, complete: boolean): string[][] {
  const firstLine = () => parseCsv(end < 0 ? body : body.slice(0, end), { relax_quotes: true, relax_column_count: true }) as string[][];
  // The lines the header may be on, not the whole text, and of a text cut short only its whole
  // lines: it may end inside a later row.
  const whole = complete ? body : body.slice(0, body.lastIndexOf('\n') + 1);
  const lines = whole.split('\n', MAX_PREAMBLE_ROWS + 1).join('\n');
  try {
    const rows = parseCsv(lines, { relax_quotes: true, relax_column_count: true }) as string[][];
    return rows.length > 0 ? rows : firstLine();
  } catch (error) {
    if (complete && lines === body) throw error;
    return firstLine();
  }
}

/** The header row as the importer will take it: the first that names a field, else the first. */
function headerOf<F extends string>(rows: string[][], fieldOf: FieldMatcher<F>): string[] {
  return rows.find((row) => isHeaderRow(row, fieldOf)) ?? rows[0] ?? [];
}
