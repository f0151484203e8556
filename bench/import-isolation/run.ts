// One workspace's imports must not slow another's answers (issue 22, item 0):
//   npx tsx bench/import-isolation/run.ts [--modes embedded,postgres] [--rows 120000] [--imports 1,4]
//     [--poll-ms 250] [--port 3390] [--admin-url postgresql://postgres@127.0.0.1:5432/postgres]
// For each mode it starts the app (`npm start`), lets workspace B finish a search, then has other
// workspaces post people files of `--rows` rows to POST /v1/people/imports (one import, then
// several at once, each from its own workspace so that no per-workspace limit spreads them out)
// while B polls its project every `--poll-ms` and, once the imports are running, starts a new
// search. It prints B's poll latency (p50, p99, max, polls over 1 s), how long B's new search took
// to finish, and each import's duration and rows/s. Goal: p99 <= 250 ms, none over 1 s.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createApiKey } from '../../server/api-keys/api-keys';
import { getDb } from '../../server/db';
import { createWorkspace } from '../../server/workspaces/workspaces';
import { writePeopleFile } from '../people-import/generate';
import { freshEnvironment, percentile, startApp, stopGroup, type Mode } from '../support/app-process';

const { values } = parseArgs({
  options: {
    modes: { type: 'string', default: 'embedded,postgres' },
    rows: { type: 'string', default: '120000' },
    imports: { type: 'string', default: '1,4' },
    'poll-ms': { type: 'string', default: '250' },
    port: { type: 'string', default: '3390' },
    'admin-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
    /** Write CPU profiles of the app's processes into this folder (bench/rest-overhead/top-frames.ts reads them). */
    profile: { type: 'string' },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const pollMs = Number(values['poll-ms']);
const importCounts = values.imports!.split(',').map(Number);
const BRIEF = 'Heads of growth at fintech companies in London';

/** B polls with these many keys of its workspace in turn: one key would meet its per-minute limit at 4 polls a second. */
const POLL_KEYS = 4;

/** Workspace B's keys, then one key for each importing workspace. */
async function seed(importers: number): Promise<{ pollKeys: string[]; importerKeys: string[] }> {
  const { prisma } = await getDb();
  const user = await prisma.user.create({ data: { email: `bench-${randomBytes(4).toString('hex')}@example.com` } });
  const keysOf = async (name: string, count: number) => {
    const { workspace } = await createWorkspace({ name, ownerUserId: user.id, credits: 100_000 });
    const keys: string[] = [];
    for (let k = 0; k < count; k++) keys.push((await createApiKey({ kind: 'operator', workspaceId: workspace.id }, { name: 'bench' })).apiKey);
    return keys;
  };
  const pollKeys = await keysOf('polite', POLL_KEYS);
  const importerKeys: string[] = [];
  for (let w = 0; w < importers; w++) importerKeys.push(...(await keysOf(`importer ${w}`, 1)));
  return { pollKeys, importerKeys };
}

const call = async (key: string, method: string, route: string, body?: BodyInit, type = 'application/json') => {
  // Uploads on a connection of their own: a kept-alive one may be closed by the server as the body starts.
  const headers = { authorization: `Bearer ${key}`, 'content-type': type, ...(body instanceof Blob ? { connection: 'close' } : {}) };
  const response = await fetch(`${base}${route}`, { method, body, headers });
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
};

async function search(key: string): Promise<string> {
  const created = await call(key, 'POST', '/v1/search', JSON.stringify({ brief: BRIEF }));
  if (created.status !== 202) throw new Error(`POST /v1/search answered ${created.status}: ${JSON.stringify(created.json)}`);
  return String(created.json!.projectId);
}

async function untilDone(key: string, projectId: string, timeoutMs = 600_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const { json } = await call(key, 'GET', `/v1/projects/${projectId}`).catch(() => ({ json: null }));
    if (json && json.status !== 'running') return;
  }
  throw new Error(`project ${projectId} still running after ${timeoutMs / 1000} s`);
}

interface ImportFigures {
  seconds: number;
  rows: number;
  status: string;
}

async function runImport(key: string, file: Uint8Array<ArrayBuffer>): Promise<ImportFigures> {
  const started = performance.now();
  const created = await call(key, 'POST', '/v1/people/imports?kind=people', new Blob([file]), 'text/csv');
  if (created.status !== 202) throw new Error(`POST /v1/people/imports answered ${created.status}: ${JSON.stringify(created.json)}`);
  const importId = String(created.json!.importId);
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const { json } = await call(key, 'GET', `/v1/people/imports/${importId}`).catch(() => ({ json: null })); // measured by B's polls
    if (json && json.status !== 'running') return { seconds: (performance.now() - started) / 1000, rows: Number(json.rows), status: String(json.status) };
  }
}

/** B polls its finished project every pollMs until `until` settles; each poll's latency in ms. */
async function pollWhile(keys: string[], projectId: string, until: Promise<unknown>): Promise<{ latencies: number[]; failures: number }> {
  let running = true;
  void until.finally(() => (running = false));
  const latencies: number[] = [];
  let failures = 0;
  while (running) {
    const started = performance.now();
    const { status } = await call(keys[latencies.length % keys.length]!, 'GET', `/v1/projects/${projectId}`).catch(() => ({ status: 0 }));
    latencies.push(performance.now() - started);
    if (status !== 200) failures++;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return { latencies, failures };
}

async function runMode(mode: Mode, file: Uint8Array<ArrayBuffer>) {
  const app = await freshEnvironment(mode, values['admin-url']!);
  const { pollKeys, importerKeys: importers } = await seed(Math.max(...importCounts));
  const polite = pollKeys[0]!;
  const profiling: Record<string, string> = values.profile
    ? { NODE_OPTIONS: `--import ${pathToFileURL(path.join(import.meta.dirname, '../rest-overhead/cpu-profile-preload.mjs')).href}`, CPU_PROFILE_DIR: path.resolve(values.profile) }
    : {};
  const child = await startApp(app, port, profiling);
  try {
    const projectId = await search(polite);
    await untilDone(polite, projectId);
    for (const count of importCounts) {
      const imports = Promise.all(importers.slice(0, count).map((key) => runImport(key, file)));
      // B's new search starts once the imports are under way, and is timed to its end.
      const newSearch = (async () => {
        await new Promise((r) => setTimeout(r, 2000));
        const started = performance.now();
        await untilDone(polite, await search(polite));
        return (performance.now() - started) / 1000;
      })();
      const [{ latencies, failures }, figures, searchSeconds] = await Promise.all([pollWhile(pollKeys, projectId, imports), imports, newSearch]);
      const sorted = [...latencies].sort((a, b) => a - b);
      const rowsPerSecond = figures.map((f) => Math.round(f.rows / f.seconds));
      console.log(
        `[${mode}] ${count} import(s) of ${values.rows} rows: polls ${sorted.length}, p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
          `p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms, over 1 s: ${sorted.filter((l) => l > 1000).length}, ` +
          `failed: ${failures}; B's new search done in ${searchSeconds.toFixed(1)} s; imports ${figures.map((f) => `${f.status} ${f.rows} rows in ${f.seconds.toFixed(1)} s`).join(', ')} ` +
          `(${rowsPerSecond.join(', ')} rows/s)`,
      );
    }
  } finally {
    await stopGroup(child.pid!, values.profile ? 8000 : 3000);
    await app.dispose();
  }
}

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ps-isolation-')), 'people.csv');
const bytes = await writePeopleFile(file, Number(values.rows), 'csv');
console.log(`people file: ${values.rows} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
const body = new Uint8Array(fs.readFileSync(file));
for (const mode of values.modes!.split(',') as Mode[]) await runMode(mode, body);
process.exit(0);
