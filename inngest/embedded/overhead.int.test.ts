import { afterAll, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { SqlRunStore } from './sql-store';
import { createTestApp, waitForRun } from './testing';

/**
 * Prints the executor's cost per step on the test database: runs of N trivial steps, timed from
 * send to completion. The SDK replays the function on every request, so per-step cost grows
 * with the step count; the figures show by how much.
 */
const app = createTestApp(new SqlRunStore((await getDb()).sql), 'overhead');
afterAll(() => app.stopAll());

it('measures per-step overhead', async () => {
  const fn = app.client.createFunction({ id: 'steps', triggers: [{ event: 'bench/steps' }] }, async ({ step, event }) => {
    let total = 0;
    for (let i = 0; i < (event.data.steps as number); i++) total += await step.run(`s${i}`, () => i);
    return total;
  });
  app.serve([fn]);
  await app.executor();
  const kind = (await getDb()).kind;
  const rows: string[] = [];
  for (const steps of [1, 5, 10, 20, 40]) {
    const execution: number[] = [];
    const pickup: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { ids } = await app.client.send({ name: 'bench/steps', data: { steps } });
      const run = await waitForRun(app.store, ids[0]!, 'overhead-steps');
      expect(run.status).toBe('completed');
      execution.push(run.finishedAt! - run.startedAt!); // claim to final save
      pickup.push(run.startedAt! - run.createdAt); // fan-out to claim
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[2]!;
    const run = median(execution);
    rows.push(`${String(steps).padStart(3)} steps: ${String(run).padStart(5)} ms per run, ${(run / steps).toFixed(2).padStart(6)} ms/step, picked up ${median(pickup)} ms after fan-out (medians of 5)`);
    expect(run / steps).toBeLessThan(100);
  }
  console.info(`embedded executor on ${kind}:\n${rows.join('\n')}`);
}, 120_000);
