// Monitors (issue 26): the scheduler's cost with 10,000 active monitors, and a scheduled run's
// latency after its slot.
//   npx tsx bench/monitors/run.ts [--backend pglite|postgres] [--postgres-url postgresql://postgres@127.0.0.1:5432/postgres]
//     [--monitors 10000] [--reads 500] [--due 100,500,2000] [--ticks 20] [--runs 20] [--cron-runs 3]
//
// PGlite (default: a fresh data directory, as a first `npm start` makes) or PostgreSQL (a database
// of its own, created for the run and dropped after it). 10,000 active monitors (and 1,000 paused
// ones) over 100 workspaces, inserted in SQL: daily, weekly and cron schedules in five time zones,
// created over the last 90 days, each nextRunAt its real next slot (slotAfter), so runs spread over
// the next 7 days and cluster where cron schedules share a minute. No slot falls in the run's first
// hour, so the embedded cron never fans these out while the latency part runs.
//   1. A scheduled run's latency (embedded executor running, directory seeded): a monitor of a
//      fresh workspace becomes due and one scheduler tick runs. "tick" rows call the tick's work,
//      fanOutDueMonitors, directly at the slot; "cron" rows wait for the embedded executor's
//      `* * * * *` trigger of schedule-monitors (the slot is the minute boundary, so the cron's
//      own lateness is included; up to a minute's wait each). Beside them, the floor: "run now"
//      (startMonitorRun directly, no tick and no run-monitor hop) on the same briefs.
//   2. The scheduler's cost (executor stopped: the fanned-out events are stored, never run):
//      (a) a tick with nothing due: the due read (dueMonitors) alone; (b) ticks with N due: the
//      due read with N due, then the whole tick as schedule-monitors does it (fanOutDueMonitors
//      batches of DUE_BATCH until one is not full: read + one event per monitor + advance);
//      (c) the floor: one primary-key read of one Monitor row (the due read's columns),
//      interleaved with (a). Ratios are against (c)'s p50. EXPLAIN ANALYZE shows the due read's plan.
// Figures only; nothing here asserts a timing.
//
// Measured on the development container (2 CPUs, Node 20, PostgreSQL on 127.0.0.1, 20,000-person
// directory, defaults; p50 / p95 in ms; a busy machine, as in earlier runs, doubles most figures):
//                                                        PGlite              PostgreSQL
//   (c) floor: one Monitor row by primary key           0.06 / 0.26          0.22 / 0.51
//   (a) nothing due: the due read                       0.05 / 0.23 (0.8x)   0.22 / 0.49 (1.0x)
//   (b) 100 due: the due read                           2.0 / 3.1 (32x)      1.7 / 3.2 (7.8x)
//                the whole tick                         38 / 55 (600x)       32 / 38 (144x)
//                per due monitor                        0.38 / 0.55          0.31 / 0.38
//       500 due: the due read (500 rows)                5.3 / 6.8 (85x)      3.6 / 4.7 (17x)
//                the whole tick (2 batches)             121 / 165            139 / 151
//                per due monitor                        0.24 / 0.33          0.28 / 0.30
//       2,000 due (a backlog): the whole tick (5 batches) 792 / 872          544 / 574 (0.27 ms a monitor)
//   Of a tick, computing the next slots (slotAfter: croner in the monitor's time zone, CPU only) is
//   the largest part: 80 ms of 500 monitors' 121-139 ms. The due read uses Monitor(status,
//   nextRunAt) on both (bitmap index scan, then a top-N sort of the due rows; paused monitors with
//   past slots are never read). On PostgreSQL, without a vacuum between ticks, the index scan
//   also visits the dead entries of advanced monitors (14,023 for 2,000 due), still 2.9 ms.
//   A scheduled run, from its slot (20 briefs; 3 slots of the real cron):
//     run now (floor: startMonitorRun, no tick)  exists 7 / 14, ended 158 / 307   exists 7 / 26, ended 150 / 248
//     tick at the slot (fanOutDueMonitors)       exists 25 / 55, ended 162 / 296  exists 29 / 43, ended 177 / 268
//     the embedded cron, from the minute boundary exists 73-81, ended 243-305     exists 65-133, ended 263-387
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CASES } from '../search-quality/briefs';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const backend = arg('--backend', 'pglite');
if (backend !== 'pglite' && backend !== 'postgres') throw new Error(`--backend must be pglite or postgres, got "${backend}"`);
const MONITORS = Number(arg('--monitors', '10000'));
const READS = Number(arg('--reads', '500'));
const DUE = arg('--due', '100,500,2000').split(',').map(Number);
const TICKS = Number(arg('--ticks', '20'));
const RUNS = Number(arg('--runs', '20'));
const CRON_RUNS = Number(arg('--cron-runs', '3'));

