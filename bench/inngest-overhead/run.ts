// The embedded executor's cost per step: runs of N trivial steps, timed from claim to final save,
// on embedded PGlite and (with --postgres <url>) on PostgreSQL. The SDK replays the function on
// every request, so per-step cost grows with the step count; the figures show by how much.
// Usage: npx tsx bench/inngest-overhead/run.ts [--postgres postgresql://postgres@127.0.0.1:5432/postgres]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SqlRunStore } from '../../server/jobs/embedded/sql-store';
import { createTestApp, waitForRun } from '../../server/jobs/embedded/testing/test-app';
import { openDatabase, type Database } from '../../server/db/open';

const { values } = parseArgs({ options: { postgres: { type: 'string' } } });

async function measure(db: Database) {
  const app = createTestApp(new SqlRunStore(db.sql), 'overhead');
  const fn = app.client.createFunction({ id: 'steps', triggers: [{ event: 'bench/steps' }] }, async ({ step, event }) => {
    let total = 0;
    for (let i = 0; i < (event.data.steps as number); i++) total += await step.run(`s${i}`, () => i);
    return total;
  });
  app.serve([fn]);
  await app.executor();
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  console.log(`\nembedded executor on ${db.kind} (medians of 5 runs):`);
  for (const steps of [1, 5, 10, 20, 40]) {
    const execution: number[] = [];
    const pickup: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { ids } = await app.client.send({ name: 'bench/steps', data: { steps } });
      const run = await waitForRun(app.store, ids[0]!, 'overhead-steps');
      execution.push(run.finishedAt! - run.startedAt!);
      pickup.push(run.startedAt! - run.createdAt);
    }
    const run = median(execution);
    console.log(`${String(steps).padStart(3)} steps: ${String(run).padStart(5)} ms per run, ${(run / steps).toFixed(2).padStart(6)} ms/step, picked up ${median(pickup)} ms after fan-out`);
  }
  await app.stopAll();
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-bench-inngest-'));
const embedded = await openDatabase({ kind: 'pglite', dataDir: dir, holder: 'bench inngest-overhead' });
await measure(embedded);
await embedded.close();
fs.rmSync(dir, { recursive: true, force: true });

if (values.postgres) {
  const name = `bench_inngest_${process.pid}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(values.postgres);
  url.pathname = `/${name}`;
  const server = await openDatabase({ kind: 'postgres', url: url.toString() });
  await measure(server);
  await server.close();
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
