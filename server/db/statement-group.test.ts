import { describe, expect, it } from 'vitest';
import { StatementGroup } from './statement-group';

/** A statement the test finishes by hand, recording the batches it was given. */
function manual() {
  const batches: number[][] = [];
  const pending: Array<(fail?: Error) => void> = [];
  const run = (inputs: number[]) => {
    batches.push(inputs);
    return new Promise<number[]>((resolve, reject) => pending.push((fail) => (fail ? reject(fail) : resolve(inputs.map((n) => n * 10)))));
  };
  const finishNext = async (fail?: Error) => {
    pending.shift()!(fail);
    await new Promise((r) => setImmediate(r));
  };
  return { batches, run, finishNext };
}

describe('StatementGroup', () => {
  it('sends a lone call at once and groups the calls that arrive while it runs', async () => {
    const db = manual();
    const group = new StatementGroup(db.run, { max: 10 });
    const first = group.run(1);
    expect(db.batches).toEqual([[1]]);
    const rest = [group.run(2), group.run(3), group.run(4)];
    expect(db.batches).toHaveLength(1);
    await db.finishNext();
    expect(await first).toBe(10);
    expect(db.batches).toEqual([[1], [2, 3, 4]]);
    await db.finishNext();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('keeps up to `concurrency` statements in flight, grouping the calls that wait for a free one', async () => {
    const db = manual();
    const group = new StatementGroup(db.run, { max: 10, concurrency: 2 });
    const calls = [group.run(1), group.run(2), group.run(3), group.run(4)];
    expect(db.batches).toEqual([[1], [2]]);
    await db.finishNext();
    expect(db.batches).toEqual([[1], [2], [3, 4]]);
    await db.finishNext();
    await db.finishNext();
    expect(await Promise.all(calls)).toEqual([10, 20, 30, 40]);
  });

  it('never puts two calls with the same key in one statement, and keeps at most max', async () => {
    const db = manual();
    const group = new StatementGroup(db.run, { max: 2, distinctBy: (n: number) => String(n % 3) });
    const calls = [0, 3, 1, 4, 2].map((n) => group.run(n));
    await db.finishNext();
    await db.finishNext();
    await db.finishNext();
    expect(db.batches).toEqual([[0], [3, 1], [4, 2]]);
    expect(await Promise.all(calls)).toEqual([0, 30, 10, 40, 20]);
  });

  it('fails the calls of a failed statement only; the next batch still goes', async () => {
    const db = manual();
    const group = new StatementGroup(db.run, { max: 10 });
    const first = expect(group.run(1)).rejects.toThrow('connection lost');
    const second = group.run(2);
    await db.finishNext(new Error('connection lost'));
    await first;
    await db.finishNext();
    expect(await second).toBe(20);
  });
});
