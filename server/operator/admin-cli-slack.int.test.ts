import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { startSlackStandIn, type SlackStandIn } from '@/server/integrations/slack/testing/slack-stand-in';
import { createTestWorkspace } from '@/test/fixtures';
import { adminCli } from './admin-cli';
import { runCli } from './testing/run-cli';

const admin = (...args: string[]) => runCli(adminCli, args);

// connect-slack asks Slack's auth.test whose bot token it is: at this stand-in.
let slack: SlackStandIn;
beforeAll(async () => {
  slack = await startSlackStandIn();
  Object.assign(process.env, slack.env);
  resetEnvForTests();
});
afterAll(async () => {
  await slack.close();
  delete process.env.SLACK_API_URL;
  resetEnvForTests();
});

describe('operator CLI: Slack', () => {
  it('connect-slack prints {"connected":true}, seals the secrets; disconnect-slack prints {"connected":false}', async () => {
    const ws = await createTestWorkspace();
    const secret = 'f00dfeedcafe0123456789abcdefbeef';
    const token = slack.botTokenFor('T0CLI123', 'xoxb-1234567890-0987654321-AbCdEfGhIjKlMnOp');
    const connected = await admin('connect-slack', '--workspace', ws.workspaceId, '--team', 'T0CLI123', '--signing-secret', secret, '--bot-token', token);
    expect(connected).toMatchObject({ code: 0, stdout: '{"connected":true}\n' });

    const { prisma } = await getDb();
    const row = await prisma.slackConnection.findUniqueOrThrow({ where: { workspaceId: ws.workspaceId } });
    expect(row).toMatchObject({ teamId: 'T0CLI123', signingSecretLastFour: 'beef', botTokenLastFour: 'MnOp', connectedById: null });
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(token);

    const disconnected = await admin('disconnect-slack', '--workspace', ws.workspaceId);
    expect(disconnected).toMatchObject({ code: 0, stdout: '{"connected":false}\n' });
    expect(await prisma.slackConnection.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it('fails with a clear message and a non-zero exit on bad input', async () => {
    const ws = await createTestWorkspace();
    const cases: Array<[string[], RegExp]> = [
      [['connect-slack', '--workspace', ws.workspaceId, '--team', 'T0CLI9', '--signing-secret', 'f00dfeedcafe0123456789abcdefbeef'], /--bot-token is required/],
      [['connect-slack', '--workspace', ws.workspaceId, '--team', 'T0CLI9', '--signing-secret', 'f00dfeedcafe0123456789abcdefbeef', '--bot-token', 'xoxp-user-token-1234'], /bot token starts with xoxb-/],
      [['connect-slack', '--workspace', 'nope', '--team', 'T0CLI9', '--signing-secret', 'f00dfeedcafe0123456789abcdefbeef', '--bot-token', 'xoxb-1-2-abcdefghijk'], /No workspace with id nope/],
      [['connect-slack', '--workspace', ws.workspaceId, '--team', 'T0CLI9', '--signing-secret', 'f00dfeedcafe0123456789abcdefbeef', '--bot-token', 'xoxb-1-2-abcdefghijk'], /Slack refused the bot token \(invalid_auth\)/],
      [['disconnect-slack'], /--workspace is required/],
    ];
    for (const [args, message] of cases) {
      const result = await admin(...args);
      expect(result.code).not.toBe(0);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
    }
  });
});
