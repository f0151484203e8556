import { describe, expect, it } from 'vitest';
import { SlidingWindow } from './sliding-window';

describe('SlidingWindow', () => {
  it('accepts exactly `limit` requests within the window, then refuses with the wait until one leaves', () => {
    const window = new SlidingWindow(3, 60_000);
    expect(window.consume(1_000)).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 60 });
    expect(window.consume(2_000)).toMatchObject({ allowed: true, remaining: 1 });
    expect(window.consume(3_000)).toMatchObject({ allowed: true, remaining: 0 });
    // The oldest (t=1s) leaves at t=61s: at t=31s that is 30 s away.
    expect(window.consume(31_000)).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 30 });
    expect(window.consume(60_999)).toMatchObject({ allowed: false, resetSeconds: 1 });
  });

  it('slides: a request is accepted the moment the oldest counted one leaves (no fixed-window burst of 2x)', () => {
    const window = new SlidingWindow(2, 10_000);
    window.consume(0);
    window.consume(9_000);
    expect(window.consume(9_999).allowed).toBe(false);
    expect(window.consume(10_000)).toMatchObject({ allowed: true, remaining: 0 });
    expect(window.consume(18_999).allowed).toBe(false);
    expect(window.consume(19_000).allowed).toBe(true);
  });

  it('refusals are not recorded', () => {
    const window = new SlidingWindow(1, 1_000);
    window.consume(0);
    for (let t = 1; t < 1_000; t += 100) expect(window.consume(t).allowed).toBe(false);
    expect(window.consume(1_000).allowed).toBe(true);
    expect(window.snapshot()).toEqual([1_000]);
  });

  it('starts from persisted stamps, keeping only the last `limit`', () => {
    const window = new SlidingWindow(2, 60_000, [1, 2, 3]);
    expect(window.snapshot()).toEqual([2, 3]);
    expect(window.consume(10).allowed).toBe(false);
  });

  it('counts only the stamps still inside the window in `remaining`', () => {
    const window = new SlidingWindow(5, 1_000, [0, 100]);
    expect(window.consume(1_050)).toMatchObject({ allowed: true, remaining: 3, resetSeconds: 1 });
  });
});
