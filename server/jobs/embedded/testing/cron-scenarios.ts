import { afterEach, describe, expect, it } from 'vitest';
import type { RunStore } from '../store';
import { createTestApp, waitForRun, type TestApp } from './test-app';

/**
 * Cron triggers end to end (real client, serve() handler and executor) on a clock the test moves:
 * each step sets the time, wakes the executors and waits for the run of the slot it expects.
 * A slot fired wrongly would be fanned out with (or before) the expected one, so counting runs
 * once the expected one has finished shows it.
 */
export function cronScenarios(makeStore: () => Promise<RunStore>): void {
  let app: TestApp;
  let apps = 0;
  let clock = 0;
  const newApp = async () => (app = createTestApp(await makeStore(), `cron${++apps}-${Date.now().toString(36)}`));
  const fnId = (id: string) => `${app.client.id}-${id}`;
  // A fixed clock; retention long enough that pruning never removes an earlier step's run.
  const executor = () => app.executor({ now: () => clock, retentionMs: 100 * 365 * 24 * 60 * 60_000 });
  const setClock = (iso: string) => {
    clock = Date.parse(iso);
    for (const running of app.executors) running.wake();
  };
  const slotRun = (id: string, slotIso: string) => waitForRun(app.store, `cron-${fnId(id)}-${slotIso}`, fnId(id));
  const runCount = async (id: string) => (await app.store.listRuns({ functionId: fnId(id) })).length;
  /** A function on `cron` that returns the event it was given. */
  const echo = (id: string, cron: string) =>
    app.client.createFunction({ id, triggers: [{ cron }] }, async ({ event, step }) => {
      const seen = await step.run('seen', () => ({ id: event.id, name: event.name, data: event.data, ts: event.ts }));
      return seen;
    });

  afterEach(async () => {
    await app?.stopAll();
  });

  it("runs a cron function at its next slot (not the one before it started) with Inngest's timer event, once per function", async () => {
    await newApp();
    app.serve([echo('every-minute', '* * * * *'), echo('also-every-minute', '* * * * *')]);
    setClock('2030-01-01T00:00:30.000Z');
    await executor(); // registers both triggers at the 00:00 slot, without firing it

    setClock('2030-01-01T00:01:00.000Z');
    const run = await slotRun('every-minute', '2030-01-01T00:01:00.000Z');
    expect(run.status).toBe('completed');
    const slot = Date.parse('2030-01-01T00:01:00.000Z');
    const event = { id: `cron-${fnId('every-minute')}-2030-01-01T00:01:00.000Z`, name: 'inngest/scheduled.timer', data: { cron: '* * * * *' }, ts: slot };
    expect(run.event).toEqual(event);
    expect(run.output).toEqual(event); // what the SDK handed the function
    const other = await slotRun('also-every-minute', '2030-01-01T00:01:00.000Z');
    expect(other.output).toMatchObject({ name: 'inngest/scheduled.timer', ts: slot });
    expect([await runCount('every-minute'), await runCount('also-every-minute')]).toEqual([1, 1]);

    setClock('2030-01-01T00:02:00.500Z');
    await slotRun('every-minute', '2030-01-01T00:02:00.000Z');
    expect(await runCount('every-minute')).toBe(2);
  });

  it('fires the latest slot once at start after missing several, then carries on', async () => {
    await newApp();
    app.serve([echo('missed', '*/5 * * * *')]);
    setClock('2030-01-01T00:01:00.000Z');
    await (await executor()).stop();

    setClock('2030-01-01T00:27:10.000Z'); // 00:05 to 00:25 missed while no executor ran
    await executor();
    await slotRun('missed', '2030-01-01T00:25:00.000Z');
    expect(await runCount('missed')).toBe(1);

    setClock('2030-01-01T00:30:00.000Z');
    await slotRun('missed', '2030-01-01T00:30:00.000Z');
    expect(await runCount('missed')).toBe(2);
  });

  it('fires a slot once with two executors on one store', async () => {
    await newApp();
    app.serve([echo('shared', '* * * * *')]);
    setClock('2030-01-01T00:00:05.000Z');
    await Promise.all([executor(), executor()]);
    for (const minute of ['01', '02', '03']) {
      setClock(`2030-01-01T00:${minute}:00.000Z`);
      await slotRun('shared', `2030-01-01T00:${minute}:00.000Z`);
    }
    // Both executors have looked at every slot by now (they poll every 50 ms).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runCount('shared')).toBe(3);
  });

  it('wakes for the next slot on its own, however long the poll', async () => {
    await newApp();
    app.serve([echo('punctual', '* * * * *')]);
    // A clock that runs, 400 ms before a slot; nothing but the slot may wake the executor.
    const offset = Date.parse('2030-01-01T00:00:59.600Z') - Date.now();
    const started = Date.now();
    await app.executor({ now: () => Date.now() + offset, pollMs: 60_000, retentionMs: 100 * 365 * 24 * 60 * 60_000 });
    await slotRun('punctual', '2030-01-01T00:01:00.000Z');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('keeps a TZ= schedule in its zone across both DST changes', async () => {
    await newApp();
    app.serve([echo('london', 'TZ=Europe/London 30 1 * * *')]);
    setClock('2026-03-28T12:00:00.000Z');
    await executor();
    // Spring forward: 01:30 does not exist on 2026-03-29; it fires as the clocks reach 02:00 BST.
    setClock('2026-03-29T01:00:00.000Z');
    await slotRun('london', '2026-03-29T01:00:00.000Z');
    // Autumn: 01:30 BST (00:30 UTC) fires; the repeated 01:30, now GMT, does not.
    setClock('2026-10-25T00:30:00.000Z');
    await slotRun('london', '2026-10-25T00:30:00.000Z');
    setClock('2026-10-25T01:30:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runCount('london')).toBe(2);
    setClock('2026-10-26T01:30:00.000Z');
    await slotRun('london', '2026-10-26T01:30:00.000Z');
    expect(await runCount('london')).toBe(3);
  });

  describe('invalid schedules', () => {
    it('stop the executor at start with an EmbeddedConfigError naming the function', async () => {
      await newApp();
      app.serve([echo('broken', '0 25 * * *')]);
      await expect(executor()).rejects.toMatchObject({ name: 'EmbeddedConfigError', message: expect.stringContaining(`"${fnId('broken')}"`) });
    });
  });
}
