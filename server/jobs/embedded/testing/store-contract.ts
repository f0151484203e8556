import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RunStore } from '../store';
import type { EventPayload, NewRun } from '../types';

/** What the executor relies on from a RunStore; run against both implementations. */
export function storeContract(makeStore: () => Promise<RunStore>): void {
  const T0 = Date.parse('2030-01-01T00:00:00.000Z');
  const uid = () => randomUUID().slice(0, 8);
  const event = (name = 'test/e', id = `evt-${uid()}`): EventPayload => ({ id, name, data: { n: 1, nested: { list: [1, 'two', null] } }, ts: T0 });
  const planFor = (...functionIds: string[]) => (e: EventPayload): NewRun[] => functionIds.map((functionId) => ({ id: `run-${uid()}`, functionId, event: e, maxAttempts: 3 }));

  async function seed(store: RunStore, functionIds: string[], count = 1) {
    const events = Array.from({ length: count }, () => event());
    await store.insertEvents(events, T0);
    while ((await store.fanOutEvents(100, planFor(...functionIds), T0)) > 0);
    return events;
  }

  describe('events', () => {
    it('ignores an event id seen before and fans each event out once', async () => {
      const store = await makeStore();
      const fn = `fn-${uid()}`;
      const e = event();
      await store.insertEvents([e, e], T0);
      await store.insertEvents([{ ...e, data: { changed: true } }], T0 + 1);
      expect(await store.fanOutEvents(100, planFor(fn), T0)).toBeGreaterThanOrEqual(1);
      expect(await store.fanOutEvents(100, planFor(fn), T0)).toBe(0);
      const runs = await store.listRuns({ eventId: e.id });
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ functionId: fn, status: 'queued', attempt: 0, maxAttempts: 3, steps: {}, stack: [], pending: [], wakeAt: null, event: e });
    });
  });

  describe('cron slots', () => {
    const timer = (functionId: string, slot: number): EventPayload => ({ id: `cron-${functionId}-${new Date(slot).toISOString()}`, name: 'inngest/scheduled.timer', data: { cron: '* * * * *' }, ts: slot });
    const runsOf = async (store: RunStore, functionId: string) => {
      while ((await store.fanOutEvents(100, planFor(functionId), T0)) > 0);
      return (await store.listRuns({ functionId })).map((run) => run.event);
    };

    it('registers a trigger without firing, then fires each later slot once', async () => {
      const store = await makeStore();
      const fn = `fn-${uid()}`;
      const advance = (slot: number) => store.advanceCronSlot(fn, '* * * * *', slot, timer(fn, slot), T0);
      expect(await advance(T0)).toBe('registered');
      expect(await advance(T0)).toBe('unchanged');
      expect(await runsOf(store, fn)).toEqual([]);
      expect(await advance(T0 + 180_000)).toBe('fired');
      expect(await advance(T0 + 180_000)).toBe('unchanged');
      expect(await advance(T0 + 60_000)).toBe('unchanged'); // never back
      expect(await runsOf(store, fn)).toEqual([timer(fn, T0 + 180_000)]);
      // Each expression of a function is a trigger of its own.
      expect(await store.advanceCronSlot(fn, '0 * * * *', T0, timer(fn, T0), T0)).toBe('registered');
    });

    it('fires a slot once when several callers race for it', async () => {
      const store = await makeStore();
      const fn = `fn-${uid()}`;
      const race = (slot: number) => Promise.all(Array.from({ length: 8 }, () => store.advanceCronSlot(fn, '* * * * *', slot, timer(fn, slot), T0)));
      expect((await race(T0)).sort()).toEqual(['registered', ...Array<string>(7).fill('unchanged')]);
      expect((await race(T0 + 60_000)).sort()).toEqual(['fired', ...Array<string>(7).fill('unchanged')]);
      expect(await runsOf(store, fn)).toEqual([timer(fn, T0 + 60_000)]);
    });
  });

  describe('leases', () => {
    it('claims due runs of the given functions only, up to the limit, and never twice', async () => {
      const store = await makeStore();
      const [mine, other] = [`fn-${uid()}`, `fn-${uid()}`];
      await seed(store, [mine, other], 3);
      const first = await store.claimRuns('a', [mine], 2, T0, 1000);
      expect(first).toHaveLength(2);
      expect(first.every((run) => run.functionId === mine && run.startedAt === T0)).toBe(true);
      const second = await store.claimRuns('b', [mine], 5, T0, 1000);
      expect(second).toHaveLength(1);
      expect(await store.claimRuns('c', [mine], 5, T0 + 999, 1000)).toHaveLength(0);
      // Leases of a and b expire at T0 + 1000: another owner may take them over.
      expect(await store.claimRuns('c', [mine], 5, T0 + 1000, 1000)).toHaveLength(3);
      expect(await store.saveRun(first[0]!, 'a', { now: T0 + 1001, leaseMs: 1000, release: true })).toBe(false);
      expect(await store.leaseOwners()).toEqual(expect.arrayContaining(['c']));
    });

    it('saves state under the lease, renews, releases, and respects wakeAt', async () => {
      const store = await makeStore();
      const fn = `fn-${uid()}`;
      await seed(store, [fn]);
      const [run] = await store.claimRuns('a', [fn], 1, T0, 1000);
      run!.steps = { h1: { type: 'data', data: { deep: [1, { x: null }] } }, h2: { type: 'error', error: { name: 'Error', message: 'm' } } };
      run!.stack = ['h1', 'h2'];
      run!.pending = [{ kind: 'sleep', id: 'h3', name: 'nap', attempt: 0, dueAt: T0 + 5000 }];
      run!.wakeAt = T0 + 5000;
      run!.error = { name: 'Error', message: 'last' };
      expect(await store.renewLeases([run!.id, 'unknown'], 'a', T0 + 900, 1000)).toEqual([run!.id]);
      expect(await store.claimRuns('b', [fn], 1, T0 + 1500, 1000)).toHaveLength(0); // renewed until T0 + 1900
      expect(await store.saveRun(run!, 'a', { now: T0 + 1000, leaseMs: 1000, release: true })).toBe(true);
      expect(await store.nextWakeAt([fn], T0 + 1000)).toBe(T0 + 5000);
      expect(await store.claimRuns('b', [fn], 1, T0 + 4999, 1000)).toHaveLength(0);
      const [again] = await store.claimRuns('b', [fn], 1, T0 + 5000, 1000);
      expect(again).toMatchObject({ id: run!.id, steps: run!.steps, stack: run!.stack, pending: run!.pending, wakeAt: T0 + 5000, error: run!.error });
      expect(await store.releaseLeases('b')).toBe(1);
      expect(await store.leaseOwners()).not.toContain('b');
    });

    it('records a finished run with its output (even null) and the events it emits, atomically', async () => {
      const store = await makeStore();
      const fn = `fn-${uid()}`;
      await seed(store, [fn], 2);
      const [done, failed] = await store.claimRuns('a', [fn], 2, T0, 1000);
      Object.assign(done!, { status: 'completed', output: null, finishedAt: T0 + 10 });
      Object.assign(failed!, { status: 'failed', error: { name: 'Error', message: 'x' }, finishedAt: T0 + 10 });
      const follow = event('test/follow');
      expect(await store.saveRun(done!, 'a', { now: T0 + 10, leaseMs: 1000, release: true })).toBe(true);
      expect(await store.saveRun(failed!, 'a', { now: T0 + 10, leaseMs: 1000, release: true, emit: [follow] })).toBe(true);
      expect(await store.getRun(done!.id)).toMatchObject({ status: 'completed', output: null, finishedAt: T0 + 10 });
      expect(await store.getRun(failed!.id)).toMatchObject({ status: 'failed', error: { message: 'x' } });
      expect(await store.listRuns({ functionId: fn, status: 'failed' })).toHaveLength(1);
      expect(await store.fanOutEvents(100, planFor(fn), T0 + 20)).toBeGreaterThanOrEqual(1);
      expect(await store.listRuns({ eventId: follow.id })).toHaveLength(1);
      expect(await store.nextWakeAt([fn], T0 + 20)).toBe(T0 + 20); // the follow-up run is due now
    });

    it('cancels an unfinished run: never claimed again, and its holder can no longer save', async () => {
      const store = await makeStore();
      const fn = `fn-${uid()}`;
      await seed(store, [fn], 2);
      const [held, idle] = await store.claimRuns('a', [fn], 2, T0, 1000);
      expect(await store.saveRun(idle!, 'a', { now: T0, leaseMs: 1000, release: true })).toBe(true);
      expect(await store.cancelRun(held!.id, T0 + 1, 'project deleted')).toBe(true);
      expect(await store.cancelRun(idle!.id, T0 + 1)).toBe(true);
      expect(await store.cancelRun(idle!.id, T0 + 2)).toBe(false);
      expect(await store.saveRun(held!, 'a', { now: T0 + 2, leaseMs: 1000, release: true })).toBe(false);
      expect(await store.getRun(held!.id)).toMatchObject({ status: 'cancelled', finishedAt: T0 + 1, error: { message: 'project deleted' } });
      expect(await store.claimRuns('b', [fn], 5, T0 + 5000, 1000)).toHaveLength(0);
    });

    it('claims in the order runs became due: a woken sleep before runs created after it woke', async () => {
      const store = await makeStore();
      const fn = `fn-${uid()}`;
      await seed(store, [fn]);
      const [sleeper] = await store.claimRuns('a', [fn], 1, T0, 1000);
      sleeper!.wakeAt = T0 + 5000;
      sleeper!.pending = [{ kind: 'sleep', id: 'h', name: 'nap', attempt: 0, dueAt: T0 + 5000 }];
      await store.saveRun(sleeper!, 'a', { now: T0 + 10, leaseMs: 1000, release: true });
      // A stream of new runs, all created after the sleep became due.
      const fresh = Array.from({ length: 5 }, () => event());
      await store.insertEvents(fresh, T0 + 6000);
      while ((await store.fanOutEvents(100, planFor(fn), T0 + 6000)) > 0);
      const [first] = await store.claimRuns('b', [fn], 1, T0 + 7000, 1000);
      expect(first!.id).toBe(sleeper!.id);
    });

    it('leases at most `limit` runs of one concurrency key at a time, across owners, and others meanwhile', async () => {
      const store = await makeStore();
      const fn = `fn-${uid()}`;
      const [busy, quiet] = [`ws-${uid()}`, `ws-${uid()}`];
      const keyed = (key: string) => (e: EventPayload): NewRun[] => [{ id: `run-${uid()}`, functionId: fn, event: e, maxAttempts: 3, concurrency: { key, limit: 2 } }];
      // The busy key's six runs are older than the quiet key's one.
      await store.insertEvents(Array.from({ length: 6 }, () => event()), T0);
      while ((await store.fanOutEvents(100, keyed(busy), T0)) > 0);
      await store.insertEvents([event()], T0 + 1);
      while ((await store.fanOutEvents(100, keyed(quiet), T0 + 1)) > 0);
      const first = await store.claimRuns('a', [fn], 4, T0 + 2, 1000);
      expect(first).toHaveLength(3); // two of the busy key, and the quiet one
      expect(await store.claimRuns('b', [fn], 4, T0 + 3, 1000)).toHaveLength(0);
      // Nothing is due for the clock while the busy key is full (no busy polling).
      expect(await store.nextWakeAt([fn], T0 + 3)).toBe(T0 + 1002);
      // One finishes: one place frees for the busy key.
      const done = first[0]!;
      Object.assign(done, { status: 'completed', output: 1, finishedAt: T0 + 4 });
      await store.saveRun(done, 'a', { now: T0 + 4, leaseMs: 1000, release: true });
      expect(await store.claimRuns('b', [fn], 4, T0 + 5, 1000)).toHaveLength(1);
    });

    it('prunes finished runs and processed events older than the cut-off', async () => {
      const store = await makeStore();
      const fn = `fn-${uid()}`;
      const [e] = await seed(store, [fn]);
      const [run] = await store.claimRuns('a', [fn], 1, T0, 1000);
      Object.assign(run!, { status: 'completed', output: 1, finishedAt: T0 });
      await store.saveRun(run!, 'a', { now: T0, leaseMs: 1000, release: true });
      const pruned = await store.prune(T0 + 1);
      expect(pruned.runs).toBeGreaterThanOrEqual(1);
      expect(pruned.events).toBeGreaterThanOrEqual(1);
      expect(await store.getRun(run!.id)).toBeNull();
      await store.insertEvents([e!], T0 + 2); // its id is free again after pruning
      expect(await store.fanOutEvents(100, planFor(fn), T0 + 2)).toBeGreaterThanOrEqual(1);
    });
  });
}
