// People import benchmark:
//   npx tsx bench/people-import/run.ts [--backend pglite|postgres|both] [--pglite-sizes 10000,30000,100000]
//     [--pg-sizes 100000,300000,1000000] [--database-url postgresql://postgres@127.0.0.1:5432/bench_people] [--rounds 2]
//     [--search-only]   (engine timing only, for the largest workspace an earlier run left in the database)
//
// Writes generated people files (CSV for PGlite, JSON Lines for PostgreSQL), imports each in a
// child process of its own (the operator CLI's path: stream to stored chunks, then batches) into
// a fresh workspace, and prints rows/s and the child's memory per size: flat memory means the heap
// after a full collection does not grow with the file (the peaks also count garbage that V8, with
// more room, collects later). On PostgreSQL it then times the engine over the benchmark
// briefs for the workspace that holds the largest import (its own people + a 20k directory), and
// sets each import beside its floors (floors.ts): the goal is >= 0.3 of the COPY floor.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '@/server/db/open';
import { runSearch, seedDirectory, directorySize, workspaceSource } from '@/server/search';
import { CASES } from '../search-quality/briefs';
import { HOLDOUT_CASES } from '../search-quality/briefs-holdout';
import { FRESH_CASES } from '../search-quality/briefs-fresh';
import { measureFloors } from './floors';
import { writePeopleFile } from './generate';

const exec = promisify(execFile);

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function newWorkspace(db: Database): Promise<string> {
  const id = `bench_${randomBytes(6).toString('hex')}`;
  await db.sql.query(`INSERT INTO "Workspace" (id, name, "webhookSecretCiphertext", "updatedAt") VALUES ($1, 'import bench', 'x', now())`, [id]);
  return id;
}

async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`benchmark database name must be a plain identifier, got "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

interface ChildReport {
  rows: number;
  imported: number;
  rejected: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMb: number;
  peakHeapMb: number;
  retainedHeapMb: number;
}

async function importInChild(env: NodeJS.ProcessEnv, workspaceId: string, file: string): Promise<ChildReport> {
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'bench/people-import/import-child.ts', workspaceId, file], {
    env,
    maxBuffer: 1 << 20,
    timeout: 3_600_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as ChildReport;
}

async function run(kind: 'pglite' | 'postgres', sizes: number[], url: string, rounds: number) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const format = kind === 'pglite' ? 'csv' : 'ndjson';
  const env: NodeJS.ProcessEnv = { ...process.env, AUTH_SECRET: 'bench-auth-secret-0123456789abcdef0123456789', ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
  if (kind === 'pglite') {
    env.DATA_DIR = path.join(tmp, 'data');
    fs.mkdirSync(env.DATA_DIR);
    delete env.DATABASE_URL;
  } else {
    await ensureDatabase(url);
    env.DATABASE_URL = url;
  }
  const open = () => openDatabase(kind === 'pglite' ? { kind: 'pglite', dataDir: env.DATA_DIR! } : { kind: 'postgres', url });
  let db = await open();
  if ((await directorySize(db.sql)) === 0) await seedDirectory(db, { size: 20_000 });
  console.log(`\n${kind === 'pglite' ? 'PGlite (data directory)' : 'PostgreSQL'}: ${format.toUpperCase()} files`);
  console.log('  rows        file MB   seconds   rows/s    peak RSS MB   peak JS heap MB   JS heap after full GC MB');
  let largest: { workspaceId: string; rows: number } | null = null;
  for (const size of sizes) {
    const file = path.join(tmp, `people-${size}.${format === 'csv' ? 'csv' : 'jsonl'}`);
    const bytes = await writePeopleFile(file, size, format);
    const workspaceId = await newWorkspace(db);
    await db.close(); // PGlite: the child owns the data directory while it imports
    const report = await importInChild(env, workspaceId, file);
    console.log(`  ${String(size).padEnd(11)} ${(bytes / 1e6).toFixed(1).padStart(7)}   ${report.seconds.toFixed(1).padStart(7)}   ${String(report.rowsPerSecond).padStart(6)}    ${String(report.peakRssMb).padStart(6)}        ${String(report.peakHeapMb).padStart(6)}            ${String(report.retainedHeapMb).padStart(6)}`);
    if (report.imported + report.rejected !== report.rows) throw new Error('counts do not add up');
    fs.rmSync(file);
    if (kind === 'postgres') {
      const floors = await measureFloors(url, workspaceId, report.imported, tmp);
      const ratio = (rowsPerSecond: number) => (report.rowsPerSecond / rowsPerSecond).toFixed(2);
      console.log(
        `              floors for these rows: COPY into an unindexed table ${floors.copyRowsPerSecond} rows/s (import ${ratio(floors.copyRowsPerSecond)}x, goal >= 0.3x); ` +
          `one INSERT into a table with imported_person's ${floors.indexes} indexes ${floors.indexedInsertRowsPerSecond} rows/s (import ${ratio(floors.indexedInsertRowsPerSecond)}x); ` +
          `COPY then those indexes built once ${floors.copyThenBuildRowsPerSecond} rows/s (${(floors.copyThenBuildRowsPerSecond / floors.copyRowsPerSecond).toFixed(2)}x of COPY: the most any import keeping them can reach)`,
      );
    }
    db = await open();
    largest = { workspaceId, rows: size };
  }
  if (kind === 'postgres' && largest) await timeSearches(db, largest, rounds);
  await db.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}

async function timeSearches(db: Database, largest: { workspaceId: string; rows: number }, rounds: number) {
  {
    await db.sql.query('ANALYZE imported_person');
    const briefs = [...CASES, ...HOLDOUT_CASES, ...FRESH_CASES].filter((c) => !c.clarify).map((c) => c.brief);
    const source = workspaceSource(db, { workspaceId: largest.workspaceId, projectId: null, skipDelivered: false });
    for (const brief of briefs.slice(0, 5)) await runSearch(source, brief); // warm-up
    const times: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const brief of briefs) {
        const t = performance.now();
        await runSearch(source, brief);
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `\n  engine, brief to results, workspace with ${largest.rows.toLocaleString('en-US')} own people + 20,000 directory people: ` +
        `${times.length} searches, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(0)} ms (goal: p50 < 300 ms, p95 < 1,000 ms)`,
    );
  }
}

/** --search-only: time the engine for the workspace with the most imported people already in the database. */
async function searchOnly(url: string, rounds: number) {
  const db = await openDatabase({ kind: 'postgres', url });
  const [largest] = await db.sql.query<{ workspaceId: string; rows: number }>(
    `SELECT workspace_id AS "workspaceId", count(*)::int AS rows FROM imported_person WHERE workspace_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  );
  if (!largest) throw new Error('no imported people: run the import benchmark first');
  await timeSearches(db, largest, rounds);
  await db.close();
}

const backend = arg('--backend', 'both');
const url = arg('--database-url', 'postgresql://postgres@127.0.0.1:5432/bench_people');
const rounds = Number(arg('--rounds', '2'));
if (process.argv.includes('--search-only')) await searchOnly(url, rounds);
else if (backend !== 'postgres') await run('pglite', arg('--pglite-sizes', '10000,30000,100000').split(',').map(Number), url, rounds);
if (!process.argv.includes('--search-only') && backend !== 'pglite') await run('postgres', arg('--pg-sizes', '100000,300000,1000000').split(',').map(Number), url, rounds);
