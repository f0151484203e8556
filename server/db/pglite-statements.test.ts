import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PGliteStatements } from './pglite-statements';

let db: PGlite;
let statements: PGliteStatements;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`
    CREATE TYPE mood AS ENUM ('calm', 'busy');
    CREATE TABLE item (
      id text PRIMARY KEY, n int, big bigint, ratio float8, ok boolean, doc jsonb, at timestamp, atz timestamptz,
      tags text[], raw bytea, mood mood
    );`);
  statements = PGliteStatements.of(db);
}, 60_000);

afterAll(() => db.close());
beforeEach(() => db.exec(`DELETE FROM item`));

const ROW = ['a', 7, 9007199254740993n, 0.25, true, { k: [1, 'x'] }, '2026-11-22T10:00:00.000Z', new Date('2026-11-22T10:00:00Z'), ['x', 'y,z'], new Uint8Array([0, 255]), 'calm'];
const INSERT = `INSERT INTO item VALUES ($1, $2, $3, $4, $5, $6, $7::timestamp, $8, $9, $10, $11) RETURNING *`;

describe('PGliteStatements', () => {
  it('serializes parameters and parses rows exactly as PGlite.query does', async () => {
    const ours = await statements.query(INSERT, ROW);
    const theirs = await db.query(`SELECT * FROM item WHERE id = $1`, ['a']);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.affectedRows).toBe(1);
    // A statement without rows, a count, and null parameters.
    expect((await statements.query(`UPDATE item SET n = $2, doc = $3 WHERE id = $1`, ['a', null, undefined])).affectedRows).toBe(1);
    expect((await statements.query(`SELECT n, doc FROM item WHERE id = $1`, ['a'])).rows).toEqual([{ n: null, doc: null }]);
  });

  it('reports a failed statement as PGlite does, with the statement, and goes on working', async () => {
    const error = await statements.query(`SELECT 1 / $1::int AS x`, [0]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '22012', query: 'SELECT 1 / $1::int AS x', params: [0] });
    const syntax = await statements.query(`SELEC 1`).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601', query: 'SELEC 1' });
    expect((await statements.query(`SELECT 1 / $1::int AS x`, [1])).rows).toEqual([{ x: 1 }]);
  });

  it('sends queries asked for in the same turn in one call, in order, BEGIN and queued writes first', async () => {
    const calls = vi.spyOn(db, 'execProtocolStream');
    const [inserted, counted] = await statements.transaction(async (tx) => {
      tx.queue(`INSERT INTO item (id) VALUES ($1)`, ['q1']);
      return Promise.all([tx.query(`INSERT INTO item (id) VALUES ($1) RETURNING id`, ['q2']), tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM item`)]);
    });
    // Each statement text (BEGIN and COMMIT too) is prepared once, in a call of its own; the
    // transaction itself is two calls.
    expect(calls.mock.calls.length).toBe(5 + 2);
    calls.mockClear();
    await statements.transaction(async (tx) => {
      tx.queue(`INSERT INTO item (id) VALUES ($1)`, ['q3']);
      return Promise.all([tx.query(`INSERT INTO item (id) VALUES ($1) RETURNING id`, ['q4']), tx.query(`SELECT count(*)::int AS n FROM item`)]);
    });
    expect(calls.mock.calls.length).toBe(2);
    calls.mockRestore();
    expect(inserted.rows).toEqual([{ id: 'q2' }]);
    expect(counted.rows).toEqual([{ n: 2 }]);
    expect((await statements.query(`SELECT id FROM item ORDER BY id`)).rows.map((row) => (row as { id: string }).id)).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  // Queued writes' errors and rollbacks: server/db/sql-runner.int.test.ts, on both backends.

  it('runs a statement outside the transaction only after the transaction ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = statements.transaction(async (tx) => {
      await tx.query(`INSERT INTO item (id) VALUES ('inside')`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = statements.query(`SELECT id FROM item`);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ id: 'inside' }]);
  });

  it('keeps at most maxPrepared statements, closing the least recently used', async () => {
    const small = new PGliteStatements(db, 2);
    for (const round of [1, 2]) {
      for (const n of [1, 2, 3]) expect((await small.query(`SELECT ${n} + $1::int AS n`, [round])).rows).toEqual([{ n: n + round }]);
    }
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE 'SELECT _ + $1::int AS n'`);
    expect(rows[0]!.n).toBe(2);
  });
});
