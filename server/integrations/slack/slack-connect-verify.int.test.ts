import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { trpcHttp, webContext } from '@/server/api/testing/trpc-http';
import { getDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { createTestWorkspace } from '@/test/fixtures';
import { slashCommandRoute } from './route-handler';
import { slashCommandRequest, startSlackStandIn, type SlackStandIn } from './testing/slack-stand-in';

// Settings › Slack › Connect through /api/trpc, with a local stand-in answering Slack's auth.test.
let slack: SlackStandIn;
/** What the stand-in's Web API answers instead, when set: [HTTP status, body]. */
let apiAnswer: [number, string] | null = null;
let closedPort = 0;

beforeAll(async () => {
  slack = await startSlackStandIn((request, response) => {
    if (!apiAnswer || !request.path.startsWith('/api/')) return false;
    response.statusCode = apiAnswer[0];
    response.end(apiAnswer[1]);
    return true;
  });
  // A port nothing listens on: Slack unreachable.
  closedPort = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  useSlackApi(slack.apiUrl);
});
afterEach(() => {
  apiAnswer = null;
  useSlackApi(slack.apiUrl);
});
afterAll(async () => {
  await slack.close();
  delete process.env.SLACK_API_URL;
  resetEnvForTests();
});

function useSlackApi(url: string) {
  process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${slack.receiver.port},127.0.0.1:${closedPort}`;
  process.env.SLACK_API_URL = url;
  resetEnvForTests();
}

let teams = 0;
const newTeamId = () => `T0VERIFY${teams++}${Date.now().toString(36).toUpperCase()}`;
const secret = (n: number) => `verifysecret${n}0123456789abcdef`;

async function connect(principal: Awaited<ReturnType<typeof createTestWorkspace>>['owner'], input: { teamId: string; signingSecret: string; botToken: string }) {
  return trpcHttp(webContext(principal), 'mutation', 'slack.connect', input);
}

async function connectionOf(workspaceId: string) {
  const { prisma } = await getDb();
  return prisma.slackConnection.findUnique({ where: { workspaceId } });
}

describe('Settings › Slack › Connect checks the bot token with Slack first', () => {
  it("refuses a team id with a bot token of another team: a stranger cannot claim a company's team", async () => {
    const company = newTeamId();
    const strangers = newTeamId();
    const stranger = await createTestWorkspace();
    const refused = await connect(stranger.owner, { teamId: company, signingSecret: secret(1), botToken: slack.botTokenFor(strangers) });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.data.code).toBe('BAD_REQUEST');
    expect(refused.body.error?.message).toBe(`The bot token belongs to Slack team ${strangers}, not ${company}. Check the team id and the token; nothing was saved.`);
    expect(await connectionOf(stranger.workspaceId)).toBeNull();

    // The company, holding its own team's token, connects as usual; its verification is recorded.
    const owner = await createTestWorkspace();
    const connected = await connect(owner.owner, { teamId: company, signingSecret: secret(2), botToken: slack.botTokenFor(company) });
    expect(connected.status).toBe(200);
    expect(connected.body.result?.data).toMatchObject({ connected: true, teamId: company });
    expect((await connectionOf(owner.workspaceId))?.verifiedAt).toBeInstanceOf(Date);
  });

  it("passes Slack's refusal of the token on (invalid_auth) as a 400, and saves nothing", async () => {
    const ws = await createTestWorkspace();
    const refused = await connect(ws.owner, { teamId: newTeamId(), signingSecret: secret(3), botToken: 'xoxb-0000-0000-notatokenslackknows' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/^Slack refused the bot token \(invalid_auth\)\./);
    expect(await connectionOf(ws.workspaceId)).toBeNull();
  });

  it.each<[string, () => void, RegExp]>([
    ['Slack cannot be reached', () => useSlackApi(`http://127.0.0.1:${closedPort}/api/`), /^Could not check the bot token with Slack \(.*ECONNREFUSED.*\)\. Try again in a moment; nothing was saved\.$/],
    ['Slack answers HTTP 503', () => (apiAnswer = [503, 'upstream unavailable']), /^Could not check the bot token with Slack \(Slack answered HTTP 503\)/],
    ['Slack answers something that is not JSON', () => (apiAnswer = [200, '<html>hello</html>']), /^Could not check the bot token with Slack \(Slack gave an answer that is not JSON\)/],
    ['the Slack API address is a private one not allowed', () => useSlackApi('http://10.255.255.1/api/'), /^Could not check the bot token with Slack \(the Slack API address is not allowed\)/],
  ])('answers a clear 400, never a 500, when %s', async (_case, arrange, message) => {
    const ws = await createTestWorkspace();
    const teamId = newTeamId();
    const botToken = slack.botTokenFor(teamId);
    arrange();
    const refused = await connect(ws.owner, { teamId, signingSecret: secret(4), botToken });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(message);
    expect(await connectionOf(ws.workspaceId)).toBeNull();
  });

  it('accepts an Enterprise Grid org id (E…) when auth.test names it as the enterprise', async () => {
    const ws = await createTestWorkspace();
    apiAnswer = [200, JSON.stringify({ ok: true, team_id: 'T0GRIDMEMBER', enterprise_id: 'E0GRIDORG', user_id: 'U0BOT', bot_id: 'B0BOT' })];
    const connected = await connect(ws.owner, { teamId: 'E0GRIDORG', signingSecret: secret(5), botToken: 'xoxb-1-2-gridtoken000' });
    expect(connected.status).toBe(200);
    expect(connected.body.result?.data).toMatchObject({ connected: true, teamId: 'E0GRIDORG' });
  });

  it('a verified connect replaces an unverified connection of the same team; a verified one is still refused', async () => {
    const teamId = newTeamId();
    const squatter = await createTestWorkspace();
    expect((await connect(squatter.owner, { teamId, signingSecret: secret(6), botToken: slack.botTokenFor(teamId) })).status).toBe(200);
    // As a connection made before tokens were checked is stored.
    const { prisma } = await getDb();
    await prisma.slackConnection.update({ where: { workspaceId: squatter.workspaceId }, data: { verifiedAt: null } });

    const owner = await createTestWorkspace();
    const replaced = await connect(owner.owner, { teamId, signingSecret: secret(7), botToken: slack.botTokenFor(teamId) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.result?.data).toMatchObject({ connected: true, teamId });
    expect(await connectionOf(squatter.workspaceId)).toBeNull();
    expect(await prisma.auditEvent.findFirst({ where: { workspaceId: squatter.workspaceId, action: 'slack.disconnected' } })).toMatchObject({ subject: `${teamId} (replaced by a connection verified with Slack)` });
    // The team's commands are now verified with the owner's signing secret.
    const command = await slashCommandRoute(slashCommandRequest({ signingSecret: secret(7), teamId, text: 'help' }));
    expect(command.status).toBe(200);
    expect(JSON.stringify(await command.json())).toMatch(/\/people <brief>/);

    // A verified connection is not replaced: disconnect it there first.
    const third = await createTestWorkspace();
    const refused = await connect(third.owner, { teamId, signingSecret: secret(8), botToken: slack.botTokenFor(teamId) });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(`Slack team ${teamId} is already connected to another workspace. Disconnect it there first.`);
    expect((await connectionOf(owner.workspaceId))?.signingSecretLastFour).toBe(secret(7).slice(-4));
    expect(await connectionOf(third.workspaceId)).toBeNull();
  });
});
