// Facade overhead, per endpoint and per mode, against a floor measured in the same run with the
// same load generator:
//   facade  the real app (`npm start`): key check, per-key limit, routing, validation, envelope
//   floor   a bare node:http server doing the one raw statement the endpoint needs (bare-server.ts)
//   memory  the same bare server answering the facade's bytes for GET /v1/projects/{id} from memory,
//           no database (the issue's goal: the facade at >= 0.5x of it, p99 <= 25 ms at 10 connections)
//   401     the same app with no key: everything in front of authentication, no database
// for GET /v1/projects/{id}, GET /v1/projects/{id}/results?limit=100 and POST /v1/search (202),
// in embedded mode (PGlite) and PostgreSQL mode. Keys are rotated so the per-key limit never
// answers (non-2xx shows if anything did), and POST /v1/search rotates over workspaces so the
// hourly allowance of new searches never answers either (each workspace takes 19). Every load
// starts once the app is idle (the searches a POST round started have finished) and comes from a
// fresh load-generator process.
// Usage: npx tsx bench/rest-overhead/run.ts [--seconds 4] [--rounds 3] [--connections 10] [--modes embedded,postgres]
//        [--endpoints status,results,search] [--port 3290] [--admin-url postgresql://postgres@127.0.0.1:5432/postgres]
//        [--profile <dir>]: CPU profiles of the app while it serves the first endpoint given (facade only)
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createApiKey } from '../../server/api-keys/api-keys';
import { closeDb, getDb } from '../../server/db';
import { createWorkspace } from '../../server/workspaces/workspaces';
import { insertResults } from '../../test/fixtures';
import { freshEnvironment, stopGroup, waitFor } from '../support/app-process';
import type { RememberedAnswer } from './bare-server';
import type { LoadRequest, LoadResult } from './load-generator';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    modes: { type: 'string', default: 'embedded,postgres' },
    endpoints: { type: 'string', default: 'status,results,search' },
    port: { type: 'string', default: '3290' },
    'admin-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
    /** Write CPU profiles of the app's processes (the largest is the server) into this folder while it serves the first endpoint; nothing else is measured. */
    profile: { type: 'string' },
  },
});
const duration = Number(values.seconds);
/** Floor, facade and 401 path are measured in turn, this many rounds; each figure is the median round. */
const ROUNDS = Number(values.rounds);
const connections = Number(values.connections);
const port = Number(values.port);

/** Keys of the project's workspace for the GETs: at 120 requests per minute each, 360,000 requests a minute. */
const GET_KEYS = 3000;
/** Workspaces for POST /v1/search, one key each: 20 new searches per hour each, 19 taken per run. */
const WORKSPACES = 80;
/** More of them for the POST path's warm-up (as the GETs', before it is measured). */
const WARM_UP_WORKSPACES = 5;
const SEARCHES_PER_WORKSPACE = 19;
/** A brief the interpreter answers with a clarification question: a real 202, little background work. */
const SEARCH_BODY = JSON.stringify({ brief: 'somebody good' });

interface Seeded {
  getKeys: string[];
  searchKeys: string[];
  warmUpSearchKeys: string[];
  projectId: string;
  workspaceId: string;
}

async function seed(): Promise<Seeded> {
  const { prisma } = await getDb();
  const user = await prisma.user.create({ data: { email: `bench-${randomBytes(4).toString('hex')}@example.com` } });
  const newKey = async (workspaceId: string) => (await createApiKey({ kind: 'operator', workspaceId }, { name: 'bench' })).apiKey;
  const { workspace } = await createWorkspace({ name: 'bench', ownerUserId: user.id });
  const getKeys: string[] = [];
  for (let k = 0; k < GET_KEYS; k++) getKeys.push(await newKey(workspace.id));
  // searchKeys[i] is the one key of workspace i: consecutive POSTs go to different workspaces.
  const searchKeys: string[] = [];
  for (let w = 0; w < WORKSPACES + WARM_UP_WORKSPACES; w++) searchKeys.push(await newKey((await createWorkspace({ name: `bench ${w}`, ownerUserId: user.id })).workspace.id));
  const warmUpSearchKeys = searchKeys.splice(WORKSPACES);
  const projectId = 'prj_' + 'b'.repeat(24);
  await prisma.project.create({ data: { id: projectId, workspaceId: workspace.id, brief: 'bench', source: 'api', status: 'done' } });
  await insertResults(projectId, Array.from({ length: 100 }, () => ({ fields: { seniority: 'head' } })), ['Title: Head of Growth', 'Location: London']);
  await closeDb();
  return { getKeys, searchKeys, warmUpSearchKeys, projectId, workspaceId: workspace.id };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time the target's processes spent per request (µs), NaN where /proc cannot tell. */
  cpuPerRequest: number;
  non2xx: number;
  errors: number;
  statuses: string;
  /** When the load ran, on the CPU profiles' clock (µs). */
  window: [number, number];
}

