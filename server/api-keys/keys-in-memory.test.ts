import { describe, expect, it } from 'vitest';
import { flushDelayAfter } from './keys-in-memory';

describe('flushDelayAfter', () => {
  it('writes the windows back every second while a write-back is quick', () => {
    expect(flushDelayAfter(0)).toBe(1000);
    expect(flushDelayAfter(40)).toBe(1000);
    expect(flushDelayAfter(111)).toBe(1000);
  });

  it('rests nine times as long as a slow write-back took (thousands of busy keys), so it never takes over a tenth of the time', () => {
    expect(flushDelayAfter(200)).toBe(1800);
    expect(flushDelayAfter(1000)).toBe(9000);
    const flushMs = 350;
    expect(flushMs / (flushMs + flushDelayAfter(flushMs))).toBeLessThanOrEqual(0.1);
  });
});
