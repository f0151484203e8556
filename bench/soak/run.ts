// Reliability soak (issue 22): one machine, embedded mode, the app killed and restarted under load.
//   npx tsx bench/soak/run.ts [--minutes 10] [--port 3490] [--restarts 2] [--file-mb 20]
//     [--settle-minutes 5] [--keep]
// Five workspaces each import a people file of --file-mb MB (rows unique within it, so every
// import's row count is known exactly), at the start and again 15 s before each kill. Four polite ones search, poll, page and download CSVs
// with think time; the fifth also abuses the service (bench/soak/abusive.ts). The app is killed
// with SIGKILL (its whole process group) at 1/3 and 2/3 of the run (--restarts) and started
// again on the same data dir while the load goes on. Afterwards the load stops, background work
// is given --settle-minutes to finish, the app is stopped, and the database is checked
// (bench/soak/checks.ts). Prints one summary; exits 1 if a valid request got a 5xx or a check failed.
//
// The app runs with NODE_ENV=development: the Slack stand-in (auth.test, response URLs) listens
// on 127.0.0.1, which WEBHOOK_ALLOW_PRIVATE_HOSTS must allow, and production refuses that setting.
// The build is checked (and made when stale) as `npm start` does, validated as production, and
// the app runs from a copy of it (bench/soak/app-under-test.ts says why).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { createApiKey } from '../../server/api-keys/api-keys';
import { closeDb, getDb } from '../../server/db';
import { connectSlack } from '../../server/integrations/slack';
import { startSlackStandIn } from '../../server/integrations/slack/testing/slack-stand-in';
import { createWorkspace } from '../../server/workspaces/workspaces';
import { writePeopleFile } from '../people-import/generate';
import { freshEnvironment, stopGroup } from '../support/app-process';
import { badCredentials, newAbuseFigures, oversizedUploads, slackReplays } from './abusive';
import { groupRssBytes, killGroup, privateBuild, RssSampler, startServe } from './app-under-test';
import { type CheckResult, creditChecks, importChecks, searchChecks, slackChecks, type Workspace } from './checks';
import { type ClientContext, importPeople, newFigures, persist, searchLoop } from './polite';
import { sleep, Tally } from './tally';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    port: { type: 'string', default: '3490' },
    restarts: { type: 'string', default: '2' },
    'file-mb': { type: 'string', default: '20' },
    'settle-minutes': { type: 'string', default: '5' },
    /** Keep the data dir (it is removed otherwise; the app's log is always kept). */
    keep: { type: 'boolean', default: false },
  },
});
const minutes = Number(values.minutes);
const port = Number(values.port);
const restarts = Number(values.restarts);
/** How long before a kill the workspaces post their files again: uploaded and stored, then killed mid-import. */
const IMPORT_LEAD_MS = 15_000;
const fileMb = Number(values['file-mb']);
const base = `http://127.0.0.1:${port}`;
const say = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---------------------------------------------------------------- environment and seed
const slack = await startSlackStandIn();
const appEnv = { NODE_ENV: 'development', SLACK_API_URL: slack.apiUrl, WEBHOOK_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${slack.receiver.port}` };
Object.assign(process.env, appEnv); // the bench's connectSlack asks the stand-in's auth.test too
delete process.env.INNGEST_SIGNING_KEY; // embedded executor
const app = await freshEnvironment('embedded', '');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-soak-'));
const logFile = path.join(workDir, 'app.log');

const { prisma } = await getDb();
const owner = await prisma.user.create({ data: { email: `soak-${randomBytes(4).toString('hex')}@example.com` } });
const workspaces: Array<Workspace & { key: string }> = [];
for (let w = 0; w < 5; w++) {
  const polite = w < 4;
  const { workspace } = await createWorkspace({ name: polite ? `polite-${w + 1}` : 'abusive', ownerUserId: owner.id, credits: 100_000 });
  const { apiKey } = await createApiKey({ kind: 'operator', workspaceId: workspace.id }, { name: 'soak' });
  workspaces.push({ id: workspace.id, name: workspace.name, polite, key: apiKey });
}
const abusive = workspaces[4]!;
const abuseKey = (await createApiKey({ kind: 'operator', workspaceId: abusive.id }, { name: 'abuse' })).apiKey;
const slackTeam = { teamId: 'T0SOAK', signingSecret: 'soaksigningsecret0000000000000000' };
await connectSlack({ kind: 'operator', workspaceId: abusive.id }, { ...slackTeam, botToken: slack.botTokenFor(slackTeam.teamId) });

// About 124 bytes a row: the file is --file-mb MB give or take a percent.
const rows = Math.round((fileMb * 1024 * 1024) / 124);
const filePath = path.join(workDir, 'people.csv');
const fileBytes = await writePeopleFile(filePath, rows, 'csv');
const body = new Uint8Array(fs.readFileSync(filePath)); // one copy, shared by every upload
say(`people file: ${rows} rows, ${(fileBytes / 1024 / 1024).toFixed(1)} MB; data dir ${app.dataDir}; app log ${logFile}`);
await closeDb();

const runDir = await privateBuild(app, workDir);
let current: ChildProcess | null = await startServe(app, runDir, port, appEnv, logFile);
say(`app up (pid ${current.pid}); load for ${minutes} min, ${restarts} kill(s)`);

// ---------------------------------------------------------------- load, kills, RSS
const tally = new Tally(base);
const rss = new RssSampler();
rss.start(() => current?.pid ?? null, () => tally.clock());
const started = Date.now();
const deadline = started + minutes * 60_000;
const contexts: ClientContext[] = workspaces.map((w) => ({ tally, name: w.name, key: w.key, deadline, figures: newFigures() }));
const abuse = { tally, key: abuseKey, slack: { ...slackTeam, responseUrl: (id: string) => slack.responseUrl(id) }, deadline, figures: newAbuseFigures() };

/** When each kill comes: at 1/3 and 2/3 of the run (with --restarts 2). */
const killAt = Array.from({ length: restarts }, (_, k) => started + ((k + 1) * (deadline - started)) / (restarts + 1));
/**
 * Every workspace imports its file at the start and again shortly before each kill (the same
 * rows, so the count stays exact), so that the kills meet imports in the middle of their batches.
 */
const importRounds = (ctx: ClientContext) =>
  Promise.all([started, ...killAt.map((at) => at - IMPORT_LEAD_MS)].map(async (at) => {
    await sleep(at - Date.now());
    await importPeople(ctx, body);
  }));

const load = Promise.all([
  ...contexts.slice(0, 4).map((ctx, n) => Promise.all([importRounds(ctx), searchLoop(ctx, n * 3)])),
  importRounds(contexts[4]!),
  oversizedUploads(abuse),
  badCredentials(abuse),
  slackReplays(abuse),
]);

const importsAtKills: number[] = [];
const kills = (async () => {
  for (let k = 1; k <= restarts; k++) {
    await sleep(killAt[k - 1]! - Date.now());
    const rssBefore = groupRssBytes(current!.pid!);
    importsAtKills.push(contexts.reduce((n, c) => n + c.figures.importsRunning.size, 0));
    tally.appDown();
    await killGroup(current!);
    current = null;
    say(`kill ${k}: SIGKILL to the app's process group (RSS then ${(rssBefore / 1024 / 1024).toFixed(0)} MB, ${importsAtKills[k - 1]} imports running); restarting`);
    current = await startServe(app, runDir, port, appEnv, logFile);
    tally.appUp();
    say(`restart ${k}: up again after ${tally.downtimes()[k - 1]!.toFixed(1)} s (pid ${current.pid})`);
  }
})();

