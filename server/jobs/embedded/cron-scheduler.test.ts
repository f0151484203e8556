import { describe, expect, it, vi } from 'vitest';
import { CronScheduler } from './cron-scheduler';
import { parseFunction } from './discovery';
import { MemoryRunStore } from './testing/memory-store';

const fn = (id: string, triggers: Array<{ cron?: string; event?: string }>) => parseFunction({ id, triggers }, () => {});
const T0 = Date.parse('2030-01-01T00:00:30Z');

describe('CronScheduler', () => {
  it('asks the store nothing without cron triggers', async () => {
    const store = new MemoryRunStore();
    const advance = vi.spyOn(store, 'advanceCronSlot');
    const scheduler = new CronScheduler([fn('a-events', [{ event: 'x' }])], store);
    for (let i = 0; i < 5; i++) await scheduler.tick(T0 + i * 60_000);
    expect(advance).not.toHaveBeenCalled();
    expect(scheduler.nextDueAt()).toBeNull();
  });

  it('asks the store at start and when a slot is due, and again after a failed call', async () => {
    const store = new MemoryRunStore();
    const advance = vi.spyOn(store, 'advanceCronSlot');
    const scheduler = new CronScheduler([fn('a-cron', [{ cron: '* * * * *' }])], store);
    await scheduler.tick(T0);
    expect(advance).toHaveBeenCalledTimes(1); // registers the 00:00 slot
    expect(scheduler.nextDueAt()).toBe(T0 + 30_000);
    for (const later of [T0 + 1, T0 + 10_000, T0 + 29_999]) await scheduler.tick(later);
    expect(advance).toHaveBeenCalledTimes(1);

    advance.mockRejectedValueOnce(new Error('database down'));
    await expect(scheduler.tick(T0 + 30_000)).rejects.toThrow('database down');
    expect(await scheduler.tick(T0 + 31_000)).toBe(1); // the 00:01 slot, fired on the next look
    expect(advance).toHaveBeenCalledTimes(3);
    expect(advance.mock.calls[2]!.slice(0, 3)).toEqual(['a-cron', '* * * * *', T0 + 30_000]);
    expect(scheduler.nextDueAt()).toBe(T0 + 90_000);
  });
});
