import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SqlRunner, getDb } from '@/server/db';

// The contract of a transaction's queued writes, the same on PGlite and PostgreSQL.
let sql: SqlRunner;
const ids = async () => (await sql.query<{ id: string }>(`SELECT id FROM queue_probe ORDER BY id`)).map((row) => row.id);

beforeAll(async () => {
  sql = (await getDb()).sql;
  await sql.exec(`CREATE TABLE queue_probe (id text PRIMARY KEY)`);
});
beforeEach(() => sql.exec(`DELETE FROM queue_probe`));

describe('SqlTransaction.queue', () => {
  it('commits queued writes with the transaction, before the queries asked for after them', async () => {
    // The driver must get one statement at a time (pg 8 warns, pg 9 refuses otherwise).
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const counted = await sql.transaction(async (tx) => {
      tx.queue(`INSERT INTO queue_probe (id) VALUES ($1)`, ['a']);
      tx.queue(`INSERT INTO queue_probe (id) VALUES ($1)`, ['b']);
      const [[inserted], [count]] = await Promise.all([
        tx.query<{ id: string }>(`INSERT INTO queue_probe (id) VALUES ($1) RETURNING id`, ['c']),
        tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM queue_probe`),
      ]);
      expect(inserted).toEqual({ id: 'c' });
      tx.queue(`INSERT INTO queue_probe (id) VALUES ($1)`, ['d']);
      return count!.n;
    });
    expect(counted).toBe(3);
    expect(await ids()).toEqual(['a', 'b', 'c', 'd']);
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(warnings).toEqual([]);
  });

  it("fails the next query with a queued write's error, and commits nothing", async () => {
    await sql.query(`INSERT INTO queue_probe (id) VALUES ('taken')`);
    const failed = sql.transaction(async (tx) => {
      tx.queue(`INSERT INTO queue_probe (id) VALUES ('new')`);
      tx.queue(`INSERT INTO queue_probe (id) VALUES ('taken')`);
      await tx.query(`SELECT 1`);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await ids()).toEqual(['taken']);
  });

  it('fails the commit with the error of a write queued last, and commits nothing', async () => {
    await sql.query(`INSERT INTO queue_probe (id) VALUES ('taken')`);
    const failed = sql.transaction(async (tx) => {
      await tx.query(`INSERT INTO queue_probe (id) VALUES ('new')`);
      tx.queue(`INSERT INTO queue_probe (id) VALUES ('taken')`);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await ids()).toEqual(['taken']);
  });

  it('drops queued writes when the transaction throws', async () => {
    const failed = sql.transaction(async (tx) => {
      tx.queue(`INSERT INTO queue_probe (id) VALUES ('queued')`);
      await tx.query(`INSERT INTO queue_probe (id) VALUES ('asked')`);
      tx.queue(`INSERT INTO queue_probe (id) VALUES ('queued later')`);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await ids()).toEqual([]);
    // The connection is usable afterwards.
    await sql.transaction(async (tx) => tx.queue(`INSERT INTO queue_probe (id) VALUES ('after')`));
    expect(await ids()).toEqual(['after']);
  });
});
