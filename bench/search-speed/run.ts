// Search speed benchmark:
//   npx tsx bench/search-speed/run.ts [--backend pglite|postgres|both] [--pglite-size 100000]
//     [--pg-size 1000000] [--database-url postgresql://postgres@127.0.0.1:5432/bench_search]
//     [--rounds 3] [--explain] [--reseed]
//
// Seeds a 100k-person directory in an embedded PGlite (a fresh data directory, as a first
// `npm start` would) and a 1M-person directory in a PostgreSQL database dedicated to the
// benchmark (created if missing, reseeded when its size differs; nothing else is touched), then
// times every benchmark brief from brief to final results (interpretation, company resolution,
// planning, sub-searches, verification, ranking) and prints p50/p95 per backend, with the
// seeding time. --explain prints the query plans of the strict sub-searches of the slowest briefs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@/server/db/open';
import { compileFilters, directorySize, interpretBrief, planSubSearches, directorySource, matchCompanyNames, runSearch, seedDirectory } from '@/server/search';
import { CASES } from '../search-quality/briefs';
import { HOLDOUT_CASES } from '../search-quality/briefs-holdout';
import { FRESH_CASES } from '../search-quality/briefs-fresh';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const BRIEFS = [...CASES, ...HOLDOUT_CASES, ...FRESH_CASES].filter((c) => !c.clarify).map((c) => c.brief);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`benchmark database name must be a plain identifier, got "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function explainSlowest(db: Database, briefs: Array<{ brief: string; ms: number }>): Promise<void> {
  const source = directorySource(db);
  for (const { brief, ms } of briefs) {
    const interpretation = interpretBrief(brief);
    if (interpretation.kind !== 'criteria') continue;
    const plan = planSubSearches(await matchCompanyNames(source, interpretation));
    const strict = plan.subSearches[0]!;
    const { where, params } = compileFilters(strict.query.filters, []);
    params.push(strict.query.limit);
    const rows = await db.sql.query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) SELECT id FROM directory_person WHERE ${where} LIMIT $${params.length}`, params);
    console.log(`\n  ${brief} (${ms.toFixed(0)} ms)`);
    for (const row of rows) console.log(`    ${Object.values(row)[0]}`);
  }
}

async function bench(kind: 'pglite' | 'postgres', size: number, rounds: number, explain: boolean, url: string, reseed: boolean) {
  let dataDir: string | undefined;
  let db: Database;
  if (kind === 'pglite') {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
    db = await openDatabase({ kind: 'pglite', dataDir });
  } else {
    await ensureDatabase(url);
    db = await openDatabase({ kind: 'postgres', url });
  }
  try {
    let seedSeconds: number | null = null;
    if (reseed || (await directorySize(db.sql)) !== size) {
      const report = await seedDirectory(db, { size });
      seedSeconds = report.seconds;
    }
    const source = directorySource(db);
    for (const brief of BRIEFS) await runSearch(source, brief); // warm caches and the JIT
    const times: number[] = [];
    const perBrief = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      for (const brief of BRIEFS) {
        const started = performance.now();
        await runSearch(source, brief);
        const ms = performance.now() - started;
        times.push(ms);
        perBrief.set(brief, [...(perBrief.get(brief) ?? []), ms]);
      }
    }
    times.sort((a, b) => a - b);
    const medians = [...perBrief].map(([brief, ms]) => ({ brief, ms: ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]! })).sort((a, b) => b.ms - a.ms);
    const result = {
      backend: kind,
      people: size,
      seedSeconds,
      searches: times.length,
      p50: Math.round(percentile(times, 50) * 10) / 10,
      p95: Math.round(percentile(times, 95) * 10) / 10,
      max: Math.round(times.at(-1)! * 10) / 10,
    };
    console.log(`\n${kind} ${size.toLocaleString('en-US')} people: seeded in ${seedSeconds === null ? '(already seeded)' : `${seedSeconds}s`}; ${times.length} searches: p50 ${result.p50} ms, p95 ${result.p95} ms, max ${result.max} ms`);
    console.log('  slowest briefs (median):');
    for (const m of medians.slice(0, 5)) console.log(`    ${m.ms.toFixed(0).padStart(5)} ms  ${m.brief.slice(0, 90)}`);
    if (explain) await explainSlowest(db, medians.slice(0, 3));
    return result;
  } finally {
    await db.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const backend = arg('--backend', 'both');
  const rounds = Number(arg('--rounds', '3'));
  const explain = process.argv.includes('--explain');
  const url = arg('--database-url', 'postgresql://postgres@127.0.0.1:5432/bench_search');
  const reseed = process.argv.includes('--reseed');
  const results = [];
  if (backend === 'pglite' || backend === 'both') results.push(await bench('pglite', Number(arg('--pglite-size', '100000')), rounds, explain, url, reseed));
  if (backend === 'postgres' || backend === 'both') results.push(await bench('postgres', Number(arg('--pg-size', '1000000')), rounds, explain, url, reseed));
  console.log(`\ngoals: p50 < 300 ms on 100k PGlite, < 500 ms on 1M PostgreSQL`);
  console.log(JSON.stringify(results));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
