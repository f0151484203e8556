import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering, backgroundPiece, foregroundQuiet } from './answers-first';

/** Whether `promise` has settled after `ms` of fake time. */
async function settledAfter(promise: Promise<void>, ms: number) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('foregroundQuiet', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves within a few milliseconds when no request is being answered', async () => {
    vi.useFakeTimers();
    expect(await settledAfter(foregroundQuiet(1000), 5)).toBe(true);
  });

  it('waits while a request is being answered, and for a quiet moment after the last one', async () => {
    vi.useFakeTimers();
    const first = answering();
    const second = answering();
    const quiet = foregroundQuiet(1000);
    expect(await settledAfter(quiet, 50)).toBe(false);
    first();
    first(); // counted once
    expect(await settledAfter(quiet, 50)).toBe(false);
    second();
    // The next request arrives at once: still not quiet.
    answering()();
    expect(await settledAfter(quiet, 0)).toBe(false);
    expect(await settledAfter(quiet, 10)).toBe(true);
  });

  it('gives up waiting after maxDeferMs, so background work moves under sustained load', async () => {
    vi.useFakeTimers();
    const answered = answering();
    const quiet = foregroundQuiet(100);
    expect(await settledAfter(quiet, 90)).toBe(false);
    expect(await settledAfter(quiet, 20)).toBe(true);
    answered();
  });

  it('lets one waiting piece through per maxDeferMs under sustained load, however many wait', async () => {
    vi.useFakeTimers();
    const answered = answering();
    await vi.advanceTimersByTimeAsync(200); // clear of any piece forced by an earlier test
    const pieces = [foregroundQuiet(100), foregroundQuiet(100), foregroundQuiet(100)];
    const through = () => Promise.all(pieces.map((piece) => settledAfter(piece, 0))).then((done) => done.filter(Boolean).length);
    await vi.advanceTimersByTimeAsync(110);
    expect(await through()).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(await through()).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(await through()).toBe(3);
    answered();
  });
});

describe('backgroundPiece', () => {
  it('runs pieces one at a time, in the order they were asked for, a failed one included', async () => {
    const events: string[] = [];
    const piece = (name: string, fail = false) =>
      backgroundPiece(async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([piece('a'), piece('b', true), piece('c')]);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('waits for a quiet moment before a piece starts', async () => {
    vi.useFakeTimers();
    const done = answering();
    let started = false;
    const piece = backgroundPiece(async () => void (started = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toBe(false);
    done();
    await vi.advanceTimersByTimeAsync(10);
    await piece;
    expect(started).toBe(true);
    vi.useRealTimers();
  });
});
