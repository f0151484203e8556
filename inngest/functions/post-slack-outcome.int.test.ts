import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startInngest, stopInngest } from '@/inngest/start';
import { getDb } from '@/server/db';
import { getEnv, resetEnvForTests } from '@/server/env';
import { connectSlack, disconnectSlack, postSlackOutcome } from '@/server/integrations/slack';
import { setAckDeadline } from '@/server/integrations/slack/testing/ack-deadline';
import { slashCommandRoute } from '@/server/integrations/slack/route-handler';
import { slashCommandRequest, startSlackStandIn, type SlackStandIn } from '@/server/integrations/slack/testing/slack-stand-in';
import { quietExecutorLogger, waitFor } from '@/server/jobs/embedded/testing/test-app';
import { interpretBrief, seedDirectory } from '@/server/search';
import { startReceiver, type TestReceiver } from '@/server/webhooks/testing/test-receiver';
import { createTestWorkspace, insertProject, insertResults } from '@/test/fixtures';

// The whole round trip through the real stack, with a local HTTP server playing Slack:
// signed slash command -> startSearch (source chat) -> run-search -> post-slack-outcome -> Slack.
let slack: SlackStandIn;
let trap: TestReceiver;
/** What the stand-in answers next to a response_url post (status codes, consumed in order). */
let responseUrlStatuses: number[] = [];
/** What chat.postMessage answers next (Slack errors, consumed in order). */
let postMessageErrors: string[] = [];

