import { describe, expect, it, vi } from 'vitest';
import { createCallerFactory } from '@/server/api/trpc';
import type { Principal } from '@/server/auth/principal';
import { appRouter } from '@/server/api/root';
import { getDb } from '@/server/db';
import { getEnv } from '@/server/env';
import { SEARCHES_PER_HOUR } from '@/server/limits/policy';
import { MAX_BRIEF_LENGTH as BRIEF_MAX_LENGTH } from '@/server/search/search-rules';
import { setCredits } from '@/server/workspaces/workspaces';
import { addTestMember, createTestWorkspace, v1 } from '@/test/fixtures';
import { disconnectSlack } from './connection';
import { slashCommandRoute } from './route-handler';
import { setAckDeadline } from './testing/ack-deadline';
import { slashCommandHarness } from './testing/command-harness';
import { slashCommandRequest } from './testing/slack-stand-in';
import { warmSlashCommandPath, warmSlashCommandRoute } from './warm-up';
import { startReceiver } from '@/server/webhooks/testing/test-receiver';

// No executor runs in this file: a search started here stays `running`, so every answer below
// was given without waiting for a search to finish.
const { slack, connectedWorkspace, command } = slashCommandHarness();
let otherTeam: Awaited<ReturnType<typeof connectedWorkspace>> | undefined;

async function projectsOf(workspaceId: string) {
  const { prisma } = await getDb();
  return prisma.project.findMany({ where: { workspaceId }, orderBy: { createdAt: 'asc' } });
}

/** What any request for a team with no connection gets. */
async function unknownTeamAnswer() {
  const response = await slashCommandRoute(slashCommandRequest({ signingSecret: 'whatever0000000000000000', teamId: 'T0NOBODY', text: '5 CTOs in Paris' }));
  return { status: response.status, body: (await response.json()) as unknown };
}

const textOf = (body: { text: string; blocks?: unknown[] }) => `${body.text}\n${JSON.stringify(body.blocks ?? [])}`;

