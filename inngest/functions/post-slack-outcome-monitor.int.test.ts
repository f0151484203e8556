import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { getDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { connectSlack, requestSlackOutcome } from '@/server/integrations/slack';
import { setAckDeadline } from '@/server/integrations/slack/testing/ack-deadline';
import { slashCommandRoute } from '@/server/integrations/slack/route-handler';
import { slashCommandRequest, startSlackStandIn, type SlackStandIn } from '@/server/integrations/slack/testing/slack-stand-in';
import { quietExecutorLogger, waitFor } from '@/server/jobs/embedded/testing/test-app';
import { runMonitorNow } from '@/server/monitors/monitors';
import { interpretBrief, seedDirectory } from '@/server/search';
import { createTestWorkspace, insertProject, v1 } from '@/test/fixtures';

// A monitor made with `/people watch` through the real stack, with a local HTTP server playing
// Slack: signed command -> createMonitor -> each run's project (source monitor) -> run-search ->
// post-slack-outcome -> chat.postMessage to the monitor's channel (a run has no response_url).
let slack: SlackStandIn;

beforeAll(async () => {
  slack = await startSlackStandIn();
  Object.assign(process.env, slack.env);
  resetEnvForTests();
  await seedDirectory(await getDb(), { size: 3000 });
  interpretBrief('find 3 software engineers in Germany');
  await startInngest({ pollMs: 50, logger: quietExecutorLogger, retryDelay: () => 100 });
  setAckDeadline(60_000);
}, 300_000);

afterAll(async () => {
  setAckDeadline(null);
  await stopInngest();
  await slack.close();
  delete process.env.SLACK_API_URL;
  resetEnvForTests();
});

let teams = 0;
async function connectedWorkspace() {
  const ws = await createTestWorkspace({ credits: 1000 });
  const teamId = `T0MON${teams++}${Date.now().toString(36).toUpperCase()}`;
  const signingSecret = `monitorsecret${teamId}0123456789`;
  const botToken = slack.botTokenFor(teamId, `xoxb-1357-2468-${teamId.toLowerCase()}`);
  await connectSlack(ws.owner, { teamId, signingSecret, botToken });
  return { ...ws, teamId, signingSecret, botToken };
}

async function posted(projectId: string) {
  const { prisma } = await getDb();
  return waitFor(() => prisma.slackCommand.findFirst({ where: { projectId, postedAt: { not: null } } }), 90_000, `the Slack post of ${projectId}`);
}

async function resultsOf(projectId: string) {
  const { prisma } = await getDb();
  return prisma.result.findMany({ where: { projectId }, orderBy: { rank: 'asc' } });
}

const postsTo = (channel: string) => slack.postMessages().filter((m) => m.fields.channel === channel);

describe('a Slack monitor run posts to its channel', { timeout: 180_000 }, () => {
  it("posts the first run's people, then only the people no earlier run posted, with the bot token", async () => {
    const ws = await connectedWorkspace();
    const response = await slashCommandRoute(
      slashCommandRequest({ signingSecret: ws.signingSecret, teamId: ws.teamId, text: 'watch weekly find 3 software engineers in Germany', channelId: 'C0MONITOR' }),
    );
    const monitorId = /mon_[A-Za-z0-9]{24}/.exec(((await response.json()) as { text: string }).text)![0];
    const { prisma } = await getDb();
    const [first] = await prisma.project.findMany({ where: { monitorId } });

    expect(await posted(first!.id)).toMatchObject({ postOutcome: 'chat_post_message', postError: null, responseUrl: null });
    const firstPeople = await resultsOf(first!.id);
    expect(firstPeople.length).toBeGreaterThan(0);
    const [firstPost] = postsTo('C0MONITOR');
    expect(firstPost!.authorization).toBe(`Bearer ${ws.botToken}`);
    expect(firstPost!.fields.text).toMatch(new RegExp(`^Monitor ${monitorId}: first run, ${firstPeople.length} people? \\(\\d+ verified\\)\\. Later runs post only people not posted before\\.`));
    for (const person of firstPeople) expect(firstPost!.fields.blocks).toContain(person.fullName.replace(/&/g, '&amp;'));
    expect(firstPost!.fields.blocks).toContain(`/people unwatch ${monitorId}`);

    // The next run delivers only people the first did not, and the post says they are new.
    const { projectId: second } = await runMonitorNow({ kind: 'integration', integration: 'slack', workspaceId: ws.workspaceId }, monitorId);
    expect(await posted(second)).toMatchObject({ postOutcome: 'chat_post_message', channelId: 'C0MONITOR' });
    const secondPeople = await resultsOf(second);
    const postedBefore = new Set(firstPeople.map((p) => p.personId));
    expect(secondPeople.length).toBeGreaterThan(0);
    expect(secondPeople.filter((p) => postedBefore.has(p.personId))).toEqual([]);
    const secondPost = postsTo('C0MONITOR')[1]!;
    expect(secondPost.fields.text).toMatch(new RegExp(`^Monitor ${monitorId}: ${secondPeople.length} new people? \\(\\d+ verified\\) since the last run\\.`));
    for (const person of secondPeople) expect(secondPost.fields.blocks).toContain(person.fullName.replace(/&/g, '&amp;'));
    expect(postsTo('C0MONITOR')).toHaveLength(2);
  });

  it('says "no new people this time" for a later run that found nobody new', async () => {
    const ws = await connectedWorkspace();
    const response = await slashCommandRoute(
      slashCommandRequest({ signingSecret: ws.signingSecret, teamId: ws.teamId, text: 'watch daily find 2 software engineers in Germany', channelId: 'C0QUIET' }),
    );
    const monitorId = /mon_[A-Za-z0-9]{24}/.exec(((await response.json()) as { text: string }).text)![0];
    const { prisma } = await getDb();
    const [first] = await prisma.project.findMany({ where: { monitorId } });
    await posted(first!.id);

    // A later slot's run that ended with nobody new (as the run-monitor function would record it).
    const run = await insertProject(ws.workspaceId, { source: 'monitor', monitorId, status: 'done', completedAt: new Date(), brief: 'find 2 software engineers in Germany' });
    await prisma.monitorRun.create({ data: { monitorId, slotAt: new Date(), projectId: run.id, ranAt: new Date() } });
    await prisma.slackCommand.create({ data: { projectId: run.id, workspaceId: ws.workspaceId, teamId: ws.teamId, channelId: 'C0QUIET', userId: 'U1', responseUrl: null } });
    expect(await requestSlackOutcome(run.id)).toEqual({ requested: true });
    await posted(run.id);
    const posts = postsTo('C0QUIET');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.fields.text).toBe(`Monitor ${monitorId}: no new people this time. Brief: find 2 software engineers in Germany`);
    expect(JSON.parse(posts[1]!.fields.blocks!)).toHaveLength(2);
  });

  it('posts nothing for a run with no Slack channel (a monitor made through the API)', async () => {
    const ws = await connectedWorkspace();
    const created = await (await v1('POST', '/monitors', { key: ws.apiKey, body: { brief: 'find 2 software engineers in Germany', schedule: 'daily' } })).json();
    const { prisma } = await getDb();
    const run = await waitFor(() => prisma.project.findFirst({ where: { monitorId: created.monitorId, status: 'done' } }), 90_000, 'the API monitor run');
    expect(await prisma.slackCommand.count({ where: { projectId: run.id } })).toBe(0);
    expect(await requestSlackOutcome(run.id)).toEqual({ requested: false });
    // Neither does a project of another source that somehow has a SlackCommand row: the rule names the sources.
    const api = await insertProject(ws.workspaceId, { source: 'api', status: 'done', completedAt: new Date() });
    await prisma.slackCommand.create({ data: { projectId: api.id, workspaceId: ws.workspaceId, teamId: ws.teamId, channelId: 'C0API', userId: 'U1', responseUrl: null } });
    expect(await requestSlackOutcome(api.id)).toEqual({ requested: false });
  });
});
