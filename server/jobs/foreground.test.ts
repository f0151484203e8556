import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerInForeground, foregroundQuiet } from './foreground';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('foregroundQuiet', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once when no request is being answered', async () => {
    vi.useFakeTimers();
    expect(await settled(foregroundQuiet(1000))).toBe(true);
  });

  it('waits until the last request in flight is answered', async () => {
    vi.useFakeTimers();
    const first = new EventEmitter();
    const second = new EventEmitter();
    answerInForeground(first);
    answerInForeground(second);
    const quiet = foregroundQuiet(1000);
    expect(await settled(quiet)).toBe(false);
    first.emit('close');
    expect(await settled(quiet)).toBe(false);
    second.emit('close');
    expect(await settled(quiet)).toBe(true);
  });

  it('gives up waiting after maxDeferMs, so background work moves under sustained load', async () => {
    vi.useFakeTimers();
    const response = new EventEmitter();
    answerInForeground(response);
    const quiet = foregroundQuiet(100);
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
    response.emit('close');
    expect(await settled(foregroundQuiet(100))).toBe(true);
  });
});
