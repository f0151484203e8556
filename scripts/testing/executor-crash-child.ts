/**
 * A separate process for crash.int.test.ts: runs one function on the test database and is
 * killed with SIGKILL by the test at chosen moments. Every step appends to CRASH_LOG
 * synchronously, so the log shows exactly which side effects happened, across processes.
 *   CRASH_MODE=send    send the event, then execute
 *   CRASH_MODE=resume  only execute; exit when the run has finished, printing it
 */
import fs from 'node:fs';
import { getDb } from '@/server/db';
import { SqlRunStore } from '@/server/jobs/embedded/sql-store';
import { createTestApp, waitForRun } from '@/server/jobs/embedded/testing/test-app';

const log = process.env.CRASH_LOG!;
const mode = process.env.CRASH_MODE;
const EVENT_ID = 'crash-test-event';
const mark = (what: string) => fs.appendFileSync(log, `${what} ${Date.now()} ${process.pid}\n`);

const db = await getDb();
const app = createTestApp(new SqlRunStore(db.sql), 'crash');
const fn = app.client.createFunction({ id: 'flow', triggers: [{ event: 'crash/go' }] }, async ({ step }) => {
  await step.run('a', () => mark('a'));
  await step.run('b', async () => {
    mark('b-start');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // killed in here the first time
    mark('b-done');
  });
  await step.sleep('wait', '60s'); // x 0.1 = 6 s; killed in here the second time
  await step.run('c', () => mark('c'));
  await step.run('d', () => mark('d'));
  return 'finished';
});
app.serve([fn]);
await app.executor({ sleepScale: 0.1, exclusive: db.kind === 'pglite', pollMs: 100 });
if (mode === 'send') await app.client.send({ name: 'crash/go', data: {}, id: EVENT_ID });
mark(`ready-${mode}`);
const run = await waitForRun(app.store, EVENT_ID, 'crash-flow', 120_000);
console.log(JSON.stringify(run));
await app.stopAll();
await db.close();
