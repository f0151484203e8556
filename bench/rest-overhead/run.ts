// Facade overhead: GET /v1/projects/{id} through the real app (next start: key check, rate limit,
// trpc-to-openapi, envelope) against a bare Node server doing the same single database read.
// Usage: npx tsx bench/rest-overhead/run.ts [--seconds 10] [--connections 10]
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createApiKey } from '../../server/api-keys/api-keys';
import { closeDb, getDb } from '../../server/db';
import { createWorkspace } from '../../server/workspaces/workspaces';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const duration = Number(values.seconds);
const connections = Number(values.connections);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-bench-'));
process.env.DATA_DIR = dataDir;

async function seed() {
  const { prisma } = await getDb();
  const user = await prisma.user.create({ data: { email: 'bench@example.com' } });
  const { workspace } = await createWorkspace({ name: 'bench', ownerUserId: user.id });
  // The per-key limit (120/min) would turn a load test into a 429 test: rotate over many keys so
  // every request takes the full path (non-2xx in the output shows if any did not).
  const apiKeys: string[] = [];
  for (let i = 0; i < KEYS; i++) apiKeys.push((await createApiKey({ kind: 'operator', workspaceId: workspace.id }, { name: `bench ${i}` })).apiKey);
  const projectId = 'prj_' + 'b'.repeat(24);
  await prisma.project.create({ data: { id: projectId, workspaceId: workspace.id, brief: 'bench', source: 'api' } });
  await closeDb();
  return { apiKeys, projectId };
}

async function waitFor(url: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(url, { headers });
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never came up`);
}

async function load(url: string, keys: string[] = []) {
  let next = 0;
  const result = await autocannon({
    url,
    duration,
    connections,
    requests: [{ setupRequest: (req) => (keys.length ? { ...req, headers: { authorization: `Bearer ${keys[next++ % keys.length]}` } } : req) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const KEYS = 400;
const { apiKeys, projectId } = await seed();
const port = 3290;
console.log(`Building and starting the app on :${port} (embedded, ${dataDir})…`);
const app = spawn('npm', ['start'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
await waitFor(`http://127.0.0.1:${port}/v1/openapi.json`);
const facade = await load(`http://127.0.0.1:${port}/v1/projects/${projectId}`, apiKeys);
process.kill(-app.pid!, 'SIGTERM');
await new Promise((r) => setTimeout(r, 1500));

const bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), [dataDir, String(port + 1)], { execArgv: ['--import', 'tsx'] });
await new Promise((resolve) => bare.once('message', resolve));
const baseline = await load(`http://127.0.0.1:${port + 1}/${projectId}`);
await stop(bare);
fs.rmSync(dataDir, { recursive: true, force: true });

const row = (name: string, r: typeof facade) =>
  `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;
console.log(`\nGET /v1/projects/{id}, ${connections} connections, ${duration} s each`);
console.log(row('facade (next start /v1)', facade));
console.log(row('bare node http + same read', baseline));
console.log(`overhead: ${(baseline.rps / facade.rps).toFixed(2)}x throughput, p50 +${(facade.p50 - baseline.p50).toFixed(1)} ms`);
