import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { MAX_BRIEF_LENGTH } from '@/server/search/search-rules';
import { setCredits } from '@/server/workspaces/workspaces';
import { v1 } from '@/test/fixtures';
import { slashCommandHarness } from './testing/command-harness';

// /people watch, watches and unwatch through the signed route, as Slack sends them. No executor
// runs in this file: a monitor's first run stays `running` (post-slack-outcome-monitor.int.test.ts
// follows runs to the channel).
const harness = slashCommandHarness();
const connectedWorkspace = (options: { credits?: number } = { credits: 500 }) => harness.connectedWorkspace(options);
type Ws = Awaited<ReturnType<typeof connectedWorkspace>>;

async function command(ws: Ws, text: string, extra: { channelId?: string; userId?: string } = {}) {
  const { status, body } = await harness.command(ws, text, extra);
  expect(status).toBe(200);
  expect(body.response_type).toBe('ephemeral');
  return { ...body, all: `${body.text}\n${JSON.stringify(body.blocks ?? [])}` };
}

async function monitorsOf(workspaceId: string) {
  const { prisma } = await getDb();
  return prisma.monitor.findMany({ where: { workspaceId }, orderBy: { createdAt: 'asc' } });
}

const BRIEF = 'software engineers in Berlin';
const monitorIdIn = (text: string) => /mon_[A-Za-z0-9]{24}/.exec(text)?.[0];

