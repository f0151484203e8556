import { NonRetriableError } from 'inngest';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunStore } from '../store';
import { createTestApp, waitFor, waitForRun, type TestApp } from './test-app';

/**
 * Behaviour every store must give the executor: run against the in-memory store (unit) and
 * against the real database (integration), with the SDK's real serve() handler in both.
 */
export function executorScenarios(makeStore: () => Promise<RunStore>): void {
  let app: TestApp;
  let apps = 0;
  // A fresh app id per test: runs left in a shared database by one test are never another's.
  const newApp = async () => (app = createTestApp(await makeStore(), `app${++apps}-${Date.now().toString(36)}`));
  const fnId = (id: string) => `${app.client.id}-${id}`;

  afterEach(async () => {
    await app?.stopAll();
  });

  describe('runs', () => {
    it('runs a multi-step function, each step once, results memoised in order', async () => {
      await newApp();
      const calls: string[] = [];
      const fn = app.client.createFunction({ id: 'steps', triggers: [{ event: 'test/steps' }] }, async ({ event, step }) => {
        const a = await step.run('a', () => (calls.push('a'), (event.data.n as number) + 1));
        const b = await step.run('b', () => (calls.push('b'), a * 2));
        const c = await step.run('c', () => (calls.push('c'), `${b}!`));
        return { a, b, c };
      });
      app.serve([fn]);
      await app.executor();
      const { ids } = await app.client.send({ name: 'test/steps', data: { n: 1 } });
      const run = await waitForRun(app.store, ids[0]!, fnId('steps'));
      expect(run.status).toBe('completed');
      expect(run.output).toEqual({ a: 2, b: 4, c: '4!' });
      expect(calls).toEqual(['a', 'b', 'c']);
      expect(run.stack).toHaveLength(3);
      expect(run.event).toMatchObject({ id: ids[0], name: 'test/steps', data: { n: 1 } });
    });

    it('runs parallel steps concurrently, each once', async () => {
      await newApp();
      const calls: string[] = [];
      // A barrier: each step waits until all three have started. Run one after another, the
      // first would wait in vain and fail; so 'XYZ' proves they overlapped (no clock involved).
      let arrived = 0;
      let allArrived!: () => void;
      const barrier = new Promise<void>((resolve) => (allArrived = resolve));
      const fn = app.client.createFunction({ id: 'fan', retries: 0, triggers: [{ event: 'test/fan' }] }, async ({ step }) => {
        const parts = await Promise.all(
          ['x', 'y', 'z'].map((id) =>
            step.run(id, async () => {
              calls.push(id);
              if (++arrived === 3) allArrived();
              const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`step ${id} ran alone`)), 15_000));
              await Promise.race([barrier, timeout]);
              return id.toUpperCase();
            }),
          ),
        );
        const joined = await step.run('join', () => (calls.push('join'), parts.join('')));
        return joined;
      });
      app.serve([fn]);
      await app.executor();
      const { ids } = await app.client.send({ name: 'test/fan', data: {} });
      const run = await waitForRun(app.store, ids[0]!, fnId('fan'));
      expect(run.output).toBe('XYZ');
      expect(calls.sort()).toEqual(['join', 'x', 'y', 'z']);
    });

    it('retries a failing step with backoff, then succeeds', async () => {
      await newApp();
      const attempts: Array<{ attempt: number; at: number }> = [];
      const fn = app.client.createFunction({ id: 'flaky', retries: 4, triggers: [{ event: 'test/flaky' }] }, async ({ step }) => {
        const before = await step.run('before', () => 'ok');
        const value = await step.run('flaky', () => {
          attempts.push({ attempt: attempts.length, at: Date.now() });
          if (attempts.length < 3) throw new Error(`boom ${attempts.length}`);
          return 'third time';
        });
        return { before, value };
      });
      app.serve([fn]);
      const delays: number[] = [];
      await app.executor({ retryDelay: (n) => (delays.push(n), 60 * n) });
      const { ids } = await app.client.send({ name: 'test/flaky', data: {} });
      const run = await waitForRun(app.store, ids[0]!, fnId('flaky'));
      expect(run.status).toBe('completed');
      expect(run.output).toEqual({ before: 'ok', value: 'third time' });
      expect(attempts).toHaveLength(3);
      expect(delays).toEqual([1, 2]);
      expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(55);
      expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(115);
      expect(run.error).toBeNull();
    });

    it('fails a run whose step keeps failing after the function\'s attempts, and calls onFailure once', async () => {
      await newApp();
      let tries = 0;
      const failures: unknown[] = [];
      const fn = app.client.createFunction(
        {
          id: 'doomed',
          retries: 2,
          triggers: [{ event: 'test/doomed' }],
          onFailure: async ({ error, event }) => {
            failures.push({ message: error.message, original: event.data.event.data });
          },
        },
        async ({ step }) => {
          await step.run('always-fails', () => {
            tries++;
            throw new Error('permanently broken');
          });
          return 'unreachable';
        },
      );
      app.serve([fn]);
      await app.executor();
      const { ids } = await app.client.send({ name: 'test/doomed', data: { k: 1 } });
      const run = await waitForRun(app.store, ids[0]!, fnId('doomed'));
      expect(run.status).toBe('failed');
      expect(tries).toBe(3);
      expect(run.error).toMatchObject({ message: expect.stringContaining('permanently broken') });
      await waitFor(async () => failures.length > 0, 5000, 'onFailure');
      expect(failures).toEqual([{ message: expect.stringContaining('permanently broken'), original: { k: 1 } }]);
    });

    it('does not retry a NonRetriableError', async () => {
      await newApp();
      let tries = 0;
      const fn = app.client.createFunction({ id: 'nonretriable', triggers: [{ event: 'test/nr' }] }, async ({ step }) => {
        await step.run('refuse', () => {
          tries++;
          throw new NonRetriableError('bad input');
        });
      });
      app.serve([fn]);
      await app.executor();
      const { ids } = await app.client.send({ name: 'test/nr', data: {} });
      const run = await waitForRun(app.store, ids[0]!, fnId('nonretriable'));
      expect(run.status).toBe('failed');
      expect(tries).toBe(1);
    });

    it('retries an error thrown outside any step (function-level attempt)', async () => {
      await newApp();
      const seen: number[] = [];
      const fn = app.client.createFunction({ id: 'outside', triggers: [{ event: 'test/outside' }] }, async ({ step, attempt }) => {
        const a = await step.run('a', () => 1);
        seen.push(attempt);
        if (attempt === 0) throw new Error('transient, outside steps');
        return a + attempt;
      });
      app.serve([fn]);
      await app.executor();
      const { ids } = await app.client.send({ name: 'test/outside', data: {} });
      const run = await waitForRun(app.store, ids[0]!, fnId('outside'));
      expect(run.status).toBe('completed');
      expect(run.output).toBe(2);
      expect(seen).toEqual([0, 1]);
    });

    it('scales step.sleep and step.sleepUntil by sleepScale', async () => {
      await newApp();
      const marks: number[] = [];
      const fn = app.client.createFunction({ id: 'sleepy', triggers: [{ event: 'test/sleepy' }] }, async ({ step }) => {
        marks.push(await step.run('t0', () => Date.now()));
        await step.sleep('thirty-seconds', '30s');
        marks.push(await step.run('t1', () => Date.now()));
        await step.sleepUntil('in-five-minutes', new Date(marks[0]! + 5 * 60_000));
        marks.push(await step.run('t2', () => Date.now()));
      });
      app.serve([fn]);
      await app.executor({ sleepScale: 0.002 }); // 30 s -> 60 ms; 5 min -> 600 ms
      const { ids } = await app.client.send({ name: 'test/sleepy', data: {} });
      const run = await waitForRun(app.store, ids[0]!, fnId('sleepy'));
      expect(run.status).toBe('completed');
      const [t0, t1, t2] = [...new Set(marks)];
      expect(t1! - t0!).toBeGreaterThanOrEqual(60);
      expect(t1! - t0!).toBeLessThan(2000);
      expect(t2! - t1!).toBeGreaterThanOrEqual(450);
      expect(t2! - t0!).toBeLessThan(3000);
    });

    it('delivers step.sendEvent to other functions, and dedupes events by id', async () => {
      await newApp();
      const received: unknown[] = [];
      const first = app.client.createFunction({ id: 'first', triggers: [{ event: 'test/first' }] }, async ({ step, event }) => {
        await step.sendEvent('forward', { name: 'test/second', data: { from: event.id }, id: `second-for-${event.id}` });
      });
      const second = app.client.createFunction({ id: 'second', triggers: [{ event: 'test/*' }] }, async ({ event }) => {
        if (event.name === 'test/second') received.push(event.data);
      });
      app.serve([first, second]);
      await app.executor();
      const eventId = `${app.client.id}-evt`;
      await app.client.send({ name: 'test/first', data: {}, id: eventId });
      await app.client.send({ name: 'test/first', data: {}, id: eventId }); // same id: ignored
      await waitForRun(app.store, `second-for-${eventId}`, fnId('second'));
      await waitForRun(app.store, eventId, fnId('first'));
      expect(received).toEqual([{ from: eventId }]);
      expect(await app.store.listRuns({ eventId })).toHaveLength(2); // first + the wildcard second
    });

    it('fails a run that uses an op the embedded executor cannot run, naming it', async () => {
      await newApp();
      const fn = app.client.createFunction({ id: 'waits', triggers: [{ event: 'test/waits' }] }, async ({ step }) => {
        await step.waitForEvent('wait-approval', { event: 'test/approved', timeout: '1h' });
      });
      app.serve([fn]);
      await app.executor();
      const { ids } = await app.client.send({ name: 'test/waits', data: {} });
      const run = await waitForRun(app.store, ids[0]!, fnId('waits'));
      expect(run.status).toBe('failed');
      expect(run.error).toMatchObject({ message: expect.stringContaining('WaitForEvent') });
    });

    it('runs at most `concurrency` runs at a time', async () => {
      await newApp();
      let inFlight = 0;
      let peak = 0;
      const fn = app.client.createFunction({ id: 'pool', triggers: [{ event: 'test/pool' }] }, async ({ step }) => {
        await step.run('work', async () => {
          peak = Math.max(peak, ++inFlight);
          await new Promise((resolve) => setTimeout(resolve, 40));
          inFlight--;
        });
      });
      app.serve([fn]);
      await app.executor({ concurrency: 2 });
      const { ids } = await app.client.send(Array.from({ length: 6 }, (_, i) => ({ name: 'test/pool', data: { i } })));
      for (const id of ids) await waitForRun(app.store, id, fnId('pool'));
      expect(peak).toBe(2);
    });
  });

  describe('several executors on one store', () => {
    it('never runs a run twice, and a long step keeps its lease by heartbeat', async () => {
      await newApp();
      const counts = new Map<string, number>();
      const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
      const fn = app.client.createFunction({ id: 'shared', triggers: [{ event: 'test/shared' }] }, async ({ step, event }) => {
        await step.run('one', () => count(`${event.id}:one`));
        // Longer than the lease: only heartbeats keep another executor from taking the run over.
        await step.run('two', async () => {
          count(`${event.id}:two`);
          await new Promise((resolve) => setTimeout(resolve, event.data.slow ? 1200 : 5));
        });
      });
      app.serve([fn]);
      await Promise.all([app.executor({ leaseMs: 400, concurrency: 2 }), app.executor({ leaseMs: 400, concurrency: 2 })]);
      const { ids } = await app.client.send(Array.from({ length: 8 }, (_, i) => ({ name: 'test/shared', data: { slow: i < 2 } })));
      const runs = await Promise.all(ids.map((id) => waitForRun(app.store, id, fnId('shared'))));
      expect(runs.every((run) => run.status === 'completed')).toBe(true);
      expect(counts.size).toBe(16);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    });

    it('stops executing a run that is cancelled', async () => {
      await newApp();
      let afterCancel = 0;
      const fn = app.client.createFunction({ id: 'cancel', triggers: [{ event: 'test/cancel' }] }, async ({ step }) => {
        await step.sleep('long', '1h');
        await step.run('after', () => afterCancel++);
      });
      app.serve([fn]);
      await app.executor({ sleepScale: 0.0001 }); // 360 ms
      const { ids } = await app.client.send({ name: 'test/cancel', data: {} });
      const run = await waitFor(async () => (await app.store.listRuns({ eventId: ids[0]! }))[0], 5000, 'the run');
      await waitFor(async () => (await app.store.getRun(run.id))?.pending.length, 5000, 'the sleep');
      expect(await app.store.cancelRun(run.id, Date.now(), 'no longer needed')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(afterCancel).toBe(0);
      expect(await app.store.getRun(run.id)).toMatchObject({ status: 'cancelled' });
    });
  });

  describe('crash and restart', () => {
    it('resumes a run killed mid-step: finished steps are not repeated, the interrupted one runs again', async () => {
      await newApp();
      const counts = { a: 0, b: 0, c: 0 };
      let release!: () => void;
      const blocked = new Promise<void>((resolve) => (release = resolve));
      let firstB = true;
      const fn = app.client.createFunction({ id: 'crashy', triggers: [{ event: 'test/crashy' }] }, async ({ step }) => {
        await step.run('a', () => counts.a++);
        await step.run('b', async () => {
          counts.b++;
          if (firstB) {
            firstB = false;
            await blocked; // the "process" dies while this step is running
          }
          return 'b';
        });
        await step.run('c', () => counts.c++);
        return 'done';
      });
      app.serve([fn]);
      const first = await app.executor({ leaseMs: 60_000 });
      const { ids } = await app.client.send({ name: 'test/crashy', data: {} });
      await waitFor(async () => counts.b === 1, 5000, 'step b to start');
      first.kill();
      release(); // the old request finishes, but a dead executor records nothing

      await app.executor({ leaseMs: 60_000 }); // same store, new "process"
      const run = await waitForRun(app.store, ids[0]!, fnId('crashy'));
      expect(run.status).toBe('completed');
      expect(counts).toEqual({ a: 1, b: 2, c: 1 });
    });

    it('resumes a run killed mid-sleep and sleeps only the remainder', async () => {
      await newApp();
      const marks: number[] = [];
      const fn = app.client.createFunction({ id: 'nap', triggers: [{ event: 'test/nap' }] }, async ({ step }) => {
        marks.push(await step.run('before', () => Date.now()));
        await step.sleep('nap', '5m');
        marks.push(await step.run('after', () => Date.now()));
      });
      app.serve([fn]);
      const first = await app.executor({ sleepScale: 0.002 }); // 5 min -> 600 ms
      const { ids } = await app.client.send({ name: 'test/nap', data: {} });
      const sleeping = await waitFor(async () => (await app.store.listRuns({ eventId: ids[0]! }))[0]?.pending.find((p) => p.kind === 'sleep'), 5000, 'the sleep');
      const seenAt = Date.now();
      first.kill();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await app.executor({ sleepScale: 0.002 });
      const run = await waitForRun(app.store, ids[0]!, fnId('nap'));
      expect(run.status).toBe('completed');
      const [before, after] = [...new Set(marks)]; // replays push memoised values again
      expect(after! - before!).toBeGreaterThanOrEqual(550);
      expect(after! - before!).toBeLessThan(1500); // the remainder, not a fresh 600 ms after restart
      // Due 600 ms after the sleep began: between the step before it and the moment it was seen saved.
      expect(sleeping.dueAt).toBeGreaterThanOrEqual(before! + 600);
      expect(sleeping.dueAt).toBeLessThanOrEqual(seenAt + 600);
    });

    it('stop() finishes the request in flight, saves and releases the run for the next executor', async () => {
      await newApp();
      const counts = { slow: 0, next: 0 };
      const fn = app.client.createFunction({ id: 'graceful', triggers: [{ event: 'test/graceful' }] }, async ({ step }) => {
        await step.run('slow', async () => {
          counts.slow++;
          await new Promise((resolve) => setTimeout(resolve, 150));
        });
        await step.run('next', () => counts.next++);
      });
      app.serve([fn]);
      const first = await app.executor();
      const { ids } = await app.client.send({ name: 'test/graceful', data: {} });
      await waitFor(async () => counts.slow === 1, 5000, 'slow step');
      await first.stop();
      const saved = (await app.store.listRuns({ eventId: ids[0]! }))[0]!;
      expect(saved.status).toBe('queued');
      expect(saved.stack).toHaveLength(1);
      await app.executor();
      const run = await waitForRun(app.store, ids[0]!, fnId('graceful'));
      expect(run.status).toBe('completed');
      expect(counts).toEqual({ slow: 1, next: 1 });
    });
  });
}