// Before any app module is loaded (some read the configuration on import): embedded job runtime,
// and a database nobody else uses.
delete process.env.INNGEST_SIGNING_KEY;
delete process.env.INNGEST_EVENT_KEY;
let dataDir: string | undefined;
let dropDatabase = async () => {};
if (backend === 'pglite') {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-bench-monitors-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
} else {
  const adminUrl = arg('--postgres-url', 'postgresql://postgres@127.0.0.1:5432/postgres');
  const name = `bench_monitors_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.AUTH_SECRET ??= 'bench-auth-secret-0123456789abcdef0123456789';
  process.env.ENCRYPTION_KEY ??= Buffer.alloc(32, 7).toString('base64');
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await client.end();
  };
}

const { getDb, closeDb } = await import('../../server/db');
const { getEnv } = await import('../../server/env');
const { startInngest, stopInngest } = await import('../../inngest/start');
const { ensureDirectorySeeded } = await import('../../server/search');
const { signUp } = await import('../../server/auth/users');
const { DUE_BATCH, fanOutDueMonitors } = await import('../../server/monitors/due-monitors');
const { dueMonitors, insertMonitor, monitorById } = await import('../../server/monitors/monitor-store');
const { slotAfter } = await import('../../server/monitors/monitors');
const { newMonitorId } = await import('../../server/monitors/monitor-id');
const { startMonitorRun } = await import('../../server/monitors/run-monitor');
const env = getEnv();
if (env.inngestMode !== 'embedded' || env.databaseMode !== (backend === 'pglite' ? 'embedded' : 'postgres')) throw new Error('the benchmark must run embedded on its own database');
const db = await getDb();
const { sql } = db;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0)).padStart(6);
const summary = (values: number[]) => `p50 ${ms(percentile(values, 50))} ms   p95 ${ms(percentile(values, 95))} ms   max ${ms(Math.max(...values))} ms`;
const sleep = (waitMs: number) => new Promise((resolve) => setTimeout(resolve, waitMs));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

const BRIEFS = CASES.filter((c) => !c.clarify).map((c) => c.brief);
const TIMEZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];
const CRONS = ['0 9 * * 1-5', '30 8 * * 1', '0 */6 * * *', '45 17 * * 5', '0 12 * * 2,4'];
const started = new Date();

console.log(`\nmonitors on ${backend === 'pglite' ? 'PGlite (fresh data directory)' : 'PostgreSQL (a database of its own)'}, embedded job runtime`);

// ---- Set-up: the directory for the runs, then 10,000 active monitors inserted in SQL.
const seeded = await ensureDirectorySeeded(db, env.PEOPLE_DIRECTORY_SIZE);
console.log(`directory: ${seeded.size.toLocaleString('en-US')} people (seeded in ${seeded.seconds} s)`);

const workspaceIds = Array.from({ length: 100 }, () => `bench_${randomBytes(6).toString('hex')}`);
await sql.query(
  `INSERT INTO "Workspace" (id, name, "webhookSecretCiphertext", "updatedAt") SELECT id, 'monitors bench', 'x', now() FROM unnest($1::text[]) AS w(id)`,
  [workspaceIds],
);
const horizon = new Date(started.getTime() + 3600_000);
interface Row {
  id: string;
  workspaceId: string;
  brief: string;
  schedule: string;
  timezone: string;
  status: 'active' | 'paused';
  createdAt: Date;
  nextRunAt: Date;
}
const rows: Row[] = [];
for (let i = 0; i < MONITORS + MONITORS / 10; i++) {
  const draw = Math.random();
  const schedule = draw < 0.45 ? 'daily' : draw < 0.75 ? 'weekly' : pick(CRONS);
  const createdAt = new Date(started.getTime() - Math.floor(Math.random() * 90 * 86_400_000));
  const timezone = pick(TIMEZONES);
  rows.push({
    id: newMonitorId(),
    workspaceId: workspaceIds[i % workspaceIds.length]!,
    brief: BRIEFS[i % BRIEFS.length]!,
    schedule,
    timezone,
    status: i < MONITORS ? 'active' : 'paused',
    createdAt,
    // A paused monitor keeps the slot it had when it paused (often long past): the index's status prefix must leave it out.
    nextRunAt: i < MONITORS ? slotAfter({ schedule, timezone, createdAt }, horizon) : new Date(started.getTime() - Math.floor(Math.random() * 30 * 86_400_000)),
  });
}
const insertStarted = performance.now();
for (let i = 0; i < rows.length; i += 1000) {
  const chunk = rows.slice(i, i + 1000);
  const column = <K extends keyof Row>(key: K) => chunk.map((row) => (row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]));
  await sql.query(
    `INSERT INTO "Monitor" (id, "workspaceId", brief, schedule, timezone, status, "createdAt", "nextRunAt", "updatedAt")
     SELECT id, ws, brief, schedule, tz, status::"MonitorStatus", created, next, now()
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[])
         AS m(id, ws, brief, schedule, tz, status, created, next)`,
    [column('id'), column('workspaceId'), column('brief'), column('schedule'), column('timezone'), column('status'), column('createdAt'), column('nextRunAt')],
  );
}
const active = rows.filter((row) => row.status === 'active');
const perMinute = new Map<number, number>();
for (const row of active) perMinute.set(row.nextRunAt.getTime(), (perMinute.get(row.nextRunAt.getTime()) ?? 0) + 1);
const within = (hours: number) => active.filter((row) => row.nextRunAt.getTime() - started.getTime() <= hours * 3600_000).length;
const last = Math.max(...active.map((row) => row.nextRunAt.getTime()));
console.log(
  `${active.length.toLocaleString('en-US')} active + ${(rows.length - active.length).toLocaleString('en-US')} paused monitors over ${workspaceIds.length} workspaces, inserted in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s ` +
    `(45% daily, 30% weekly, 25% cron; ${TIMEZONES.length} time zones). Next slots: ${within(24).toLocaleString('en-US')} within a day, ` +
    `${within(72).toLocaleString('en-US')} within 3 days, the last ${((last - started.getTime()) / 86_400_000).toFixed(1)} days away; ` +
    `${perMinute.size.toLocaleString('en-US')} distinct minutes, the busiest with ${Math.max(...perMinute.values())} monitors due at once`,
);

// ---- 1. A scheduled run's latency after its slot.
const quiet = { info: () => {}, warn: (message: string) => console.warn(`[inngest:embedded] ${message}`), error: (message: string, error?: unknown) => console.error(`[inngest:embedded] ${message}`, error ?? '') };
await startInngest({ logger: quiet });

/** A fresh workspace (its own hourly allowance) with one daily monitor due at `slot`. */
async function dueMonitor(brief: string, slot: Date) {
  const { workspace } = await signUp({ email: `bench-${randomBytes(5).toString('hex')}@example.com`, password: 'bench password', credits: 10_000 });
  const id = newMonitorId();
  await insertMonitor(sql, {
    id, workspaceId: workspace.id, brief, schedule: 'daily', timezone: 'UTC', callbackUrl: null, nextRunAt: slot,
    slackTeamId: null, slackChannelId: null, slackUserId: null, createdById: null, createdAt: new Date(),
  });
  return (await monitorById(sql, id))!;
}

interface Timing {
  exists: number;
  done: number;
  status: string;
}
/** Polls until the monitor's run has a project, then until it has ended; times from `fromMs` (epoch ms). */
async function followRun(monitorId: string, fromMs: number): Promise<Timing> {
  let exists = 0;
  for (let i = 0; ; i++) {
    const [row] = await sql.query<{ status: string }>('SELECT status FROM "Project" WHERE "monitorId" = $1', [monitorId]);
    if (row && !exists) exists = Date.now() - fromMs;
    if (row && row.status !== 'running') return { exists, done: Date.now() - fromMs, status: row.status };
    if (i > 60_000) throw new Error(`the run of ${monitorId} did not end`);
    await sleep(2);
  }
}

const statuses = (timings: Timing[]) =>
  Object.entries(timings.reduce<Record<string, number>>((count, t) => ({ ...count, [t.status]: (count[t.status] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');

// Warm-up (JIT, first queries, the engine's caches): not measured.
for (let i = 0; i < 3; i++) {
  const monitor = await dueMonitor(BRIEFS[i]!, new Date(Date.now() + 86_400_000));
  await startMonitorRun(monitor, new Date(), 'now');
  await followRun(monitor.id, Date.now());
}

const runNow: Timing[] = [];
const ticked: Timing[] = [];
const tickCalls: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const brief = BRIEFS[(i * 7) % BRIEFS.length]!;
  const floor = await dueMonitor(brief, new Date(Date.now() + 86_400_000));
  const floorAt = Date.now();
  await startMonitorRun(floor, new Date(floorAt), 'now');
  runNow.push(await followRun(floor.id, floorAt));

  const monitor = await dueMonitor(brief, new Date());
  const slot = Date.now();
  const tickStarted = performance.now();
  const sent = await fanOutDueMonitors(new Date(slot));
  tickCalls.push(performance.now() - tickStarted);
  const timing = await followRun(monitor.id, slot);
  // Nothing sent: the embedded cron's own tick took the slot between the insert and this call (not timed).
  if (sent > 0) ticked.push(timing);
}

const viaCron: Timing[] = [];
for (let i = 0; i < CRON_RUNS; i++) {
  let boundary = Math.ceil(Date.now() / 60_000) * 60_000;
  if (boundary - Date.now() < 5000) boundary += 60_000;
  const monitor = await dueMonitor(BRIEFS[(i * 11) % BRIEFS.length]!, new Date(boundary));
  viaCron.push(await followRun(monitor.id, boundary));
}
await stopInngest();

console.log(`\n1. a scheduled run after its slot, ${RUNS} briefs (${statuses(ticked)}), embedded executor with its default settings:`);
console.log(`  run now (startMonitorRun; floor)   -> project exists  ${summary(runNow.map((t) => t.exists))}`);
console.log(`                                     -> project ended   ${summary(runNow.map((t) => t.done))}`);
console.log(`  tick at the slot (fanOutDueMonitors called directly)`);
console.log(`                                     the call itself    ${summary(tickCalls)}`);
console.log(`                                     -> project exists  ${summary(ticked.map((t) => t.exists))}`);
console.log(`                                     -> project ended   ${summary(ticked.map((t) => t.done))}`);
console.log(
  `                                     over run now: +${(percentile(ticked.map((t) => t.exists), 50) - percentile(runNow.map((t) => t.exists), 50)).toFixed(0)} ms to exist, ` +
    `+${(percentile(ticked.map((t) => t.done), 50) - percentile(runNow.map((t) => t.done), 50)).toFixed(0)} ms to end (p50s)`,
);
if (viaCron.length > 0) {
  console.log(`  the embedded cron (from the minute boundary, ${viaCron.length} slots, ${statuses(viaCron)}):`);
  const each = (values: number[]) => `each ${values.map((value) => `${value.toFixed(0)} ms`).join(', ')}`;
  console.log(`                                     -> project exists  ${each(viaCron.map((t) => t.exists))}`);
  console.log(`                                     -> project ended   ${each(viaCron.map((t) => t.done))}`);
}

// ---- 2. The scheduler's cost. One tick time for every measurement: after a tick, each monitor's next slot is after it.
const DUE_SQL = `SELECT id, "workspaceId", schedule, timezone, "createdAt", "nextRunAt" FROM "Monitor"
      WHERE status = 'active' AND "nextRunAt" <= $1::timestamptz ORDER BY "nextRunAt", id LIMIT $2`;
const now = new Date();
const benchIds = active.map((row) => row.id);

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const result = await work();
  return [performance.now() - t, result];
}
const primaryKeyRead = async (id: string) => {
  const [row] = await sql.query<{ id: string; createdAt: Date; nextRunAt: Date }>(
    `SELECT id, "workspaceId", schedule, timezone, "createdAt", "nextRunAt" FROM "Monitor" WHERE id = $1`,
    [id],
  );
  return row && { ...row, createdAt: new Date(row.createdAt), nextRunAt: new Date(row.nextRunAt) };
};
async function explain(label: string) {
  const plan = await sql.query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${DUE_SQL}`, [now.toISOString(), DUE_BATCH]);
  console.log(`  EXPLAIN ANALYZE of the due read, ${label}:`);
  for (const line of plan) console.log(`    ${Object.values(line)[0]}`);
}
/** Makes `count` active bench monitors due (slots up to a minute before the tick). */
async function makeDue(count: number) {
  const ids = [...benchIds].sort(() => Math.random() - 0.5).slice(0, count);
  await sql.query(
    `UPDATE "Monitor" SET "nextRunAt" = $2::timestamptz - (random() * interval '60 seconds') WHERE id = ANY($1::text[])`,
    [ids, now.toISOString()],
  );
}
/** The tick as schedule-monitors runs it: batches until one is not full. */
async function tick() {
  let sent = 0;
  for (;;) {
    const due = await fanOutDueMonitors(now, DUE_BATCH);
    sent += due;
    if (due < DUE_BATCH) return sent;
  }
}

