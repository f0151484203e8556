import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering, foregroundQuiet } from './foreground';

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