describe('/people watch', () => {
  it('creates a monitor posting to this channel, and answers with its id, schedule in UTC, next run and first run', async () => {
    const ws = await connectedWorkspace();
    const answer = await command(ws, `watch weekly ${BRIEF}`, { channelId: 'C0WATCHED', userId: 'U0WATCHER' });
    const [monitor] = await monitorsOf(ws.workspaceId);
    expect(monitor).toMatchObject({
      brief: BRIEF,
      schedule: 'weekly',
      timezone: 'UTC',
      status: 'active',
      slackTeamId: ws.teamId,
      slackChannelId: 'C0WATCHED',
      slackUserId: 'U0WATCHER',
      createdById: null,
    });
    expect(monitorIdIn(answer.text)).toBe(monitor!.id);
    const weekday = monitor!.createdAt.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    const time = monitor!.createdAt.toISOString().slice(11, 16);
    expect(answer.all).toContain(`weekly on ${weekday}s at ${time} UTC`);
    expect(answer.all).toMatch(/Slack does not tell us your time zone, so times are UTC/);
    expect(answer.all).toContain(`<!date^${Math.floor(monitor!.nextRunAt.getTime() / 1000)}^`);

    // The first run is an ordinary project of the monitor, started at once, posting to the channel.
    const { prisma } = await getDb();
    const [run] = await prisma.project.findMany({ where: { monitorId: monitor!.id } });
    expect(run).toMatchObject({ source: 'monitor', status: 'running', brief: BRIEF, workspaceId: ws.workspaceId });
    expect(answer.all).toContain(`First run:* <`);
    expect(answer.text).toContain(`first run: project ${run!.id}`);
    expect(await prisma.slackCommand.findUniqueOrThrow({ where: { projectId: run!.id } })).toMatchObject({
      workspaceId: ws.workspaceId,
      teamId: ws.teamId,
      channelId: 'C0WATCHED',
      userId: 'U0WATCHER',
      responseUrl: null,
    });
    // The same monitor the API shows, in the workspace's listing.
    const viaApi = await (await v1('GET', `/monitors/${monitor!.id}`, { key: ws.apiKey })).json();
    expect(viaApi).toMatchObject({ monitorId: monitor!.id, schedule: 'weekly', timezone: 'UTC', runs: [{ projectId: run!.id }] });

    const daily = await command(ws, `watch DAILY ${BRIEF}`);
    expect(daily.all).toContain(`daily at `);
    expect((await monitorsOf(ws.workspaceId)).map((m) => m.schedule)).toEqual(['weekly', 'daily']);
  }, 180_000); // the first monitor of the file: a loaded machine can take long (no timing is asserted)

  it('refuses a brief the search would ask about with its question, and too long a brief, creating nothing', async () => {
    const ws = await connectedWorkspace();
    const preview = await (await v1('POST', '/search/preview', { key: ws.apiKey, body: { brief: 'people' } })).json();
    const vague = await command(ws, 'watch weekly people');
    expect(vague.text).toBe(`No monitor was created: ${preview.clarificationQuestion}`);
    const long = await command(ws, `watch daily ${BRIEF} ${'x'.repeat(MAX_BRIEF_LENGTH)}`);
    expect(long.text).toBe(`No monitor was created: The brief must be at most ${MAX_BRIEF_LENGTH} characters.`);
    const nowhere = await command(ws, `watch daily ${BRIEF}`, { channelId: '' });
    expect(nowhere.text).toMatch(/^No monitor was created: Slack did not say which channel/);
    expect(await monitorsOf(ws.workspaceId)).toEqual([]);
    const { prisma } = await getDb();
    expect(await prisma.project.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it('answers a watch command that misses a part with its grammar, and starts nothing', async () => {
    const ws = await connectedWorkspace();
    for (const text of ['watch', `watch ${BRIEF}`, `watch hourly ${BRIEF}`, 'watch weekly']) {
      expect((await command(ws, text)).text).toMatch(/^Nothing was watched: say how often and what, as in `\/people watch daily <brief>`/);
    }
    for (const text of ['unwatch', 'unwatch mon_a mon_b']) expect((await command(ws, text)).text).toMatch(/^Nothing was deleted: say which monitor/);
    expect(await monitorsOf(ws.workspaceId)).toEqual([]);
    const { prisma } = await getDb();
    expect(await prisma.project.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it('creates the monitor when the limits refuse its first run, and says why that run was skipped', async () => {
    const ws = await connectedWorkspace();
    await setCredits(ws.workspaceId, { credits: 0 });
    const answer = await command(ws, `watch weekly ${BRIEF}`);
    const [monitor] = await monitorsOf(ws.workspaceId);
    expect(monitor).toMatchObject({ status: 'active', slackChannelId: 'C0TESTCHAN' });
    expect(answer.text).toContain(monitor!.id);
    expect(answer.text).toMatch(/first run skipped: The workspace has no credits left/);
    expect(answer.all).toMatch(/First run skipped:\* The workspace has no credits left.* The monitor waits for its next run\./);
  });

  it('is in the help', async () => {
    const ws = await connectedWorkspace();
    const help = await command(ws, 'help');
    expect(help.all).toContain('*/people watch daily <brief>* or */people watch weekly <brief>*');
    expect(help.all).toContain('`/people watches`');
    expect(help.all).toContain('`/people unwatch <id>`');
  });
});

describe('/people watches and /people unwatch', () => {
  it("lists only this channel's monitors of this workspace, newest first", async () => {
    const ws = await connectedWorkspace();
    const other = await connectedWorkspace();
    const here = [await command(ws, `watch weekly ${BRIEF}`), await command(ws, 'watch daily designers in Paris')].map((a) => monitorIdIn(a.text)!);
    const elsewhere = monitorIdIn((await command(ws, 'watch daily CTOs in London', { channelId: 'C0ELSEWHERE' })).text)!;
    const foreign = monitorIdIn((await command(other, `watch weekly ${BRIEF}`)).text)!;
    const viaApi = (await (await v1('POST', '/monitors', { key: ws.apiKey, body: { brief: BRIEF, schedule: 'daily' } })).json()).monitorId as string;

    const listed = await command(ws, 'watches');
    expect(listed.text).toBe(`2 monitors in this channel: ${here[1]}, ${here[0]}`);
    expect(listed.all).toMatch(/designers in Paris\\ndaily at \d\d:\d\d UTC · active · next run <!date\^/);
    for (const id of [elsewhere, foreign, viaApi]) expect(listed.all).not.toContain(id);
    expect((await command(ws, 'watches', { channelId: 'C0ELSEWHERE' })).text).toBe(`1 monitor in this channel: ${elsewhere}`);
    expect((await command(ws, 'watches', { channelId: 'C0EMPTY' })).text).toMatch(/^No monitors in this channel/);

    // A paused monitor says so, with no next run.
    await v1('PATCH', `/monitors/${here[0]}`, { key: ws.apiKey, body: { status: 'paused' } });
    expect((await command(ws, 'watches')).all).toMatch(new RegExp(`${here[0]}.*weekly on \\w+s at \\d\\d:\\d\\d UTC · \\*paused\\*`));
  });

  it('deletes a monitor of the workspace by id; its projects stay, and an unknown id changes nothing', async () => {
    const ws = await connectedWorkspace();
    const other = await connectedWorkspace();
    const id = monitorIdIn((await command(ws, `watch weekly ${BRIEF}`)).text)!;
    const fromApi = (await (await v1('POST', '/monitors', { key: ws.apiKey, body: { brief: 'designers in Paris', schedule: 'daily' } })).json()).monitorId as string;
    const foreign = monitorIdIn((await command(other, `watch weekly ${BRIEF}`)).text)!;
    const { prisma } = await getDb();
    const [run] = await prisma.project.findMany({ where: { monitorId: id } });

    const done = await command(ws, `unwatch ${id}`, { channelId: 'C0ANYWHERE' });
    expect(done.text).toBe(`Stopped watching: monitor ${id} (${BRIEF}) is deleted. Its runs' projects stay.`);
    expect(await prisma.monitor.findUnique({ where: { id } })).toBeNull();
    expect(await prisma.project.findUnique({ where: { id: run!.id } })).not.toBeNull();
    expect((await command(ws, 'watches')).text).toMatch(/^No monitors in this channel/);

    // Any monitor of the workspace, whichever channel (or the API) made it.
    expect((await command(ws, `unwatch ${fromApi}`)).text).toMatch(/^Stopped watching/);
    for (const unknown of [id, foreign, 'mon_nope', '<!channel>']) {
      expect((await command(ws, `unwatch ${unknown}`)).text).toMatch(/^No monitor `.+` in this workspace \(or it was already deleted\): nothing was changed/);
    }
    expect(await prisma.monitor.findUnique({ where: { id: foreign } })).not.toBeNull();
  });
});