console.log(`\n2. the scheduler with ${active.length.toLocaleString('en-US')} active monitors (executor stopped: events are stored, not run; DUE_BATCH ${DUE_BATCH}):`);
await explain('nothing due');
for (let i = 0; i < 50; i++) {
  await dueMonitors(sql, now, DUE_BATCH);
  await primaryKeyRead(pick(benchIds));
}
const floor: number[] = [];
const idle: number[] = [];
for (let i = 0; i < READS; i++) {
  const [pk, row] = await timed(() => primaryKeyRead(pick(benchIds)));
  if (!row) throw new Error('the floor read found no row');
  floor.push(pk);
  const [read, due] = await timed(() => dueMonitors(sql, now, DUE_BATCH));
  if (due.length !== 0) throw new Error(`${due.length} monitors were due in the idle tick`);
  idle.push(read);
}
const floorP50 = percentile(floor, 50);
const ratio = (value: number) => `${(value / floorP50).toFixed(1).padStart(6)}x`;
const label = (text: string) => `  ${text}`.padEnd(58);
console.log(`${label(`(c) floor: one Monitor row by primary key (${READS} reads)`)}${summary(floor)}`);
console.log(`${label(`(a) nothing due: the due read (${READS} reads)`)}${summary(idle)}   p50 ${ratio(percentile(idle, 50))} the floor`);

