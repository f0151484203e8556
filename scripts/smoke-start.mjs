// `npm start` smoke test, run by .ci/run on each supported Node (whichever `node` is first on
// PATH): a workspace and API key from the operator CLI, then `npm start` on a free port with a
// fresh embedded database, one search through /v1 until it is done, its results page, and a clean
// stop. `--fresh-build` makes `npm start` build the app again with this Node instead of reusing
// .next. Exits 0 with one "smoke-start: ok" line, or 1 with the reason and the server's log tail.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const START_TIMEOUT_MS = 15 * 60_000; // the first start builds the app: minutes on 2 cores
const SEARCH_TIMEOUT_MS = 3 * 60_000;
const BRIEF = 'find 5 software engineers in Berlin';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-smoke-'));
const dataDir = path.join(workDir, 'data');
const logFile = path.join(workDir, 'server.log');
const env = { ...process.env, DATA_DIR: dataDir, PEOPLE_DIRECTORY_SIZE: '500', NEXT_TELEMETRY_DISABLED: '1' };
const started = Date.now();
let server;

const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (message) => console.log(`smoke-start [${seconds()}]: ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Kills the whole `npm start` process group (npm, sh, tsx, node): SIGTERM, then SIGKILL.
async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped) {
    process.kill(-server.pid, 'SIGKILL');
    await exited;
  }
  return stopped;
}

async function fail(message) {
  console.error(`smoke-start: FAILED after ${seconds()}: ${message}`);
  await stopServer().catch(() => undefined);
  if (fs.existsSync(logFile)) console.error(`--- last lines of the server log (${logFile}) ---\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n')}`);
  process.exit(1);
}

async function request(base, method, pathname, { key, body } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

async function main() {
  step(`Node ${process.version}, data in ${dataDir}`);
  // npm start's processes find `node` on PATH: it must be this one, or the test proves nothing.
  const pathNode = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (pathNode !== process.version) return fail(`the node on PATH is ${pathNode}, not ${process.version}: npm start would run on another Node`);
  if (process.argv.includes('--fresh-build')) fs.rmSync(path.join('.next', 'source-stamp'), { force: true });

  // Embedded mode: the CLI needs the data directory to itself, so it runs before the server.
  const admin = spawnSync('npm', ['run', '--silent', 'admin', '--', 'create-workspace', '--name', 'Smoke', '--owner', 'smoke@example.test', '--credits', '100'], { env, encoding: 'utf8' });
  if (admin.status !== 0) return fail(`admin create-workspace exited ${admin.status}: ${admin.stderr}`);
  const { apiKey } = JSON.parse(admin.stdout.trim().split('\n').pop());
  if (!apiKey?.startsWith('ok_live_')) return fail(`admin create-workspace printed no API key: ${admin.stdout}`);
  step('workspace and API key created with the operator CLI');

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'w');
  server = spawn('npm', ['start'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', log, log], detached: true });
  server.once('exit', (code, signal) => step(`npm start exited (${signal ?? code})`));

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) return fail(`npm start exited (${server.signalCode ?? server.exitCode}) before answering`);
    if (Date.now() > deadline) return fail(`no answer on ${base} within ${START_TIMEOUT_MS / 60_000} min`);
    const spec = await request(base, 'GET', '/v1/openapi.json').catch(() => undefined);
    if (spec?.status === 200) break;
    await sleep(1000);
  }
  step(`npm start answers on port ${port}`);

  const created = await request(base, 'POST', '/v1/search', { key: apiKey, body: { brief: BRIEF } });
  if (created.status !== 202 || created.json?.status !== 'running') return fail(`POST /v1/search answered ${created.status}: ${created.text}`);
  const { projectId } = created.json;
  step(`POST /v1/search: 202, project ${projectId}`);

  const searchDeadline = Date.now() + SEARCH_TIMEOUT_MS;
  let project;
  for (;;) {
    project = await request(base, 'GET', `/v1/projects/${projectId}`, { key: apiKey });
    if (project.status !== 200) return fail(`GET /v1/projects/${projectId} answered ${project.status}: ${project.text}`);
    if (project.json.done) break;
    if (project.json.status === 'awaiting_input') return fail(`the brief was not understood: ${project.text}`);
    if (Date.now() > searchDeadline) return fail(`search not done within ${SEARCH_TIMEOUT_MS / 60_000} min: ${project.text}`);
    await sleep(1000);
  }
  step(`search done: ${project.json.totalResults} results`);

  const results = await request(base, 'GET', `/v1/projects/${projectId}/results`, { key: apiKey });
  if (results.status !== 200 || !Array.isArray(results.json?.results)) return fail(`GET /v1/projects/${projectId}/results answered ${results.status}: ${results.text}`);
  if (results.json.total !== project.json.totalResults) return fail(`results total ${results.json.total} differs from the project's ${project.json.totalResults}`);
  step(`results: 200, ${results.json.results.length} on the first page`);

  if (!(await stopServer())) return fail('npm start did not stop within 15 s of SIGTERM');
  fs.rmSync(workDir, { recursive: true, force: true });
  console.log(`smoke-start: ok on Node ${process.version} in ${seconds()}`);
}

process.on('SIGINT', () => void fail('interrupted'));
main().catch((error) => fail(error?.stack ?? String(error)));
