// How long a `/people <brief>` slash command takes to be answered, against Slack's 3-second limit,
// in embedded mode (PGlite in a fresh data dir, no executor: the search itself never runs here).
// Each command goes through the real route handler: signature check, connection lookup,
// startSearch (allowance, credits, project and command rows in one transaction), the answer.
// The floor is `/people help` through the same handler (verification and lookup, no search).
// Usage: npx tsx bench/slack-ack/run.ts [--commands 60]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { commands: { type: 'string', default: '60' } } });
const count = Number(values.commands);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-bench-slack-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.INNGEST_SIGNING_KEY;
// Connecting asks Slack's auth.test whose bot token it is: a local stand-in answers.
const { slashCommandRequest, startSlackStandIn } = await import('../../server/integrations/slack/testing/slack-stand-in');
const slack = await startSlackStandIn();
Object.assign(process.env, slack.env);
const { closeDb, getDb } = await import('../../server/db');
const { getEnv } = await import('../../server/env');
const { connectSlack, slashCommandRoute } = await import('../../server/integrations/slack');
const { createWorkspace, setCredits } = await import('../../server/workspaces/workspaces');
if (getEnv().DATA_DIR !== dataDir || getEnv().databaseMode !== 'embedded') throw new Error('the benchmark must run on its own embedded data dir');

const { prisma } = await getDb();
const user = await prisma.user.create({ data: { email: 'bench-slack@example.com' } });
const teams = Math.ceil(count / 20); // 20 searches per hour per workspace: one workspace per 20 commands
const connections: Array<{ teamId: string; signingSecret: string }> = [];
for (let i = 0; i < teams; i++) {
  const { workspace } = await createWorkspace({ name: `bench ${i}`, ownerUserId: user.id });
  await setCredits(workspace.id, { credits: 1_000_000 });
  const teamId = `T0BENCH${i}`;
  const signingSecret = `benchsigningsecret${i}0000000000`;
  await connectSlack({ kind: 'operator', workspaceId: workspace.id }, { teamId, signingSecret, botToken: slack.botTokenFor(teamId) });
  connections.push({ teamId, signingSecret });
}

async function timed(text: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const team = connections[Math.floor(i / 20) % connections.length]!;
    const request = slashCommandRequest({ ...team, text: text.replace('#', String((i % 20) + 1)) });
    const started = performance.now();
    const response = await slashCommandRoute(request);
    await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  }
  return times.sort((a, b) => a - b);
}

const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
await timed('help', 5); // warm-up: module loading, the interpreter's vocabularies
const floor = await timed('help', count);
const full = await timed('# heads of growth at Series B fintech startups in London', count);
const row = (name: string, t: number[]) => `${name.padEnd(22)} p50 ${pick(t, 0.5).toFixed(1).padStart(7)} ms   p95 ${pick(t, 0.95).toFixed(1).padStart(7)} ms   max ${t.at(-1)!.toFixed(1).padStart(7)} ms`;
console.log(`slash command acknowledgement, ${count} commands each, embedded PGlite`);
console.log(row('/people help (floor)', floor));
console.log(row('/people <brief>', full));
console.log(`ratio to the floor (p50): ${(pick(full, 0.5) / pick(floor, 0.5)).toFixed(1)}x; p95 share of Slack's 3000 ms: ${((pick(full, 0.95) / 3000) * 100).toFixed(1)}%`);
console.log(`projects created: ${await prisma.project.count()}`);
await closeDb();
await slack.close();
fs.rmSync(dataDir, { recursive: true, force: true });
