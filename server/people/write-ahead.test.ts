import { describe, expect, it } from 'vitest';
import { WriteAhead } from './write-ahead';

/** A write that records when it starts and ends, and ends when told to. */
function write(log: string[], name: string) {
  let end!: (error?: Error) => void;
  const run = () => {
    log.push(`${name} start`);
    return new Promise<void>((resolve, reject) => (end = (error) => (error ? reject(error) : resolve()))).then(() => void log.push(`${name} end`));
  };
  return { run, end: (error?: Error) => end(error) };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteAhead', () => {
  it('with overlap, returns while its write runs, and starts the next write only after it ended', async () => {
    const log: string[] = [];
    const writes = new WriteAhead(true);
    const [a, b] = [write(log, 'a'), write(log, 'b')];
    await writes.add(a.run);
    const second = writes.add(b.run);
    await turn();
    expect(log).toEqual(['a start']);
    a.end();
    await second;
    expect(log).toEqual(['a start', 'a end', 'b start']);
    b.end();
    await writes.settled();
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('without overlap, returns once its write has', async () => {
    const log: string[] = [];
    const writes = new WriteAhead(false);
    const a = write(log, 'a');
    const added = writes.add(a.run);
    await turn();
    a.end();
    await added;
    expect(log).toEqual(['a start', 'a end']);
  });

  it("throws a failed write's error from the next add, and never starts that write", async () => {
    const log: string[] = [];
    const writes = new WriteAhead(true);
    const [a, b] = [write(log, 'a'), write(log, 'b')];
    await writes.add(a.run);
    a.end(new Error('batch refused'));
    await expect(writes.add(b.run)).rejects.toThrow('batch refused');
    expect(log).toEqual(['a start']);
  });

  it("throws a failed task's error from settled(), while the writes went on beside it", async () => {
    const log: string[] = [];
    const writes = new WriteAhead(true);
    const [side, a] = [write(log, 'side'), write(log, 'a')];
    await writes.beside(side.run);
    await writes.add(a.run);
    a.end();
    await turn();
    expect(log).toEqual(['side start', 'a start', 'a end']);
    side.end(new Error('statistics failed'));
    await expect(writes.settled()).rejects.toThrow('statistics failed');
    await expect(writes.settled()).resolves.toBeUndefined();
  });
});