for (const count of DUE) {
  const reads: number[] = [];
  const slots: number[] = [];
  const ticks: number[] = [];
  for (let t = 0; t < TICKS; t++) {
    await makeDue(count);
    if (t === 0 && count === Math.max(...DUE)) await explain(`${count} due`);
    for (let r = 0; r < 5; r++) {
      const [read, due] = await timed(() => dueMonitors(sql, now, DUE_BATCH));
      if (due.length !== Math.min(count, DUE_BATCH)) throw new Error(`${due.length} due, expected ${count}`);
      reads.push(read);
      // The next slot of each due monitor (croner, in memory), as the tick's advance computes it.
      slots.push((await timed(async () => due.map((monitor) => slotAfter(monitor, now))))[0]);
    }
    const [whole, sent] = await timed(tick);
    if (sent !== count) throw new Error(`the tick sent ${sent} events, expected ${count}`);
    ticks.push(whole);
  }
  const perMonitor = ticks.map((value) => value / count);
  const batches = Math.floor(count / DUE_BATCH) + 1;
  console.log(`  (b) ${count} due, ${TICKS} ticks:`);
  console.log(`${label(`    the due read (${Math.min(count, DUE_BATCH)} rows, ${reads.length} reads)`)}${summary(reads)}   p50 ${ratio(percentile(reads, 50))} the floor`);
  console.log(`${label(`    their next slots (slotAfter, CPU only)`)}${summary(slots)}`);
  console.log(`${label(`    the whole tick (${batches} batch${batches > 1 ? 'es' : ''}: read, send, advance)`)}${summary(ticks)}   p50 ${ratio(percentile(ticks, 50))} the floor`);
  console.log(`${label('    per due monitor')}${summary(perMonitor)}   p50 ${ratio(percentile(perMonitor, 50))} the floor`);
}

await closeDb();
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
await dropDatabase();
process.exit(0);
