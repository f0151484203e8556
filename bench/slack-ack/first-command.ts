// How long the FIRST `/people <brief>` after a start takes to be answered, against the ones after
// it (Slack allows 3 s). Each round: a fresh embedded data dir with one connected team, then the
// app started as `npm start` starts it (scripts/serve.ts, NODE_ENV=production, the built app in
// .next: run `npm start` once first so the build is current), then signed commands over HTTP,
// a few seconds apart, once the start has settled (its log says the interpreter is ready, then
// 3 s of quiet, as a first command would come in practice).
// Usage: npx tsx bench/slack-ack/first-command.ts [--rounds 3] [--commands 3]
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, commands: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);
const commands = Number(values.commands);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { startSlackStandIn, slashCommandRequest } = await import('../../server/integrations/slack/testing/slack-stand-in');
const slack = await startSlackStandIn();
Object.assign(process.env, slack.env);
delete process.env.DATABASE_URL;
delete process.env.INNGEST_SIGNING_KEY;
const { closeDb, getDb } = await import('../../server/db');
const { resetEnvForTests } = await import('../../server/env');
const { connectSlack } = await import('../../server/integrations/slack');
const { createWorkspace } = await import('../../server/workspaces/workspaces');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let secrets: string | undefined;

/** A data dir holding one workspace connected to one team (made here, before the app owns it). */
async function prepareDataDir(round: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-bench-slack-first-'));
  // This process keeps the first round's sealing key (server/secrets.ts caches it): every data dir gets it.
  if (secrets) fs.writeFileSync(path.join(dataDir, 'secrets.json'), secrets, { mode: 0o600 });
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  const { prisma } = await getDb();
  const user = await prisma.user.create({ data: { email: `bench-slack-first-${round}@example.com` } });
  const { workspace } = await createWorkspace({ name: 'bench', ownerUserId: user.id, credits: 100_000 });
  const teamId = `T0FIRST${round}`;
  const signingSecret = `benchfirstsigningsecret${round}000000`;
  await connectSlack({ kind: 'operator', workspaceId: workspace.id }, { teamId, signingSecret, botToken: slack.botTokenFor(teamId) });
  await closeDb();
  secrets ??= fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8');
  return { dataDir, teamId, signingSecret };
}

async function startApp(dataDir: string, port: number): Promise<{ app: ChildProcess; log: () => string }> {
  let output = '';
  const { WEBHOOK_ALLOW_PRIVATE_HOSTS: _a, SLACK_API_URL: _b, ...env } = process.env;
  const app = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}`, PEOPLE_DIRECTORY_SIZE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  app.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const until = Date.now() + 180_000;
  while (!/interpreter ready/.test(output) || !/listening on port/.test(output)) {
    if (Date.now() > until || app.exitCode !== null) throw new Error(`the app did not start:\n${output}`);
    await sleep(100);
  }
  // Whatever the start does in the background (warm-ups included) has had its time.
  await sleep(3000);
  return { app, log: () => output };
}

const results: number[][] = [];
for (let round = 0; round < rounds; round++) {
  const { dataDir, teamId, signingSecret } = await prepareDataDir(round);
  const port = await freePort();
  const { app, log } = await startApp(dataDir, port);
  const times: number[] = [];
  try {
    for (let i = 0; i < commands; i++) {
      const request = slashCommandRequest({ signingSecret, teamId, text: `${i + 5} heads of growth at Series B fintech startups in London`, responseUrl: 'https://example.invalid/commands/1' });
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/integrations/slack/commands`, { method: 'POST', headers: request.headers, body: await request.text() });
      const body = await response.text();
      times.push(performance.now() - started);
      if (response.status !== 200 || !body.includes('Searching')) throw new Error(`HTTP ${response.status}: ${body}\n${log()}`);
      await sleep(2000);
    }
  } finally {
    app.kill('SIGTERM');
    await new Promise((resolve) => (app.exitCode !== null ? resolve(null) : app.once('exit', resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const warm = /slash command path warm in (\d+) ms/.exec(log())?.[1];
  console.log(`round ${round + 1}: ${times.map((t, i) => `#${i + 1} ${t.toFixed(0)} ms`).join('   ')}${warm ? `   (start warmed the path in ${warm} ms)` : ''}`);
  results.push(times);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`median of ${rounds} starts: first command ${median(results.map((r) => r[0]!)).toFixed(0)} ms, second ${median(results.map((r) => r[1] ?? NaN)).toFixed(0)} ms (Slack allows 3000 ms)`);
await slack.close();
