import { describe, expect, it, vi } from 'vitest';

describe('processWide', () => {
  it('gives every instance of the module (one per Next entry) the same value, created once', async () => {
    const first = await import('./process-wide');
    vi.resetModules();
    const second = await import('./process-wide');
    expect(second).not.toBe(first);
    const create = vi.fn(() => ({ made: Math.random() }));
    const a = first.processWide('test:shared', create);
    expect(second.processWide('test:shared', create)).toBe(a);
    expect(create).toHaveBeenCalledTimes(1);
    expect(first.processWide('test:other', () => 1)).toBe(1);
  });
});
