import { afterAll, expect, it, vi } from 'vitest';
import { getDb } from '@/server/db';
import { inngest } from '@/server/jobs/client';
import { searchRequested } from '@/server/jobs/events';
import { startInngest, stopInngest } from './start';
import { waitFor } from '@/server/jobs/embedded/testing/test-app';

afterAll(() => stopInngest());

it('starts the embedded executor once per process and stops it', async () => {
  const [first, second] = await Promise.all([startInngest(), startInngest()]);
  expect(first).not.toBeNull();
  expect(second).toBe(first);
  expect(first!.running).toBe(true);
  await stopInngest();
  expect(first!.running).toBe(false);
  const again = await startInngest();
  expect(again).not.toBe(first);
  expect(again!.running).toBe(true);
});

it('sends events into the database, in-process, and the executor takes them', async () => {
  await startInngest();
  const network = vi.spyOn(globalThis, 'fetch');
  try {
    const { ids } = await inngest.send(searchRequested.create({ projectId: 'prj_test' }));
    expect(network).not.toHaveBeenCalled();
    const { sql } = await getDb();
    const row = await waitFor(
      async () => (await sql.query<{ processedAt: Date | null; payload: { data: unknown } }>(`SELECT "processedAt", "payload" FROM "InngestEvent" WHERE "id" = $1`, [ids[0]]))[0],
      5000,
      'the event row',
    );
    expect(row.payload.data).toEqual({ projectId: 'prj_test' });
    await waitFor(async () => (await sql.query(`SELECT 1 FROM "InngestEvent" WHERE "id" = $1 AND "processedAt" IS NOT NULL`, [ids[0]])).length === 1, 5000, 'fan-out');
  } finally {
    network.mockRestore();
  }
});

it('validates event data on send', async () => {
  await expect(inngest.send(searchRequested.create({ projectId: '' }))).rejects.toThrow();
});
