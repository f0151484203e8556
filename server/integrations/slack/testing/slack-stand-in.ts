import type { ServerResponse } from 'node:http';
import { slackSignature } from '../signature';
import { startReceiver, type ReceivedRequest, type TestReceiver } from '@/server/webhooks/testing/test-receiver';

let triggers = 0;

/** A slash command as Slack sends it: form-encoded, signed over the exact bytes. */
export function slashCommandRequest(input: {
  signingSecret: string;
  teamId: string;
  text?: string;
  channelId?: string;
  userId?: string;
  responseUrl?: string;
  /** Unix seconds; default now. */
  timestamp?: number;
  /** Changes the body after signing (a tampered request). */
  tamper?: (body: string) => string;
}): Request {
  const body = new URLSearchParams({
    token: 'deprecated-verification-token',
    team_id: input.teamId,
    team_domain: 'acme',
    channel_id: input.channelId ?? 'C0TESTCHAN',
    channel_name: 'people',
    user_id: input.userId ?? 'U0TESTUSER',
    user_name: 'ada',
    command: '/people',
    text: input.text ?? '',
    api_app_id: 'A0TESTAPP',
    response_url: input.responseUrl ?? 'https://hooks.slack.com/commands/T0/1/abc',
    // Unique per command, as Slack's: two commands with the same text in one second differ.
    trigger_id: `${Date.now()}.${++triggers}.${Math.random().toString(16).slice(2, 10)}`,
  }).toString();
  const timestamp = String(input.timestamp ?? Math.floor(Date.now() / 1000));
  return new Request('http://people.test/api/integrations/slack/commands', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': timestamp,
      'x-slack-signature': slackSignature(input.signingSecret, timestamp, body),
    },
    body: input.tamper ? input.tamper(body) : body,
  });
}

export interface SlackStandIn {
  receiver: TestReceiver;
  /** The base to give SLACK_API_URL. */
  apiUrl: string;
  /** What an app needs to call the stand-in: SLACK_API_URL, and its address allowed as a private host. */
  env: { SLACK_API_URL: string; WEBHOOK_ALLOW_PRIVATE_HOSTS: string };
  /** A response_url on the stand-in. */
  responseUrl(id: string): string;
  /** Posts to response URLs, parsed. */
  responsePosts(): Array<{ path: string; json: Record<string, unknown> }>;
  /** chat.postMessage calls: the form fields and the Authorization header. */
  postMessages(): Array<{ fields: Record<string, string>; authorization: string | undefined }>;
  /**
   * A bot token that auth.test answers as `teamId`'s (a new one per call unless `token` is given).
   * Any other token is answered `invalid_auth`.
   */
  botTokenFor(teamId: string, token?: string): string;
  close(): Promise<void>;
}

export type StandInHandler = (request: ReceivedRequest, response: ServerResponse) => boolean | void;

/**
 * A local HTTP server playing Slack: response URLs under /commands/ answer `ok`, the Web API's
 * chat.postMessage under /api/ answers `{ ok: true }`, auth.test names the team of a token given
 * out by botTokenFor. `override` may answer first (return true).
 */
export async function startSlackStandIn(override?: StandInHandler): Promise<SlackStandIn> {
  const teamOfToken = new Map<string, string>();
  let tokens = 0;
  const receiver = await startReceiver((request, response) => {
    if (override?.(request, response)) return;
    if (request.path.startsWith('/api/auth.test')) {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const teamId = token ? teamOfToken.get(token) : undefined;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(teamId ? { ok: true, url: 'https://acme.slack.com/', team: 'Acme', user: 'people', team_id: teamId, user_id: 'U0BOT', bot_id: 'B0BOT' } : { ok: false, error: 'invalid_auth' }));
      return;
    }
    if (request.path.startsWith('/api/chat.postMessage')) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ok: true, channel: 'C0TESTCHAN', ts: '1700000000.000100' }));
      return;
    }
    response.end('ok');
  });
  const parse = (request: ReceivedRequest) => request.body.toString('utf8');
  return {
    receiver,
    apiUrl: receiver.url('/api/'),
    env: { SLACK_API_URL: receiver.url('/api/'), WEBHOOK_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${receiver.port}` },
    responseUrl: (id) => receiver.url(`/commands/T0TEST/${id}`),
    responsePosts: () =>
      receiver.requests.filter((r) => r.path.startsWith('/commands/')).map((r) => ({ path: r.path, json: JSON.parse(parse(r)) as Record<string, unknown> })),
    postMessages: () =>
      receiver.requests
        .filter((r) => r.path.startsWith('/api/chat.postMessage'))
        .map((r) => ({ fields: Object.fromEntries(new URLSearchParams(parse(r))), authorization: r.headers.authorization })),
    botTokenFor: (teamId, token) => {
      const issued = token ?? `xoxb-${receiver.port}-${++tokens}-${teamId.toLowerCase()}standin`;
      teamOfToken.set(issued, teamId);
      return issued;
    },
    close: () => receiver.close(),
  };
}