beforeAll(async () => {
  slack = await startSlackStandIn((request, response) => {
    if (request.path.startsWith('/commands/') && responseUrlStatuses.length) {
      response.statusCode = responseUrlStatuses.shift()!;
      response.end('expired_url');
      return true;
    }
    if (request.path.startsWith('/api/chat.postMessage') && postMessageErrors.length) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ok: false, error: postMessageErrors.shift() }));
      return true;
    }
    return false;
  });
  trap = await startReceiver();
  process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${slack.receiver.port}`;
  process.env.SLACK_API_URL = slack.apiUrl;
  resetEnvForTests();
  const db = await getDb();
  await seedDirectory(db, { size: 3000 });
  interpretBrief('find 5 software engineers in Germany'); // loads the interpreter's vocabularies before any test
  await startInngest({ pollMs: 50, logger: quietExecutorLogger, retryDelay: () => 100 });
  // A loaded test machine must not turn an acknowledgement into the slow-start answer.
  setAckDeadline(60_000);
}, 300_000);

beforeEach(() => {
  responseUrlStatuses = [];
  postMessageErrors = [];
});

afterAll(async () => {
  setAckDeadline(null);
  await stopInngest();
  await Promise.all([slack.close(), trap.close()]);
  delete process.env.SLACK_API_URL;
  resetEnvForTests();
});

let teams = 0;
async function connectedWorkspace() {
  const ws = await createTestWorkspace({ credits: 1000 });
  const teamId = `T0E2E${teams++}${Date.now().toString(36).toUpperCase()}`;
  const signingSecret = `e2esecret${teamId}0123456789`;
  const botToken = slack.botTokenFor(teamId, `xoxb-2468-1357-${teamId.toLowerCase()}`);
  await connectSlack(ws.owner, { teamId, signingSecret, botToken });
  return { ...ws, teamId, signingSecret, botToken };
}

async function slashCommand(ws: Awaited<ReturnType<typeof connectedWorkspace>>, text: string, responseUrl: string) {
  const response = await slashCommandRoute(slashCommandRequest({ signingSecret: ws.signingSecret, teamId: ws.teamId, text, responseUrl }));
  expect(response.status).toBe(200);
  const { prisma } = await getDb();
  const command = await prisma.slackCommand.findFirstOrThrow({ where: { workspaceId: ws.workspaceId }, orderBy: { createdAt: 'desc' } });
  return { ack: (await response.json()) as { text: string }, projectId: command.projectId };
}

async function posted(projectId: string) {
  const { prisma } = await getDb();
  return waitFor(() => prisma.slackCommand.findFirst({ where: { projectId, postedAt: { not: null } } }), 90_000, `the Slack post of ${projectId}`);
}

const flatten = (value: unknown) => JSON.stringify(value);

// Generous: a search runs in each test, and nothing here asserts a duration.
describe('post-slack-outcome', { timeout: 180_000 }, () => {
  it('posts the people to the channel through response_url when the search ends', async () => {
    const ws = await connectedWorkspace();
    const { ack, projectId } = await slashCommand(ws, 'find 5 software engineers in Germany', slack.responseUrl('e2e'));
    expect(ack.text).toContain(projectId);
    const command = await posted(projectId);
    expect(command).toMatchObject({ postOutcome: 'response_url', postError: null });

    const { prisma } = await getDb();
    const project = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    expect(project).toMatchObject({ status: 'done', source: 'chat', verifiedResults: 5 });
    const firstFive = await prisma.result.findMany({ where: { projectId }, orderBy: { rank: 'asc' }, take: 5 });
    expect(firstFive).toHaveLength(5);

    const posts = slack.responsePosts().filter((post) => post.path.endsWith('/e2e'));
    expect(posts).toHaveLength(1);
    const message = posts[0]!.json;
    expect(message).toMatchObject({ response_type: 'in_channel', replace_original: false });
    const text = flatten(message);
    expect(text).toContain('find 5 software engineers in Germany');
    expect(text).toContain(`${project.verifiedResults} verified of ${project.totalResults} result`);
    for (const person of firstFive) {
      for (const field of [person.fullName, person.title, person.company, person.location, person.linkedinUrl]) expect(text).toContain(field.replace(/&/g, '&amp;'));
    }
    const appUrl = getEnv().APP_URL;
    expect(text).toContain(`<${appUrl}/projects/${projectId}|Open the project>`);
    expect(text).toContain(`<${appUrl}/projects/${projectId}/export.csv|Download CSV>`);
    expect(slack.postMessages()).toEqual([]);
  });

  it('posts the clarification question, and how to send a sharper brief, for a vague brief', async () => {
    const ws = await connectedWorkspace();
    const { projectId } = await slashCommand(ws, 'some good people', slack.responseUrl('vague'));
    await posted(projectId);
    const { prisma } = await getDb();
    const project = await prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    expect(project.status).toBe('awaiting_input');
    expect(project.clarificationQuestion).toBeTruthy();
    const [post] = slack.responsePosts().filter((p) => p.path.endsWith('/vague'));
    const text = flatten(post!.json);
    expect(text).toContain(JSON.stringify(project.clarificationQuestion!.replace(/&/g, '&amp;')).slice(1, -1));
    expect(text).toContain('Send a sharper brief with `/people <brief>`');
    // Nothing charged, and no webhook for awaiting_input: only the Slack post.
    expect(project.chargedCredits).toBe(0);
  });

  it('never calls a response_url that is not Slack’s: the bot token posts instead', async () => {
    const ws = await connectedWorkspace();
    const { projectId } = await slashCommand(ws, 'find 3 software engineers in Germany', `http://127.0.0.1:${trap.port}/commands/x`);
    const command = await posted(projectId);
    expect(command).toMatchObject({ responseUrl: null, postOutcome: 'chat_post_message' });
    expect(trap.connections).toBe(0);
    const call = slack.postMessages().find((m) => m.authorization === `Bearer ${ws.botToken}`);
    expect(call?.fields.channel).toBe('C0TESTCHAN');
    expect(call?.fields.text).toContain('find 3 software engineers in Germany');
    expect(JSON.parse(call!.fields.blocks!)).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'section' })]));
  });

  it('retries a failed post, and a post that fails for good never changes the project', async () => {
    const ws = await connectedWorkspace();
    responseUrlStatuses = [500];
    const first = await slashCommand(ws, 'find 2 software engineers in Germany', slack.responseUrl('retry'));
    expect(await posted(first.projectId)).toMatchObject({ postOutcome: 'response_url' });
    expect(slack.responsePosts().filter((p) => p.path.endsWith('/retry'))).toHaveLength(2);

    // Every attempt fails: after the step's retries the failure is recorded on the command only.
    responseUrlStatuses = Array(20).fill(502);
    const second = await slashCommand(ws, 'find 2 software engineers in Germany', slack.responseUrl('down'));
    const { prisma } = await getDb();
    const done = await waitFor(async () => {
      const project = await prisma.project.findUniqueOrThrow({ where: { id: second.projectId } });
      return project.status === 'done' ? project : null;
    }, 90_000, 'the search');
    const failed = await posted(second.projectId);
    expect(failed).toMatchObject({ postOutcome: 'failed' });
    expect(failed.postError).toMatch(/HTTP 502/);
    expect(slack.responsePosts().filter((p) => p.path.endsWith('/down'))).toHaveLength(5);
    expect(await prisma.project.findUniqueOrThrow({ where: { id: second.projectId } })).toEqual(done);
  });

  it('uses chat.postMessage once response_url has expired, and records a permanent Slack error without retrying', async () => {
    const ws = await connectedWorkspace();
    const { prisma } = await getDb();
    const project = await insertProject(ws.workspaceId, { source: 'chat', status: 'done', completedAt: new Date(), brief: '2 CTOs in Paris', verifiedResults: 2 });
    await insertResults(project.id, [{ fullName: 'Ada <Lovelace> & Co' }, { fullName: 'Grace Hopper' }]);
    const createdAt = new Date();
    await prisma.slackCommand.create({
      data: { projectId: project.id, workspaceId: ws.workspaceId, teamId: ws.teamId, channelId: 'C0EXPIRED', userId: 'U1', responseUrl: slack.responseUrl('expired'), createdAt },
    });
    const thirtyOneMinutesLater = createdAt.getTime() + 31 * 60_000;
    expect(await postSlackOutcome(project.id, thirtyOneMinutesLater)).toEqual({ outcome: 'chat_post_message', detail: null });
    expect(slack.responsePosts().filter((p) => p.path.endsWith('/expired'))).toEqual([]);
    const call = slack.postMessages().find((m) => m.fields.channel === 'C0EXPIRED')!;
    expect(call.authorization).toBe(`Bearer ${ws.botToken}`);
    expect(call.fields.blocks).toContain('Ada &lt;Lovelace&gt; &amp; Co');
    // Replayed (a retried step after the post was recorded): nothing is sent again.
    expect(await postSlackOutcome(project.id, thirtyOneMinutesLater)).toEqual({ outcome: 'chat_post_message', detail: null });
    expect(slack.postMessages().filter((m) => m.fields.channel === 'C0EXPIRED')).toHaveLength(1);

    // A Slack error no retry can fix is recorded at once.
    const other = await insertProject(ws.workspaceId, { source: 'chat', status: 'done', completedAt: new Date() });
    await prisma.slackCommand.create({ data: { projectId: other.id, workspaceId: ws.workspaceId, teamId: ws.teamId, channelId: 'C0GONE', userId: 'U1', responseUrl: null } });
    postMessageErrors = ['channel_not_found'];
    expect(await postSlackOutcome(other.id)).toEqual({ outcome: 'failed', detail: 'chat.postMessage: channel_not_found' });

    // Disconnected since the command: there is no token to post with.
    const third = await insertProject(ws.workspaceId, { source: 'chat', status: 'done', completedAt: new Date() });
    await prisma.slackCommand.create({ data: { projectId: third.id, workspaceId: ws.workspaceId, teamId: ws.teamId, channelId: 'C0LATE', userId: 'U1', responseUrl: null } });
    await disconnectSlack(ws.owner);
    expect(await postSlackOutcome(third.id)).toMatchObject({ outcome: 'failed', detail: expect.stringMatching(/disconnected/) });
  });

  it('calls the Web API only through the SSRF guard', async () => {
    const ws = await connectedWorkspace();
    const project = await insertProject(ws.workspaceId, { source: 'chat', status: 'done', completedAt: new Date() });
    const { prisma } = await getDb();
    await prisma.slackCommand.create({ data: { projectId: project.id, workspaceId: ws.workspaceId, teamId: ws.teamId, channelId: 'C0TRAP', userId: 'U1', responseUrl: null } });
    process.env.SLACK_API_URL = trap.url('/api/');
    resetEnvForTests();
    try {
      // The Web API client wraps what its fetch threw: the guard's refusal, before any connection.
      await expect(postSlackOutcome(project.id)).rejects.toThrow(/refused 127\.0\.0\.1:\d+: 127\.0\.0\.1 is a loopback address/);
    } finally {
      process.env.SLACK_API_URL = slack.apiUrl;
      resetEnvForTests();
    }
    expect(trap.connections).toBe(0);
    expect(await prisma.slackCommand.findUniqueOrThrow({ where: { projectId: project.id } })).toMatchObject({ postedAt: null });
  });
});