describe('POST /api/integrations/slack/commands', () => {
  it('acknowledges /people <brief> at once with the criteria and project id, while the search is still running', async () => {
    const ws = await connectedWorkspace({ credits: 500 });
    const { status, body } = await command(ws, '25 heads of growth at Series B fintech startups in London', { responseUrl: slack().responseUrl('ack') });
    expect(status).toBe(200);
    expect(body.response_type).toBe('ephemeral');
    const [project] = await projectsOf(ws.workspaceId);
    // The answer came back and the search has not finished: the acknowledgement did not wait for it.
    expect(project).toMatchObject({ source: 'chat', status: 'running', brief: '25 heads of growth at Series B fintech startups in London', requestedTarget: 25, createdById: null });
    const text = textOf(body);
    expect(text).toContain(project!.id);
    expect(text).toContain('Role: Head of Growth');
    expect(text).toContain('Location: London');
    expect(text).toContain('Company stage: Series B');
    expect(text).toContain('How many: 25');
    expect(text).toMatch(/results will follow/i);
    // A project of the workspace like any other: visible through /v1 with its key, charged to its credits.
    const viaApi = await v1('GET', `/projects/${project!.id}`, { key: ws.apiKey });
    expect(viaApi.status).toBe(200);
    expect(await viaApi.json()).toMatchObject({ projectId: project!.id, status: 'running', requestedTarget: 25 });
    const { prisma } = await getDb();
    expect((await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } })).creditBalance).toBe(500 - 25);
    // Where the outcome will go, committed with the project.
    expect(await prisma.slackCommand.findUniqueOrThrow({ where: { projectId: project!.id } })).toMatchObject({
      workspaceId: ws.workspaceId,
      teamId: ws.teamId,
      channelId: 'C0TESTCHAN',
      userId: 'U0TESTUSER',
      responseUrl: slack().responseUrl('ack'),
      postedAt: null,
    });
  }, 180_000); // the first search of the file: a loaded machine can take long (no timing is asserted)

  it('stores the brief as the user typed it: Slack escapes &, < and > in the text', async () => {
    const ws = await connectedWorkspace();
    const { body } = await command(ws, '5 R&amp;D engineers in Berlin');
    expect(body.text).toContain('Searching: 5 R&D engineers in Berlin');
    expect((await projectsOf(ws.workspaceId))[0]?.brief).toBe('5 R&D engineers in Berlin');
  });

  it('explains the command for /people help and /people alone, and starts nothing', async () => {
    const ws = await connectedWorkspace();
    for (const text of ['help', '  HELP ', '']) {
      const { status, body } = await command(ws, text);
      expect(status).toBe(200);
      expect(body.response_type).toBe('ephemeral');
      expect(textOf(body)).toMatch(/\/people <brief>/);
    }
    expect(await projectsOf(ws.workspaceId)).toEqual([]);
  });

  it.each([
    ['a wrong signing secret', { signingSecret: 'somebodyelsessecret0000000000000' }, 200],
    ['a stale timestamp (6 minutes old)', { offsetS: -6 * 60 }, 401],
    ['a timestamp 6 minutes ahead', { offsetS: 6 * 60 }, 401],
    ['a body tampered after signing', { tamper: (body: string) => body.replace('text=', 'text=100+') }, 200],
    ['a team id changed after signing (to another connected team)', { tamper: (body: string) => body.replace(/team_id=[^&]+/, `team_id=${otherTeam!.teamId}`) }, 200],
  ])('refuses %s and starts nothing', async (_case, change, status) => {
    otherTeam ??= await connectedWorkspace();
    const ws = await connectedWorkspace();
    const { signingSecret, offsetS, ...rest } = { signingSecret: ws.signingSecret, offsetS: 0, ...change };
    // The timestamp is taken now, not when the table was built (earlier tests take a while).
    const timestamp = Math.floor(Date.now() / 1000) + offsetS;
    const response = await slashCommandRoute(slashCommandRequest({ teamId: ws.teamId, text: '5 software engineers in Berlin', signingSecret, timestamp, ...rest }));
    // A bad timestamp is refused before the team is looked up; a bad signature is answered like an unknown team.
    expect(response.status).toBe(status);
    if (status === 200) expect(await response.json()).toEqual((await unknownTeamAnswer()).body);
    expect(await projectsOf(ws.workspaceId)).toEqual([]);
    expect(await projectsOf(otherTeam.workspaceId)).toEqual([]);
  });

  it('answers a bad or missing signature for a connected team exactly as any request for an unknown team: no oracle of who is connected', async () => {
    const ws = await connectedWorkspace();
    const unknown = await unknownTeamAnswer();
    expect(unknown.status).toBe(200);
    const answers = [];
    for (const teamId of [ws.teamId, 'T0NOBODY2']) {
      const signed = slashCommandRequest({ signingSecret: 'notthesecret000000000000', teamId, text: '5 CTOs in Paris' });
      // A fresh timestamp and no signature at all, and a fresh timestamp with a wrong one.
      const unsigned = new Request(signed.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-slack-request-timestamp': signed.headers.get('x-slack-request-timestamp')! }, body: await signed.clone().text() });
      for (const request of [unsigned, signed]) {
        const response = await slashCommandRoute(request);
        answers.push({ status: response.status, body: await response.json() });
      }
    }
    expect(answers).toEqual(Array(4).fill(unknown));
    expect(await projectsOf(ws.workspaceId)).toEqual([]);
  });

  it('accepts a signed command once: the same request sent again within the window starts nothing and reserves nothing', async () => {
    const ws = await connectedWorkspace({ credits: 100 });
    const request = slashCommandRequest({ signingSecret: ws.signingSecret, teamId: ws.teamId, text: '10 software engineers in Berlin' });
    const copy = request.clone();
    const first = await slashCommandRoute(request);
    expect(first.status).toBe(200);
    expect((await first.json()).text).toMatch(/Searching/);
    const again = await slashCommandRoute(copy);
    expect({ status: again.status, body: await again.json() }).toEqual(await unknownTeamAnswer());
    expect(await projectsOf(ws.workspaceId)).toHaveLength(1);
    const { prisma } = await getDb();
    expect((await prisma.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } })).creditBalance).toBe(100 - 10);
    // Remembered in the database (any process of a scaled deployment refuses the copy), until the
    // request's timestamp leaves the 5-minute window.
    const seen = await prisma.slackSeenRequest.findUniqueOrThrow({ where: { signature: request.headers.get('x-slack-signature')! } });
    expect(seen.expiresAt.getTime()).toBe((Number(request.headers.get('x-slack-request-timestamp')) + 300) * 1000);
  });

  it('forgets signatures whose window has passed', async () => {
    const ws = await connectedWorkspace();
    const { prisma } = await getDb();
    await prisma.slackSeenRequest.create({ data: { signature: 'v0=expired', expiresAt: new Date(Date.now() - 1000) } });
    await prisma.slackSeenRequest.create({ data: { signature: 'v0=current', expiresAt: new Date(Date.now() + 60_000) } });
    expect((await command(ws, 'help')).status).toBe(200);
    expect(await prisma.slackSeenRequest.findUnique({ where: { signature: 'v0=expired' } })).toBeNull();
    expect(await prisma.slackSeenRequest.findUnique({ where: { signature: 'v0=current' } })).not.toBeNull();
  });

  it('answers 401 to a request with no signature headers at all', async () => {
    const ws = await connectedWorkspace();
    const signed = slashCommandRequest({ signingSecret: ws.signingSecret, teamId: ws.teamId, text: '5 CTOs in Paris' });
    const bare = new Request(signed.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: await signed.text() });
    expect((await slashCommandRoute(bare)).status).toBe(401);
    expect(await projectsOf(ws.workspaceId)).toEqual([]);
  });

  it("answers Slack's certificate check with an empty 200; the first one warms the command's path, once", async () => {
    const logged = vi.spyOn(console, 'log');
    try {
      for (let i = 0; i < 2; i++) {
        const response = await slashCommandRoute(new Request('http://people.test/api/integrations/slack/commands', { method: 'POST', body: 'ssl_check=1&token=x' }));
        expect(response.status).toBe(200);
        expect(await response.text()).toBe('');
      }
      await warmSlashCommandPath();
      expect(logged.mock.calls.filter(([line]) => /^\[people-search\] slash command path warm in \d+ ms$/.test(String(line)))).toHaveLength(1);
    } finally {
      logged.mockRestore();
    }
  });

  it('is warmed by the server at start: Slack\'s certificate check sent to its own commands route', async () => {
    const self = await startReceiver();
    try {
      await warmSlashCommandRoute(self.port);
      expect(self.requests.map((r) => ({ method: r.method, path: r.path, body: r.body.toString() }))).toEqual([{ method: 'POST', path: '/api/integrations/slack/commands', body: 'ssl_check=1&token=warm-up' }]);
    } finally {
      await self.close();
    }
  });

  it('tells a team with no connection so, and starts nothing', async () => {
    const { status, body } = await command({ teamId: 'T0NOBODY', signingSecret: 'whatever0000000000000000' }, '5 CTOs in Paris');
    expect(status).toBe(200);
    expect(body.response_type).toBe('ephemeral');
    expect(body.text).toMatch(/not connected/);
    const { prisma } = await getDb();
    expect(await prisma.slackCommand.count({ where: { teamId: 'T0NOBODY' } })).toBe(0);
  });

  it('stops answering for a workspace once it is disconnected', async () => {
    const ws = await connectedWorkspace();
    expect((await command(ws, '5 CTOs in Paris')).body.text).toMatch(/Searching/);
    expect(await disconnectSlack(ws.owner)).toEqual({ connected: false });
    const after = await command(ws, '5 CTOs in Paris');
    expect(after.status).toBe(200);
    expect(after.body.text).toMatch(/not connected/);
    expect(await projectsOf(ws.workspaceId)).toHaveLength(1);
    const { prisma } = await getDb();
    expect(await prisma.slackConnection.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it('refuses a brief over the length limit in the same message', async () => {
    const ws = await connectedWorkspace();
    const { status, body } = await command(ws, `5 CTOs in Paris ${'x'.repeat(BRIEF_MAX_LENGTH)}`);
    expect(status).toBe(200);
    expect(body.text).toMatch(/No search was started/);
    expect(body.text).toContain(`at most ${BRIEF_MAX_LENGTH} characters`);
    expect(await projectsOf(ws.workspaceId)).toEqual([]);
  });

  it('draws on the same credits as the API: none left is refused with the reason, and nothing is created', async () => {
    const ws = await connectedWorkspace({ credits: 5 });
    expect((await command(ws, '5 software engineers in Berlin')).body.text).toMatch(/Searching/);
    // The Slack search reserved all 5: the API now finds nothing available, and says why.
    const api = await v1('POST', '/search', { key: ws.apiKey, body: { brief: '5 designers in Paris' } });
    expect(api.status).toBe(429);
    const apiReason = (await api.json()).error.message as string;
    expect(apiReason).toMatch(/Searches still running hold credits/);
    // The other way round: Slack is refused with the very reason the API gives.
    const refusedAgain = await command(ws, '5 software engineers in Berlin');
    expect(refusedAgain.body.text).toBe(`No search was started: ${apiReason}`);
    const empty = await connectedWorkspace();
    await setCredits(empty.workspaceId, { credits: 0 });
    expect((await v1('POST', '/search', { key: empty.apiKey, body: { brief: '5 designers in Paris' } })).status).toBe(429);
    const refused = await command(empty, '5 software engineers in Berlin');
    expect(refused.status).toBe(200);
    expect(refused.body.response_type).toBe('ephemeral');
    expect(refused.body.text).toMatch(/No search was started: The workspace has no credits left/);
    expect(refused.body.text).not.toMatch(/Try again in/);
    expect(await projectsOf(ws.workspaceId)).toHaveLength(1);
    expect(await projectsOf(empty.workspaceId)).toEqual([]);
  });

  it(`counts Slack and API searches together in the ${SEARCHES_PER_HOUR} per hour, and says when to retry`, async () => {
    const ws = await connectedWorkspace({ credits: 100_000 });
    for (let i = 0; i < SEARCHES_PER_HOUR / 2; i++) {
      expect((await command(ws, `${i + 1} software engineers in Berlin`)).body.text).toMatch(/Searching/);
      expect((await v1('POST', '/search', { key: ws.apiKey, body: { brief: `${i + 1} designers in Paris` } })).status).toBe(202);
    }
    const api = await v1('POST', '/search', { key: ws.apiKey, body: { brief: '3 designers in Paris' } });
    expect(api.status).toBe(429);
    const retryAfter = Number(api.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000);
    const refused = await command(ws, '5 CTOs in Paris');
    expect(refused.status).toBe(200);
    expect(refused.body.text).toMatch(new RegExp(`No search was started: This workspace has started ${SEARCHES_PER_HOUR} searches in the last hour`));
    // When to try again: the same wait the API gives, in minutes, and as a Slack date.
    expect(refused.body.text).toContain(`Try again in ${Math.ceil(retryAfter / 60)} minutes`);
    expect(refused.body.text).toMatch(/<!date\^\d+\^\{time\}\|/);
    const projects = await projectsOf(ws.workspaceId);
    expect(projects).toHaveLength(SEARCHES_PER_HOUR);
    expect(projects.filter((p) => p.source === 'chat')).toHaveLength(SEARCHES_PER_HOUR / 2);
  });

  it.runIf(getEnv().databaseMode === 'postgres')('answers at the deadline when starting is slow, and sends the real answer to response_url', async () => {
    const ws = await connectedWorkspace();
    const { prisma } = await getDb();
    // Another transaction holds the workspace row lock that startSearch needs, until Slack has its answer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const locked = prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "Workspace" WHERE id = ${ws.workspaceId} FOR UPDATE`;
        lockTaken();
        await held;
      },
      { timeout: 60_000 },
    );
    await taken;
    setAckDeadline(200);
    try {
      const answered = await command(ws, '5 CTOs in Paris', { responseUrl: slack().responseUrl('late') });
      expect(answered.status).toBe(200);
      expect(answered.body.text).toMatch(/Starting your search/);
      expect(await projectsOf(ws.workspaceId)).toEqual([]);
    } finally {
      setAckDeadline(60_000);
      release();
      await locked;
    }
    const late = await waitForPost(() => slack().responsePosts().find((post) => post.path.endsWith('/late')));
    const [project] = await projectsOf(ws.workspaceId);
    expect(late.json).toMatchObject({ response_type: 'ephemeral', replace_original: true });
    expect(JSON.stringify(late.json)).toContain(project!.id);
  });
});

