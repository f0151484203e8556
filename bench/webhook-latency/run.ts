// Time from a project reaching `done` to its first webhook delivery arriving at a receiver, in
// embedded mode (PGlite in a fresh data dir, the in-process executor with its default settings):
// the project is marked done, requestCompletionWebhook is called as run-search does, and a real
// HTTP receiver on 127.0.0.1 notes when the POST has fully arrived.
// Usage: npx tsx bench/webhook-latency/run.ts [--projects 30]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startReceiver } from '../../server/webhooks/testing/test-receiver';

const { values } = parseArgs({ options: { projects: { type: 'string', default: '30' } } });
const count = Number(values.projects);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-bench-webhooks-'));

const arrivals = new Map<string, number>();
const waiters = new Map<string, () => void>();
const receiver = await startReceiver((request, response) => {
  const at = performance.now();
  const { projectId } = JSON.parse(request.body.toString('utf8')) as { projectId: string };
  if (!arrivals.has(projectId)) arrivals.set(projectId, at);
  response.end();
  waiters.get(projectId)?.();
});
// Before any app module is loaded (some read the configuration on import): embedded mode in a
// fresh data dir, never ./.data, and the receiver allowed as a private target.
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.INNGEST_SIGNING_KEY;
process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${receiver.port}`;
const { startInngest, stopInngest } = await import('../../inngest/start');
const { closeDb, getDb } = await import('../../server/db');
const { getEnv } = await import('../../server/env');
const { requestCompletionWebhook } = await import('../../server/webhooks');
const { createWorkspace } = await import('../../server/workspaces/workspaces');
if (getEnv().DATA_DIR !== dataDir || getEnv().databaseMode !== 'embedded') throw new Error('the benchmark must run on its own embedded data dir');

const { prisma } = await getDb();
const user = await prisma.user.create({ data: { email: 'bench-webhooks@example.com' } });
const { workspace } = await createWorkspace({ name: 'bench', ownerUserId: user.id });
await startInngest();

async function runningProject(): Promise<string> {
  const id = `prj_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
  await prisma.project.create({ data: { id, workspaceId: workspace.id, brief: 'bench', source: 'api', callbackUrl: receiver.url('/hook') } });
  return id;
}

function arrived(projectId: string): Promise<void> {
  return arrivals.has(projectId) ? Promise.resolve() : new Promise((resolve) => waiters.set(projectId, resolve));
}

/** Marks the project done (as run-search does), then asks for its webhook; returns done -> arrival in ms. */
async function complete(projectId: string): Promise<{ total: number; call: number }> {
  await prisma.project.update({ where: { id: projectId }, data: { status: 'done', completedAt: new Date(), totalResults: 10, verifiedResults: 8 } });
  const done = performance.now();
  await requestCompletionWebhook(projectId);
  const call = performance.now() - done;
  await arrived(projectId);
  return { total: arrivals.get(projectId)! - done, call };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms   max ${Math.max(...values).toFixed(1).padStart(6)} ms`;

// Warm-up (JIT, first queries): not measured.
for (let i = 0; i < 3; i++) await complete(await runningProject());

const sequential: Array<{ total: number; call: number }> = [];
for (let i = 0; i < count; i++) sequential.push(await complete(await runningProject()));

const burstIds = await Promise.all(Array.from({ length: count }, () => runningProject()));
const burst = await Promise.all(burstIds.map((id) => complete(id)));

console.log(`\nproject done -> first webhook delivery arrives, embedded mode (PGlite, in-process executor), ${count} projects`);
console.log(`one at a time        ${summary(sequential.map((s) => s.total))}`);
console.log(`  of which the call  ${summary(sequential.map((s) => s.call))}   (requestCompletionWebhook: payload snapshot + event)`);
console.log(`${count} at once${' '.repeat(Math.max(1, 13 - String(count).length))}${summary(burst.map((s) => s.total))}`);

await stopInngest();
await receiver.close();
await closeDb();
fs.rmSync(dataDir, { recursive: true, force: true });