const progress = setInterval(() => {
  const pgid = current?.pid;
  say(
    `${tally.clock()}: answered ${tally.answered}, 5xx valid ${tally.serverErrors.valid} abusive ${tally.serverErrors.abusive}, ` +
      `no answer (restarts/other) ${tally.connectionErrors.duringRestarts}/${tally.connectionErrors.outsideRestarts}, ` +
      `searches ${contexts.reduce((n, c) => n + c.figures.searchesStarted.length, 0)}, RSS ${pgid ? (groupRssBytes(pgid) / 1024 / 1024).toFixed(0) : '-'} MB`,
  );
}, 30_000);
await Promise.all([load, kills]);
say('load stopped; waiting for imports and searches to finish');

// ---------------------------------------------------------------- settle, stop, check
const settleUntil = Date.now() + Number(values['settle-minutes']) * 60_000;
const pending = [
  ...contexts.flatMap((ctx) => ctx.figures.imports.map((id) => ({ ctx, route: `/v1/people/imports/${id}`, what: 'GET /v1/people/imports/{id}' }))),
  ...contexts.flatMap((ctx) => ctx.figures.searchesStarted.map((id) => ({ ctx, route: `/v1/projects/${id}`, what: 'GET /v1/projects/{id}' }))),
  ...abuse.figures.slackSearchesAcknowledged.map((id) => ({ ctx: contexts[4]!, route: `/v1/projects/${id}`, what: 'GET /v1/projects/{id}' })),
];
while (pending.length && Date.now() < settleUntil) {
  for (let i = pending.length - 1; i >= 0; i--) {
    const { ctx, route, what } = pending[i]!;
    const answer = await persist({ ...ctx, deadline: settleUntil }, what, route, { headers: { authorization: `Bearer ${ctx.key}` } }, settleUntil);
    if (answer?.status === 200 && (answer.json as { status: string }).status !== 'running') pending.splice(i, 1);
  }
  if (pending.length) await sleep(3000);
}
const settleSeconds = (Date.now() - deadline) / 1000;
clearInterval(progress);
await stopGroup(current!.pid!, 5000);
rss.stop();