describe('slack settings procedures', () => {
  const callerFor = (principal: Principal) => createCallerFactory(appRouter)({ principal, userId: principal.kind === 'user' ? principal.userId : null });

  it('lets owners and admins connect and disconnect; shows hints, never the secrets', async () => {
    const ws = await createTestWorkspace();
    const owner = callerFor(ws.owner);
    expect(await owner.slack.status()).toEqual({ connected: false });
    const manifest = await owner.slack.manifest();
    expect(manifest.requestUrl).toBe(`${getEnv().APP_URL}/api/integrations/slack/commands`);
    expect(manifest.manifest.features?.slash_commands?.[0]).toMatchObject({ command: '/people', url: manifest.requestUrl });
    expect(manifest.manifest.oauth_config?.scopes?.bot).toEqual(['commands', 'chat:write', 'chat:write.public']);

    const status = await owner.slack.connect({ teamId: 'T0SETTINGS1', signingSecret: 'abcdef0123456789abcdef0123459f3e', botToken: slack().botTokenFor('T0SETTINGS1', 'xoxb-123-456-secrettokenQ7z9') });
    expect(status).toMatchObject({ connected: true, teamId: 'T0SETTINGS1', signingSecretHint: '••••9f3e', botTokenHint: 'xoxb-••••Q7z9', connectedBy: ws.email });
    expect(JSON.stringify(await owner.slack.status())).not.toMatch(/abcdef0123456789|secrettoken/);
    const { prisma } = await getDb();
    const row = await prisma.slackConnection.findUniqueOrThrow({ where: { workspaceId: ws.workspaceId } });
    // Sealed at rest like the webhook secret: AES-GCM ciphertexts, not the values.
    expect(row.signingSecretCiphertext).toMatch(/^v1\./);
    expect(row.botTokenCiphertext).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/abcdef0123456789|secrettoken/);

    // One team belongs to one workspace.
    const other = await createTestWorkspace();
    await expect(callerFor(other.owner).slack.connect({ teamId: 'T0SETTINGS1', signingSecret: 'abcdef0123456789abcdef0123456789', botToken: slack().botTokenFor('T0SETTINGS1') })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await owner.slack.disconnect()).toEqual({ connected: false });
    expect(await owner.slack.status()).toEqual({ connected: false });
  });

  it('refuses members, API keys and malformed credentials', async () => {
    const ws = await createTestWorkspace();
    const member = callerFor(await addTestMember(ws.workspaceId, 'member'));
    const input = { teamId: 'T0MEMBER1', signingSecret: 'abcdef0123456789abcdef0123456789', botToken: slack().botTokenFor('T0MEMBER1') };
    await expect(member.slack.connect(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(member.slack.disconnect()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await member.slack.status()).toEqual({ connected: false });
    const admin = callerFor(await addTestMember(ws.workspaceId, 'admin'));
    expect(await admin.slack.connect(input)).toMatchObject({ connected: true });
    const key = callerFor({ kind: 'apiKey', apiKeyId: 'k', workspaceId: ws.workspaceId });
    await expect(key.slack.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const owner = callerFor(ws.owner);
    await expect(owner.slack.connect({ ...input, botToken: 'xoxp-user-token-123456' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(owner.slack.connect({ ...input, teamId: 'acme' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

async function waitForPost<T>(probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() > until) throw new Error('no post arrived');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
