// The search lifecycle in embedded mode, in-process through the real /v1 handlers:
//   1. POST /v1/search -> done, p50/p95 over the quality benchmark's briefs (default directory size);
//   2. GET results and export.csv throughput on a project of 1,000 results;
//   3. peak memory while streaming the CSV of a 10,000-result project.
// Usage: node --expose-gc --import tsx bench/search-lifecycle/run.ts (gc makes the memory baseline honest)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CASES } from '../search-quality/briefs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-bench-lifecycle-'));
process.env.DATA_DIR = dataDir;
// As `next start` runs: trpc-to-openapi re-validates the whole router per request outside production.
(process.env as Record<string, string>).NODE_ENV = 'production';

const { getDb, closeDb } = await import('../../server/db');
const { getEnv } = await import('../../server/env');
const { startInngest, stopInngest } = await import('../../inngest/start');
const { ensureDirectorySeeded } = await import('../../server/search');
const { signUp } = await import('../../server/auth/users');
const { createApiKey } = await import('../../server/api-keys/api-keys');
const { dispatchV1Fetch } = await import('../../server/api/rest/v1-dispatch');
const { SEARCHES_PER_HOUR } = await import('../../server/limits/policy');

const db = await getDb();
const seeded = await ensureDirectorySeeded(db, getEnv().PEOPLE_DIRECTORY_SIZE);
console.log(`directory: ${seeded.size} people (seeded in ${seeded.seconds} s)`);
await startInngest();

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const request = (method: string, url: string, key: string, body?: unknown) =>
  new Request(`http://bench.local/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A workspace with `keys` API keys: the per-key limit (120/min) must not shape the figures. */
async function workspace(keys: number) {
  const { user, workspace } = await signUp({ email: `bench-${randomBytes(4).toString('hex')}@example.com`, password: 'bench password', credits: 10_000_000 });
  const owner = { kind: 'user' as const, userId: user.id, workspaceId: workspace.id, role: 'owner' as const };
  const apiKeys: string[] = [];
  for (let i = 0; i < keys; i++) apiKeys.push((await createApiKey(owner, { name: `bench ${i}` })).apiKey);
  return { workspaceId: workspace.id, apiKeys };
}

// 1. Brief to done.
const latencies: number[] = [];
const outcomes: Record<string, number> = {};
let ws = await workspace(1);
for (const [i, c] of CASES.entries()) {
  if (i > 0 && i % SEARCHES_PER_HOUR === 0) ws = await workspace(1);
  const started = performance.now();
  const created = await dispatchV1Fetch(request('POST', '/search', ws.apiKeys[0]!, { brief: c.brief }));
  const { projectId } = await created.json();
  for (;;) {
    const [row] = await db.sql.query<{ status: string }>('SELECT status FROM "Project" WHERE id = $1', [projectId]);
    if (row?.status !== 'running') {
      outcomes[row!.status] = (outcomes[row!.status] ?? 0) + 1;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  latencies.push(performance.now() - started);
}
console.log(
  `\nPOST /v1/search -> finished, ${CASES.length} briefs (${Object.entries(outcomes).map(([k, v]) => `${v} ${k}`).join(', ')}):` +
    ` p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
);
await stopInngest();

// 2. Throughput on a project of 1,000 results.
async function projectWithResults(workspaceId: string, count: number) {
  const id = `prj_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'b').slice(0, 24)}`;
  await db.prisma.project.create({
    data: { id, workspaceId, brief: 'bench', source: 'api', status: 'done', totalResults: count, criteria: [{ name: 'Role: Software Engineer' }, { name: 'Location: Berlin' }] },
  });
  const people = await db.sql.query<Record<string, string>>(
    `SELECT first_name, last_name, full_name, title, company_name, city, country, linkedin_url, email FROM directory_person LIMIT $1`,
    [count],
  );
  for (let i = 0; i < count; i += 1000) {
    await db.prisma.result.createMany({
      data: people.slice(i, i + 1000).map((p, j) => ({
        projectId: id, rank: i + j, fullName: p.full_name!, firstName: p.first_name!, lastName: p.last_name!, title: p.title!,
        company: p.company_name!, location: `${p.city}, ${p.country}`, linkedinUrl: p.linkedin_url!, primaryEmail: p.email ?? null,
        surfacedBy: 'Strict match', fields: { seniority: 'senior', skills: 'Go, Kubernetes, PostgreSQL', yearsExperience: 9 },
        verdicts: { 'Role: Software Engineer': 'yes', 'Location: Berlin': 'yes' },
      })),
    });
  }
  return id;
}

const big = await workspace(60);
const thousand = await projectWithResults(big.workspaceId, 1000);
let keyIndex = 0;
const nextKey = () => big.apiKeys[keyIndex++ % big.apiKeys.length]!;
async function throughput(label: string, count: number, call: () => Promise<Response>) {
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) bytes += (await (await call()).arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(44)} ${(count / seconds).toFixed(1).padStart(7)} req/s  ${((bytes / seconds) / 1e6).toFixed(1).padStart(6)} MB/s  (${(bytes / count / 1024).toFixed(0)} KiB each)`);
}
console.log('\nProject of 1,000 results:');
await throughput('GET results?limit=100 (10 pages in turn)', 300, () => {
  const offset = (keyIndex % 10) * 100;
  return dispatchV1Fetch(request('GET', `/projects/${thousand}/results?limit=100&offset=${offset}`, nextKey()));
});
await throughput('GET results (default page of 25)', 300, () => dispatchV1Fetch(request('GET', `/projects/${thousand}/results`, nextKey())));
await throughput('GET export.csv (all 1,000 rows)', 60, () => dispatchV1Fetch(request('GET', `/projects/${thousand}/export.csv`, nextKey())));

// 3. Peak memory of a 10,000-row export, consumed chunk by chunk like a client download.
const tenThousand = await projectWithResults(big.workspaceId, 10_000);
global.gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed;
// Sampled per chunk: the reading loop keeps the event loop busy, so a timer would rarely fire.
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
const started = performance.now();
const response = await dispatchV1Fetch(request('GET', `/projects/${tenThousand}/export.csv`, nextKey()));
let size = 0;
const reader = response.body!.getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  size += value.byteLength;
  sample();
}
console.log(
  `\n10,000-row CSV export: ${(size / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(2)} s; ` +
    `peak RSS +${((peakRss - base.rss) / 1e6).toFixed(1)} MB, peak heap +${((peakHeap - base.heapUsed) / 1e6).toFixed(1)} MB over the baseline ` +
    `(baseline RSS ${(base.rss / 1e6).toFixed(0)} MB)`,
);

await closeDb();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
