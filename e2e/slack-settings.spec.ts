import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { openNav, signUp, uniqueEmail } from './support/accounts';
import { startOwnApp, type OwnApp } from './support/own-app';

// Connecting asks Slack's auth.test whose bot token it is. This spec runs an app of its own whose
// Slack API is a local stand-in: calling a private address is a development setting, refused by
// the suite's main server (production, playwright.config.ts).
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL });

/** auth.test as Slack answers it: the team of each token the stand-in knows, else invalid_auth. */
const teamOfToken = new Map<string, string>();
let slackApi: http.Server | undefined;
let app: OwnApp | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  slackApi = http.createServer((req, res) => {
    req.resume();
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const teamId = req.url?.startsWith('/api/auth.test') && token ? teamOfToken.get(token) : undefined;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(teamId ? { ok: true, team_id: teamId, user_id: 'U0BOT', bot_id: 'B0BOT' } : { ok: false, error: 'invalid_auth' }));
  });
  await new Promise<void>((resolve) => slackApi!.listen(0, '127.0.0.1', resolve));
  const slackPort = (slackApi.address() as AddressInfo).port;
  app = await startOwnApp(PORT, {
    NODE_ENV: 'development',
    TRUST_PROXY: '1',
    SLACK_API_URL: `http://127.0.0.1:${slackPort}/api/`,
    WEBHOOK_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${slackPort}`,
  });
});

test.afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => slackApi?.close(resolve));
});

/** A slash command as Slack sends it: form-encoded and signed with the app's signing secret. */
async function slashCommand(request: APIRequestContext, input: { teamId: string; signingSecret: string; text: string }) {
  const body = new URLSearchParams({
    team_id: input.teamId,
    channel_id: 'C0E2ECHAN',
    user_id: 'U0E2EUSER',
    command: '/people',
    text: input.text,
    // Not a Slack address: the outcome is never posted to it.
    response_url: 'https://example.invalid/commands/1',
    // Unique per command, as Slack's: a signed request is accepted once.
    trigger_id: `${Date.now()}.${Math.random().toString(16).slice(2)}`,
  }).toString();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `v0=${createHmac('sha256', input.signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  const response = await request.post('/api/integrations/slack/commands', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-slack-request-timestamp': timestamp, 'x-slack-signature': signature },
    data: body,
  });
  return { status: response.status(), body: (await response.json()) as { response_type?: string; text: string } };
}

test('an owner downloads the manifest, connects Slack, runs /people, and disconnects', async ({ page, request, baseURL }) => {
  const teamId = `T0E2E${Date.now().toString(36).toUpperCase()}`;
  const signingSecret = `e2e${Date.now().toString(36)}0123456789abcdef9f3e`;
  const botToken = `xoxb-2468-1357-e2eTokenQ7z9`;
  teamOfToken.set(botToken, teamId);
  const strangersToken = 'xoxb-9999-9999-strangerToken';
  teamOfToken.set(strangersToken, 'T0STRANGER');

  await signUp(page, uniqueEmail('slack-owner'));
  await openNav(page, 'Slack');
  await expect(page.getByRole('heading', { name: 'Slack', exact: true })).toBeVisible();
  await expect(page.getByTestId('slack-not-connected')).toBeVisible();

  await test.step('the manifest: /people, the request URL from APP_URL, the scopes', async () => {
    await expect(page.getByTestId('slack-request-url')).toHaveText(`${baseURL}/api/integrations/slack/commands`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download manifest' }).click()]);
    expect(download.suggestedFilename()).toBe('people-search-slack-manifest.json');
    const manifest = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(manifest.features.slash_commands).toEqual([expect.objectContaining({ command: '/people', url: `${baseURL}/api/integrations/slack/commands` })]);
    expect(manifest.oauth_config.scopes.bot).toEqual(['commands', 'chat:write', 'chat:write.public']);
  });

  await test.step('a malformed bot token is refused with the reason', async () => {
    await page.getByLabel('Team id').fill(teamId);
    await page.getByLabel('Signing secret').fill(signingSecret);
    await page.getByLabel('Bot token').fill('xoxp-a-user-token-123');
    await page.getByRole('button', { name: 'Connect Slack' }).click();
    await expect(page.getByRole('region', { name: 'Connect it' }).getByRole('alert')).toContainText('The bot token starts with xoxb-');
  });

  await test.step("a bot token of another team is refused: the team is not this workspace's to claim", async () => {
    await page.getByLabel('Bot token').fill(strangersToken);
    await page.getByRole('button', { name: 'Connect Slack' }).click();
    await expect(page.getByRole('region', { name: 'Connect it' }).getByRole('alert')).toContainText(`The bot token belongs to Slack team T0STRANGER, not ${teamId}.`);
    await expect(page.getByTestId('slack-not-connected')).toBeVisible();
  });

  await test.step('connect: the connection shows, the secrets never come back in full', async () => {
    await page.getByLabel('Bot token').fill(botToken);
    await page.getByRole('button', { name: 'Connect Slack' }).click();
    const connection = page.getByTestId('slack-connection');
    await expect(connection).toContainText(`Connected to Slack team ${teamId}`);
    await expect(connection).toContainText('••••9f3e');
    await expect(connection).toContainText('xoxb-••••Q7z9');
    await page.reload();
    await expect(page.getByTestId('slack-connection')).toContainText(teamId);
    const html = await page.content();
    expect(html).not.toContain(signingSecret);
    expect(html).not.toContain(botToken);
  });

  await test.step('a signed /people command starts a project of this workspace; a forged one is refused', async () => {
    const started = await slashCommand(request, { teamId, signingSecret, text: '5 software engineers in Berlin' });
    expect(started.status).toBe(200);
    expect(started.body.response_type).toBe('ephemeral');
    const projectId = /prj_[A-Za-z0-9]+/.exec(started.body.text)?.[0];
    expect(projectId).toBeTruthy();
    const forged = await slashCommand(request, { teamId, signingSecret: 'not-the-secret-000000000000', text: '5 CTOs in Paris' });
    // Answered exactly as a team with no connection is: the answer does not tell who is connected.
    const unknownTeam = await slashCommand(request, { teamId: 'T0NOBODYE2E', signingSecret: 'not-the-secret-000000000000', text: '5 CTOs in Paris' });
    expect(forged).toEqual(unknownTeam);
    expect(forged.status).toBe(200);
    expect(forged.body.text).toMatch(/No search was started/);
    await openNav(page, 'Projects');
    await expect(page.getByText('5 software engineers in Berlin')).toBeVisible();
    await expect(page.getByText('5 CTOs in Paris')).toHaveCount(0);
  });

  await test.step('disconnect with confirmation: the team is told it is not connected', async () => {
    await openNav(page, 'Slack');
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('slack-not-connected')).toBeVisible();
    const after = await slashCommand(request, { teamId, signingSecret, text: '5 software engineers in Berlin' });
    expect(after.status).toBe(200);
    expect(after.body.text).toMatch(/not connected/);
  });
});
