import { describe, expect, it } from 'vitest';
import { personFieldOf } from './headers';
import { readRows } from './read-rows';

// The stored file comes from the database a chunk at a time; when reading it fails, the import's
// slice must see that error (and be retried), not the process end on an unhandled 'error' event.
async function* failingSource(text: string, error: Error): AsyncGenerator<Uint8Array> {
  yield Buffer.from(text, 'utf8');
  await new Promise((resolve) => setTimeout(resolve, 5));
  throw error;
}

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const seen: T[] = [];
  for await (const row of rows) seen.push(row);
  return seen;
}

/** The iteration's outcome, or 'still reading' if it neither ends nor fails within `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'still reading'> {
  return Promise.race([work, new Promise<'still reading'>((resolve) => setTimeout(() => resolve('still reading'), ms))]);
}

describe('readRows over a source that fails', () => {
  it.each(['csv', 'ndjson'] as const)('ends the %s iteration with the source error', async (format) => {
    const boom = new Error('connection to the database lost');
    const text = format === 'csv' ? 'Name,Title\nAna Silva,PM\nBruno Costa,Engineer\n' : '{"name":"Ana Silva"}\n{"name":"Bruno Costa"}\n';
    const reader = readRows(failingSource(text, boom), format, personFieldOf);
    const outcome = await within(collect(reader.rows).then(() => 'ended without the error' as const, (error: unknown) => error), 3000);
    expect(outcome).toBe(boom);
  });

  it('reads a source that does not fail to its end', async () => {
    async function* ok() {
      yield Buffer.from('Name,Title\nAna Silva,PM\n');
      yield Buffer.from('Bruno Costa,Engineer\n');
    }
    const rows = await collect(readRows(ok(), 'csv', personFieldOf).rows);
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
  });
});

describe('readRows: rows above the header', () => {
  async function* text(body: string) {
    yield Buffer.from(body);
  }

  it("skips a preamble such as LinkedIn's Notes, numbering rows from the top of the file", async () => {
    const reader = readRows(text('Notes:\n"Some e-mail addresses may be missing, see https://linkedin.com/x"\n\nFirst Name,Last Name,Position\nJane,Doe,Engineer\n'), 'csv', personFieldOf);
    const rows = await collect(reader.rows);
    expect(reader.header).toEqual(['First Name', 'Last Name', 'Position']);
    expect(rows).toEqual([{ row: 5, cells: ['Jane', 'Doe', 'Engineer'], values: { firstName: 'Jane', lastName: 'Doe', title: 'Engineer' }, unread: [] }]);
  });

  it('takes the first row as the header when no row near the top names a field', async () => {
    const reader = readRows(text('Foo,Bar\nJane,Doe\n'), 'csv', personFieldOf);
    const rows = await collect(reader.rows);
    expect(reader.header).toEqual(['Foo', 'Bar']);
    expect(rows).toEqual([{ row: 2, cells: ['Jane', 'Doe'], values: {}, unread: ['Foo: Jane', 'Bar: Doe'] }]);
  });
});

describe('readRows: cells no field reads', () => {
  async function* text(body: string) {
    yield Buffer.from(body);
  }

  it('keeps them as "Header: value", the better-named of two title columns read and the other kept', async () => {
    const rows = await collect(readRows(text('Name,Position,Title,Practice,Summary\nAna,Payments PM,Product Manager,Product,"Ten years in payments"\n'), 'csv', personFieldOf).rows);
    expect(rows).toEqual([{
      row: 2,
      cells: ['Ana', 'Payments PM', 'Product Manager', 'Product', 'Ten years in payments'],
      values: { name: 'Ana', title: 'Product Manager' },
      unread: ['Position: Payments PM', 'Practice: Product', 'Summary: Ten years in payments'],
    }]);
  });

  it('does the same for JSON Lines keys', async () => {
    const rows = await collect(readRows(text('{"name":"Ana","school":"ETH Zurich","tags":["fintech","payments"],"team":"Risk","note":"met at Slush"}\n'), 'ndjson', personFieldOf).rows);
    expect(rows).toEqual([{ row: 1, cells: [expect.any(String)], values: { name: 'Ana', education: 'ETH Zurich', department: 'Risk' }, unread: ['tags: fintech, payments', 'note: met at Slush'] }]);
  });
});
