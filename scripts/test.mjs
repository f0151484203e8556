// npm test: typecheck, lint, unit, integration on embedded PGlite and on PostgreSQL, then the
// Playwright suites in Chromium. Stops at the first failing stage and ends with one summary line.
// --vitest-only: the unit and integration stage alone. --embedded-only: without the PostgreSQL
// suite (.ci/run's second Node: what differs between Nodes is the runtime under the app and the
// embedded database's WASM; the PostgreSQL suite adds only the pure-JS pg driver, proven on the first).
// --without-cli-processes: without the suite that drives the operator CLIs as child processes
// (scripts/*.int.test.ts; .ci/run's second Node, whose npm start smoke test drives the CLI on that
// Node itself).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const vitestOnly = process.argv.includes('--vitest-only');
const embeddedOnly = process.argv.includes('--embedded-only');
const withoutCliProcesses = process.argv.includes('--without-cli-processes');

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  console.log(`  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/** Stages run at once, each one's output printed whole when it ends; true when all passed. */
async function runTogether(stages) {
  const outcomes = await Promise.all(
    stages.map(({ title, command, args }) => new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '1' } });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (status) => {
        console.log(`\n▶ ${title}`);
        process.stdout.write(Buffer.concat(output));
        console.log(`  ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve(status === 0);
      });
    })),
  );
  return outcomes.every(Boolean);
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function finish(ok) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

function vitest(title, projects) {
  const out = path.join(reports, `${projects.join('-')}.json`);
  const exclude = withoutCliProcesses ? ['--exclude', 'scripts/**/*.int.test.ts'] : [];
  const ok = run(title, 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...exclude, '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  countVitest(out);
  return ok;
}

function postgresReachable() {
  const url = new URL(postgresUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
    socket.setTimeout(3000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

// tsc and eslint each keep one core busy: side by side they take about as long as the slower one.
const checks = [
  { title: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
  { title: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
];
if (!vitestOnly && !(await runTogether(checks))) finish(false);
// One vitest run for every project: its workers interleave the slow, waiting integration files.
const projects = ['unit', 'integration-pglite'];
if (embeddedOnly) {
  console.log('\n--embedded-only: the PostgreSQL integration suite is not run here.');
} else if (await postgresReachable()) {
  projects.push('integration-postgres');
} else if (ci) {
  console.error(`\nPostgreSQL is not reachable at ${postgresUrl}: on CI this is a failure, not a skip.`);
  finish(false);
} else {
  console.warn(`\n⚠ PostgreSQL is not reachable at ${postgresUrl}: the PostgreSQL integration suite will NOT run.`);
}
if (!vitest(`unit + integration (${projects.includes('integration-postgres') ? 'embedded PGlite and PostgreSQL' : 'embedded PGlite only'})`, projects)) finish(false);
if (vitestOnly) finish(true);

const e2eReport = path.join(reports, 'playwright.json');
const e2eOk = run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});
countPlaywright(e2eReport);
finish(e2eOk);