/** Continues over the keys from one run to the next: every key (and workspace) takes its turn. */
let rotation = 0;

/** Clock ticks per second of /proc/<pid>/stat's CPU times (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;

/** Processes whose CPU time is the target's: a process group (the app: npm, tsx, node), one process (the floor), and every process of a command (`postgres`: the database server's backends work for whichever target is under load). */
interface CpuTarget {
  group?: number;
  pid?: number;
  command?: string;
}

/** CPU time (ms) the target's processes have used so far, from /proc; NaN where there is none. */
function cpuMs(target: CpuTarget): number {
  try {
    let ticks = 0;
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // Field 2 is the command in parentheses (it may hold spaces); after it, pgrp is field 5, utime 14, stime 15.
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const mine = Number(pid) === target.pid || Number(fields[2]) === target.group || command === target.command;
      if (mine) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

const IDLE_WINDOW_MS = 300;
const IDLE_WAIT_MS = 120_000;

/**
 * Waits until the processes use under 5% of a core: the searches an earlier POST round started
 * have finished, so each load meets an idle app (and the floor no app busy beside it).
 */
async function untilIdle(target: CpuTarget) {
  for (const deadline = Date.now() + IDLE_WAIT_MS; Date.now() < deadline; ) {
    const before = cpuMs(target);
    await new Promise((resolve) => setTimeout(resolve, IDLE_WINDOW_MS));
    // Less than before: a process of the target ended (a database backend), so look again.
    const used = cpuMs(target) - before;
    if (used >= 0 && used < IDLE_WINDOW_MS * 0.05) return;
  }
  console.error(`the app is still busy after ${IDLE_WAIT_MS / 1000} s; measuring anyway`);
}

/** A load from a fresh process (load-generator.ts), with the target's CPU time read around it. */
async function load(
  url: string,
  options: { keys?: string[]; method?: 'GET' | 'POST'; body?: string; amount?: number; cpuOf?: CpuTarget; idleFirst?: CpuTarget } = {},
): Promise<Figures> {
  if (options.idleFirst) await untilIdle(options.idleFirst);
  const generator = fork(path.join(import.meta.dirname, 'load-generator.ts'), [], { execArgv: ['--import', 'tsx'] });
  const request: LoadRequest = { url, connections, amount: options.amount, duration, method: options.method ?? 'GET', body: options.body, keys: options.keys ?? [], rotation };
  let cpuBefore = NaN;
  let from = NaN;
  // The target's CPU from the moment the generator is ready, not while it starts.
  const result = await new Promise<LoadResult>((resolve, reject) => {
    generator.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
    generator.on('message', (message: 'ready' | LoadResult) => {
      if (message !== 'ready') return resolve(message);
      if (options.cpuOf) cpuBefore = cpuMs(options.cpuOf);
      from = monotonicMicros();
      generator.send(request);
    });
  });
  const cpuSpent = options.cpuOf ? cpuMs(options.cpuOf) - cpuBefore : NaN;
  rotation = result.rotation;
  return { ...result, cpuPerRequest: (cpuSpent * 1000) / result.total, window: [from, monotonicMicros()] };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The clock of V8's CPU profiles (CLOCK_MONOTONIC), in µs: the facade rounds' windows are written beside a profile. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);
/** [from, to] of each facade round; top-frames.ts keeps only these samples when it finds windows.json. */
const profiledWindows: Array<[number, number]> = [];

interface Endpoint {
  key: 'status' | 'results' | 'search';
  name: string;
  facadePath: (projectId: string) => string;
  floorPath: (projectId: string) => string;
  method: 'GET' | 'POST';
  /** Also measured against the bare server answering the facade's bytes from memory. */
  memoryFloor?: boolean;
}
const ALL_ENDPOINTS: Endpoint[] = [
  { key: 'status', name: 'GET /v1/projects/{id}', facadePath: (id) => `/v1/projects/${id}`, floorPath: (id) => `/project/${id}`, method: 'GET', memoryFloor: true },
  { key: 'results', name: 'GET /v1/projects/{id}/results?limit=100', facadePath: (id) => `/v1/projects/${id}/results?limit=100`, floorPath: (id) => `/results/${id}`, method: 'GET' },
  { key: 'search', name: 'POST /v1/search (202)', facadePath: () => '/v1/search', floorPath: () => '/search', method: 'POST' },
];
const chosen = values.endpoints!.split(',');
const ENDPOINTS = ALL_ENDPOINTS.filter((endpoint) => chosen.includes(endpoint.key)).slice(0, values.profile ? 1 : undefined);

async function runMode(mode: 'embedded' | 'postgres') {
  const { env, dataDir, dispose: dropDatabase } = await freshEnvironment(mode, values['admin-url']!);
  const seeded = await seed();

  // The floor runs beside the app, so the two can be measured in alternating rounds and see the
  // same load from whatever else the machine runs. Embedded mode: the data directory has one
  // owner, so the floor reads a copy of it (same rows, same PGlite) taken after seeding.
  const floorTarget = env.DATABASE_URL ?? `${dataDir}-floor`;
  if (!env.DATABASE_URL) fs.cpSync(dataDir, floorTarget, { recursive: true, filter: (source) => path.basename(source) !== 'lock.json' });

  console.error(`[${mode}] starting the app on :${port} (npm start) and the floor on :${port + 1}…`);
  const profiling = values.profile
    ? { NODE_OPTIONS: `--import ${pathToFileURL(path.join(import.meta.dirname, 'cpu-profile-preload.mjs')).href}`, CPU_PROFILE_DIR: path.resolve(values.profile) }
    : {};
  const app = spawn('npm', ['start'], {
    env: { ...process.env, ...profiling, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), [floorTarget, String(port + 1), seeded.workspaceId], { execArgv: ['--import', 'tsx'] });
  const rounds: Array<{ facade: Figures[]; floor: Figures[]; unauthorized: Figures[]; memory: Figures[] }> = [];
  try {
    await new Promise((resolve) => bare.once('message', resolve));
    await waitFor(`http://127.0.0.1:${port}/v1/openapi.json`);
    // Warm-up: the first requests load modules and fill caches (every key once).
    await load(`http://127.0.0.1:${port}/v1/projects/${seeded.projectId}`, { keys: seeded.getKeys, amount: GET_KEYS });
    await load(`http://127.0.0.1:${port + 1}/project/${seeded.projectId}`, { amount: GET_KEYS });
    await rememberStatusAnswer(bare, `http://127.0.0.1:${port}/v1/projects/${seeded.projectId}`, seeded.getKeys[0]!);
    await load(`http://127.0.0.1:${port + 1}/memory`, { amount: GET_KEYS });
    for (let round = 0; round < ROUNDS; round++) rounds.push({ facade: [], floor: [], unauthorized: [], memory: [] });
    // CPU time of each target: in PostgreSQL mode the database server's too.
    const database = mode === 'postgres' ? { command: 'postgres' } : {};
    const floorCpu = { pid: bare.pid!, ...database };
    const appCpu = { group: app.pid!, ...database };
    // Endpoint by endpoint (POST last: the searches it starts keep the app's executor busy), each
    // in rounds of floor, facade, 401 path.
    for (const endpoint of ENDPOINTS) {
      const isPost = endpoint.method === 'POST';
      const body = isPost ? SEARCH_BODY : undefined;
      // POST rounds each take a share of the workspaces' hourly allowance (19 each in all).
      const amount = isPost ? Math.floor((WORKSPACES * SEARCHES_PER_WORKSPACE) / ROUNDS) : undefined;
      const facadeUrl = `http://127.0.0.1:${port}${endpoint.facadePath(seeded.projectId)}`;
      if (isPost) {
        // Its own warm-up, here rather than with the GETs': the searches it starts run in the background.
        const warmUp = { method: endpoint.method, body, amount: WARM_UP_WORKSPACES * SEARCHES_PER_WORKSPACE };
        await load(facadeUrl, { ...warmUp, keys: seeded.warmUpSearchKeys });
        await load(`http://127.0.0.1:${port + 1}${endpoint.floorPath(seeded.projectId)}`, warmUp);
      }
      for (const figures of rounds) {
        // A profile covers the facade alone. The profiler's own sampling keeps every profiled
        // process above the idle threshold, so a profiling run does not wait for idle.
        const shape = { method: endpoint.method, body, amount, idleFirst: values.profile ? undefined : appCpu };
        if (!values.profile) figures.floor.push(await load(`http://127.0.0.1:${port + 1}${endpoint.floorPath(seeded.projectId)}`, { ...shape, cpuOf: floorCpu }));
        if (!values.profile && endpoint.memoryFloor) figures.memory.push(await load(`http://127.0.0.1:${port + 1}/memory`, { ...shape, cpuOf: { pid: bare.pid! } }));
        figures.facade.push(await load(facadeUrl, { ...shape, keys: isPost ? seeded.searchKeys : seeded.getKeys, cpuOf: appCpu }));
        profiledWindows.push(figures.facade.at(-1)!.window);
        if (!values.profile) figures.unauthorized.push(await load(facadeUrl, { ...shape, cpuOf: appCpu }));
      }
    }
  } finally {
    await stop(bare);
    await stopGroup(app.pid!, values.profile ? 8000 : 3000);
  }
  fs.rmSync(`${dataDir}-floor`, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
  // Per endpoint and target, the round with the median throughput (its p50 and p99 with it).
  const median = (pick: (round: (typeof rounds)[number]) => Figures[], i: number) => {
    const sorted = rounds.map((round) => pick(round)[i]!).sort((x, y) => x.rps - y.rps);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  const facade = rounds[0]!.facade.map((_, i) => median((r) => r.facade, i));
  if (values.profile) return { facade, floor: [], unauthorized: [], ratios: [], memory: undefined };
  const floor = rounds[0]!.floor.map((_, i) => median((r) => r.floor, i));
  const unauthorized = rounds[0]!.unauthorized.map((_, i) => median((r) => r.unauthorized, i));
  const ratios = rounds[0]!.facade.map((_, i) => rounds.map((round) => round.facade[i]!.rps / round.floor[i]!.rps).sort((x, y) => x - y));
  // The status endpoint against the bytes from memory: its figures and its ratio by round.
  const statusIndex = ENDPOINTS.findIndex((endpoint) => endpoint.memoryFloor);
  const memory =
    statusIndex < 0
      ? undefined
      : {
          statusIndex,
          figures: median((r) => r.memory, 0),
          ratios: rounds.map((round) => round.facade[statusIndex]!.rps / round.memory[0]!.rps).sort((x, y) => x - y),
        };
  return { facade, floor, unauthorized, ratios, memory };
}

/** Fetches the facade's answer to GET /v1/projects/{id} and has the bare server answer it from memory. */
async function rememberStatusAnswer(bare: ChildProcess, url: string, key: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!['content-length', 'date', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
  });
  const answer: RememberedAnswer = { status: response.status, headers, body: await response.text() };
  await new Promise<void>((resolve, reject) => bare.send(answer, (error) => (error ? reject(error) : resolve())));
}

const row = (name: string, r: Figures, floor: Figures) =>
  `  ${name.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ` +
  `${(r.rps / floor.rps).toFixed(2).padStart(5)} x floor  cpu ${r.cpuPerRequest.toFixed(0).padStart(4)} µs/req  [${r.statuses}${r.errors ? ` errors ${r.errors}` : ''}]`;

const modes = values.modes!.split(',') as Array<'embedded' | 'postgres'>;
const started = new Date().toISOString();
const output: string[] = [`rest-overhead ${started}: ${connections} connections, ${ROUNDS} rounds of floor, facade and 401 path, ${duration} s each (POST: ${Math.floor((WORKSPACES * SEARCHES_PER_WORKSPACE) / ROUNDS)} requests each); figures of the median round`];
for (const mode of modes) {
  const { facade, floor, unauthorized, ratios, memory } = await runMode(mode);
  if (values.profile) {
    fs.writeFileSync(path.join(values.profile, 'windows.json'), JSON.stringify(profiledWindows));
    output.push(`${mode}: profiled ${ENDPOINTS[0]!.name} at ${facade[0]!.rps.toFixed(0)} req/s; summary: npx tsx bench/rest-overhead/top-frames.ts ${values.profile}`);
    continue;
  }
  output.push(`\n${mode === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL'}`);
  ENDPOINTS.forEach((endpoint, i) => {
    output.push(` ${endpoint.name}   facade/floor by round: ${ratios[i]!.map((r) => r.toFixed(2)).join(', ')}`);
    output.push(row('facade', facade[i]!, floor[i]!));
    output.push(row('floor', floor[i]!, floor[i]!));
    output.push(row('401 path', unauthorized[i]!, floor[i]!));
  });
  if (memory) {
    const status = facade[memory.statusIndex]!;
    const median = memory.ratios[Math.floor(memory.ratios.length / 2)]!;
    output.push(` GET /v1/projects/{id} against the same bytes from memory   facade/memory by round: ${memory.ratios.map((r) => r.toFixed(2)).join(', ')}`);
    output.push(row('memory', memory.figures, memory.figures));
    output.push(`  goal (facade >= 0.5x memory, p99 <= 25 ms): ${median >= 0.5 && status.p99 <= 25 ? 'met' : 'NOT met'} (${median.toFixed(2)}x, p99 ${status.p99.toFixed(1)} ms)`);
  }
}
console.log(output.join('\n'));
process.exit(0);
