import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keepReader, takeReader } from './open-readers';
import type { RowReader, SourceRow } from './read-rows';

// Readers an import's slice paused, continued by the next slice only at the very row it stopped.

/** A reader over rows 1..n that records whether it was closed (its generator's finally ran). */
function fakeReader(n = 3) {
  const state = { closed: false };
  async function* rows(): AsyncGenerator<SourceRow<string>> {
    try {
      for (let row = 1; row <= n; row++) yield { row, cells: [`r${row}`], values: {}, unread: [] };
    } finally {
      state.closed = true;
    }
  }
  const reader: RowReader<string> = { header: ['Name'], rows: rows() };
  return { reader, state };
}

const newId = () => `imp_${randomBytes(8).toString('hex')}`;
/** Lets a started reader's close (return()) settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('open readers between slices', () => {
  it('gives the reader back to a slice starting at the cursor it was kept at, once, still open', async () => {
    const id = newId();
    const { reader, state } = fakeReader();
    expect((await reader.rows.next()).value).toMatchObject({ row: 1 });
    keepReader(id, reader, 1000);
    const taken = takeReader(id, 1000);
    expect(taken).toBe(reader);
    await settle();
    expect(state.closed).toBe(false);
    // It continues where it paused.
    expect((await taken!.rows.next()).value).toMatchObject({ row: 2 });
    // Taken: a second slice at the same cursor reads the file again.
    expect(takeReader(id, 1000)).toBeNull();
  });

  it('closes the reader and answers null for a slice at another cursor (another runner moved the import)', async () => {
    const id = newId();
    const { reader, state } = fakeReader();
    await reader.rows.next();
    keepReader(id, reader, 2000);
    expect(takeReader(id, 3000)).toBeNull();
    await settle();
    expect(state.closed).toBe(true);
    expect(takeReader(id, 2000)).toBeNull();
  });

  it('answers null for an import with no reader kept (after a restart)', () => {
    expect(takeReader(newId(), 0)).toBeNull();
  });

  it('closes the reader an import kept before when it keeps another', async () => {
    const id = newId();
    const first = fakeReader();
    const second = fakeReader();
    await first.reader.rows.next();
    await second.reader.rows.next();
    keepReader(id, first.reader, 1000);
    keepReader(id, second.reader, 2000);
    await settle();
    expect(first.state.closed).toBe(true);
    expect(takeReader(id, 2000)).toBe(second.reader);
    expect(second.state.closed).toBe(false);
  });

  it('keeps at most 16 readers: the oldest is closed first', async () => {
    const kept = Array.from({ length: 17 }, () => ({ id: newId(), ...fakeReader() }));
    for (const [i, entry] of kept.entries()) {
      await entry.reader.rows.next();
      keepReader(entry.id, entry.reader, i);
    }
    await settle();
    expect(kept.map((entry) => entry.state.closed)).toEqual([true, ...Array(16).fill(false)]);
    expect(takeReader(kept[0]!.id, 0)).toBeNull();
    for (const [i, entry] of kept.entries()) if (i > 0) expect(takeReader(entry.id, i)).toBe(entry.reader);
  });
});
