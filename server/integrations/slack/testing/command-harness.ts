// What a test file of the slash command sets up: a Slack stand-in named in the environment (it
// answers auth.test when a workspace connects), the interpreter and the REST facade loaded before
// the tests (cold, tens of seconds on a loaded machine, so no test's timeout pays for it), an
// acknowledgement deadline a loaded machine cannot miss, and workspaces connected to their own team.
import { afterAll, beforeAll } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { interpretBrief } from '@/server/search';
import { createTestWorkspace, v1 } from '@/test/fixtures';
import { connectSlack } from '../connection';
import { slashCommandRoute } from '../route-handler';
import { setAckDeadline } from './ack-deadline';
import { slashCommandRequest, startSlackStandIn, type SlackStandIn } from './slack-stand-in';

export interface CommandAnswer {
  status: number;
  body: { response_type?: string; text: string; blocks?: unknown[] };
}

/** Registers the file's hooks; call at the top level of a test file. */
export function slashCommandHarness() {
  let slack: SlackStandIn | undefined;
  let teams = 0;
  beforeAll(async () => {
    slack = await startSlackStandIn();
    Object.assign(process.env, slack.env);
    resetEnvForTests();
    interpretBrief('5 software engineers in Berlin');
    await v1('GET', '/openapi.json');
    setAckDeadline(60_000);
  }, 300_000);
  afterAll(async () => {
    setAckDeadline(null);
    await slack?.close();
    delete process.env.SLACK_API_URL;
    resetEnvForTests();
  });

  const standIn = () => {
    if (!slack) throw new Error('the Slack stand-in starts in beforeAll');
    return slack;
  };
  return {
    slack: standIn,
    async connectedWorkspace(options: { credits?: number } = {}) {
      const ws = await createTestWorkspace(options);
      const teamId = `T0${Date.now().toString(36).toUpperCase()}${teams++}`;
      const signingSecret = `secret${teamId}0123456789abcdef`;
      await connectSlack(ws.owner, { teamId, signingSecret, botToken: standIn().botTokenFor(teamId) });
      return { ...ws, teamId, signingSecret };
    },
    /** The command as Slack sends it, signed with the workspace's secret. */
    async command(ws: { teamId: string; signingSecret: string }, text: string, extra: Partial<Parameters<typeof slashCommandRequest>[0]> = {}): Promise<CommandAnswer> {
      const response = await slashCommandRoute(slashCommandRequest({ signingSecret: ws.signingSecret, teamId: ws.teamId, text, ...extra }));
      return { status: response.status, body: (await response.json()) as CommandAnswer['body'] };
    },
  };
}