const checks: CheckResult[] = [];
const imports = await importChecks(workspaces, rows, contexts.flatMap((c) => c.figures.imports));
const searches = await searchChecks(workspaces, contexts.flatMap((c) => c.figures.searchesStarted));
const slackResult = await slackChecks(abusive, abuse.figures.slackSearchesAcknowledged);
const credits = await creditChecks(workspaces);
checks.push(...imports.checks, ...searches.checks, ...slackResult.checks, ...credits.checks);
const clientProblems = contexts.flatMap((c) => c.figures.problems);
checks.push(
  { name: 'no valid request answered 5xx', ok: tally.serverErrors.valid === 0, detail: '' },
  { name: 'every request answered while the app was up', ok: tally.connectionErrors.outsideRestarts === 0, detail: tally.connectionErrorSamples.join('\n      ') },
  { name: 'polite clients saw nothing wrong', ok: clientProblems.length === 0, detail: clientProblems.slice(0, 20).join('\n      ') },
  { name: 'every abusive request refused', ok: abuse.figures.unexpected.length === 0 && abuse.figures.replaysAccepted.length === 0, detail: [...abuse.figures.replaysAccepted, ...abuse.figures.unexpected].slice(0, 20).join('\n      ') },
);
await closeDb();
await slack.close();

// ---------------------------------------------------------------- summary
const log = fs.readFileSync(logFile, 'utf8').split('\n');
const errorLines = log.filter((line) => /error|unhandled|uncaught|exception/i.test(line));
const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
const politeStarted = contexts.slice(0, 4).reduce((n, c) => n + c.figures.searchesStarted.length, 0);
const f = abuse.figures;
const directoryBytes = (dir: string): number =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? directoryBytes(path.join(dir, e.name)) : e.isFile() ? fs.statSync(path.join(dir, e.name)).size : 0), 0);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`
===== soak summary: embedded mode, ${minutes} min of load, ${restarts} SIGKILL restart(s), files of ${(fileBytes / 1024 / 1024).toFixed(1)} MB (${rows} rows) =====
requests answered:        ${tally.answered} (${statuses})
5xx:                      valid ${tally.serverErrors.valid} (goal 0), abusive ${tally.serverErrors.abusive}, inside tRPC batches ${f.trpcItem5xx}
no answer:                ${tally.connectionErrors.duringRestarts} during restarts (connection errors), ${tally.connectionErrors.outsideRestarts} while up (${tally.timeouts} timeouts), ${tally.connectionErrors.abusiveCutByServer} oversized uploads cut by the server
restarts:                 down ${tally.downtimes().map((s) => `${s.toFixed(1)} s`).join(', ') || '-'} (kill to answering again); imports running at the kills: ${importsAtKills.join(', ') || '-'}
imports:                  ${imports.figures}
polite searches:          ${politeStarted} started, ${contexts.slice(0, 4).reduce((n, c) => n + c.figures.searchesSettledDuringLoad, 0)} seen finished during the load; ${searches.figures}
                          ${contexts.slice(0, 4).reduce((n, c) => n + c.figures.resultPages, 0)} result pages, ${contexts.slice(0, 4).reduce((n, c) => n + c.figures.exports, 0)} CSV exports read
settling:                 ${settleSeconds.toFixed(0)} s after the load stopped${pending.length ? `, ${pending.length} still unfinished` : ''}
abuse:                    ${f.oversizedUploads} oversized uploads, ${f.trpcBatches} tRPC batches (${f.trpcBatches * 20} setPassword calls), ${f.badKeyRequests} bad keys, ${f.malformedRequests} malformed, ${f.slackOriginals} Slack commands + ${f.slackReplays} replays
slack:                    ${slackResult.figures}
credits:
    ${credits.figures}
peak RSS:                 ${mb(rss.peakBytes)} (app process group, sampled every second; at ${rss.peakAt})
data dir:                 ${mb(directoryBytes(app.dataDir))} at the end
app log:                  ${logFile} (${errorLines.length} lines naming an error)
checks:
${checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.ok || !c.detail ? '' : `\n      ${c.detail}`}`).join('\n')}`);
if (tally.serverErrorSamples.length) console.log(`5xx samples:\n${tally.serverErrorSamples.map((s) => `  ${s.at} ${s.intent} ${s.what}: ${s.status} ${s.body}`).join('\n')}`);
if (errorLines.length) console.log(`app log lines naming an error (first 15):\n${errorLines.slice(0, 15).map((l) => `  ${l.slice(0, 300)}`).join('\n')}`);

if (!values.keep) fs.rmSync(app.dataDir, { recursive: true, force: true });
fs.rmSync(filePath, { force: true });
// The copy of the build, then the links (unlinked one by one: never followed into the checkout).
fs.rmSync(path.join(runDir, '.next'), { recursive: true, force: true });
for (const entry of fs.readdirSync(runDir)) fs.unlinkSync(path.join(runDir, entry));
fs.rmdirSync(runDir);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
