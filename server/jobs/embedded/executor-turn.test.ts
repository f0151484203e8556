import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, waitForRun, type TestApp } from './testing/test-app';
import { MemoryRunStore } from './testing/memory-store';

// A long run hands its slot back after its turn, behind the runs that were waiting: with one
// slot, a one-step run that arrives while a 40-step run is going finishes long before it.

let app: TestApp;
afterEach(() => app?.stopAll());

describe('embedded executor turns', () => {
  it('runs a short run that arrived during a long one before the long one ends', async () => {
    app = createTestApp(new MemoryRunStore(), `turns-${Date.now().toString(36)}`);
    let longSteps = 0;
    let longStepsBeforeShort = -1;
    let longStarted!: () => void;
    const started = new Promise<void>((resolve) => (longStarted = resolve));
    const long = app.client.createFunction({ id: 'long', triggers: [{ event: 'test/long' }] }, async ({ step }) => {
      for (let i = 0; i < 40; i++) {
        await step.run(`piece-${i}`, async () => {
          if (i === 0) longStarted();
          await new Promise((resolve) => setTimeout(resolve, 25));
          return ++longSteps;
        });
      }
    });
    const short = app.client.createFunction({ id: 'short', triggers: [{ event: 'test/short' }] }, async ({ step }) => {
      await step.run('only', () => (longStepsBeforeShort = longSteps));
    });
    app.serve([long, short]);
    await app.executor({ concurrency: 1, turnMs: 100 });

    const { ids: [longEvent] } = await app.client.send({ name: 'test/long', data: {} });
    await started;
    const { ids: [shortEvent] } = await app.client.send({ name: 'test/short', data: {} });

    const shortRun = await waitForRun(app.store, shortEvent!, `${app.client.id}-short`, 20_000);
    const longRun = await waitForRun(app.store, longEvent!, `${app.client.id}-long`, 20_000);
    expect([shortRun.status, longRun.status]).toEqual(['completed', 'completed']);
    expect(shortRun.finishedAt!).toBeLessThan(longRun.finishedAt!);
    // It ran between two of the long run's steps, which each ran once.
    expect(longStepsBeforeShort).toBeGreaterThan(0);
    expect(longStepsBeforeShort).toBeLessThan(40);
    expect(longSteps).toBe(40);
  });
});
