import { getEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import { startSearch } from '@/server/projects/start-search';
import { searchInput } from '@/server/schemas/project';
import type { Interpretation } from '@/server/search';
import { findConnectionByTeam } from './connection';
import { guardedPost } from './guarded-http';
import { acknowledgementMessage, helpMessage, notConnectedMessage, refusalMessage, type SlackMessage, unescapeSlackText } from './messages';
import { isChannelId, parseCommandText } from './command-text';
import { incompleteWatchMessage } from './monitor-messages';
import { firstSighting } from './replay-guard';
import { recordSlackCommand } from './slack-command-store';
import { usableResponseUrl } from './response-url';
import { checkSlackTimestamp, verifySlackSignature } from './signature';
import { warmSlashCommandPath } from './warm-up';
import { answerWatchCommand } from './watch-command';

export interface SlashCommandRequest {
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: string;
  timestamp: string | null;
  signature: string | null;
  nowMs?: number;
}

/**
 * What the route sends back: 401 for a missing or stale timestamp (whatever the team), otherwise
 * 200 with Slack's JSON.
 */
export type SlashCommandAnswer =
  | { status: 401; body: { error: string } }
  | { status: 200; body: (SlackMessage & { response_type: 'ephemeral' }) | null };

const ephemeral = (message: SlackMessage): SlashCommandAnswer => ({ status: 200, body: { response_type: 'ephemeral', ...message } });
const unverified = (): SlashCommandAnswer => ({ status: 401, body: { error: 'invalid Slack request signature' } });
/** One answer for an unknown team and for a connected team's request that is not accepted. */
const notAccepted = (): SlashCommandAnswer => ephemeral(notConnectedMessage());

/**
 * `POST /api/integrations/slack/commands`. The timestamp is checked before anything else, then
 * the team's connection supplies the signing secret; nothing is started unless the signature
 * over the raw body matches, and only the first time it is seen. A team with no connection, a
 * request that fails verification and a copy of an accepted one all get the same answer, so the
 * answers tell nobody which teams are connected.
 */
export async function handleSlashCommand(request: SlashCommandRequest): Promise<SlashCommandAnswer> {
  const form = new URLSearchParams(request.rawBody);
  // Slack's periodic certificate check of the request URL: answer 200, start nothing. The first
  // one (the server sends it to itself at start) warms this path for the first command.
  if (form.get('ssl_check') === '1' && !form.has('command')) {
    void warmSlashCommandPath();
    return { status: 200, body: null };
  }
  if (!checkSlackTimestamp(request.timestamp, request.nowMs).ok) return unverified();
  const teamId = form.get('team_id');
  if (!teamId) return unverified();
  const connection = await findConnectionByTeam(teamId);
  if (!connection) return notAccepted();
  const check = verifySlackSignature({ signingSecret: connection.signingSecret, timestamp: request.timestamp, signature: request.signature, rawBody: request.rawBody, nowMs: request.nowMs });
  if (!check.ok) return notAccepted();
  // A captured command sent again within the window would start (and charge) another search.
  if (!(await firstSighting(request.signature!, request.timestamp!, request.nowMs))) return notAccepted();

  const parsed = parseCommandText(unescapeSlackText(form.get('text') ?? ''));
  if (parsed.kind === 'help') return ephemeral(helpMessage());
  if (parsed.kind === 'incomplete') return ephemeral(incompleteWatchMessage(parsed.command));
  const origin = { workspaceId: connection.workspaceId, teamId, channelId: form.get('channel_id') ?? '', userId: form.get('user_id') ?? '' };
  const responseUrl = usableResponseUrl(form.get('response_url'));
  const started = parsed.kind === 'search' ? startChatSearch({ ...origin, responseUrl, brief: parsed.brief }) : answerWatchCommand(parsed, origin);

  // Slack gives a slash command 3 seconds. Starting a search normally takes milliseconds; if the
  // database is slow, the command is answered at the deadline (SLACK_ACK_DEADLINE_MS, 2.5 s) and the
  // confirmation (or refusal) follows through response_url as soon as the start has committed or failed.
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), getEnv().SLACK_ACK_DEADLINE_MS)));
  const answer = await Promise.race([started, deadline]).finally(() => clearTimeout(timer));
  if (answer) return ephemeral(answer);
  // Slow start: answer now, and send the real answer to response_url when it is known.
  void started.then((late) => (responseUrl ? postEphemeral(responseUrl, late) : undefined)).catch((error: unknown) => console.error('[slack] late acknowledgement not sent', error));
  return ephemeral(parsed.kind === 'search' ? startingMessage() : workingMessage());
}

function startingMessage(): SlackMessage {
  return {
    text: 'Starting your search…',
    blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'Starting your search… the project id (or why it could not start) follows in a moment.' } }],
  };
}

function workingMessage(): SlackMessage {
  return { text: 'Working on it…', blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'Working on it… the answer follows in a moment.' } }] };
}

interface ChatSearchInput {
  workspaceId: string;
  teamId: string;
  channelId: string;
  userId: string;
  responseUrl: string | null;
  brief: string;
}

/** Starts the search through the one startSearch, and words its answer (or refusal) for Slack. */
async function startChatSearch(input: ChatSearchInput): Promise<SlackMessage> {
  const brief = searchInput.shape.brief.safeParse(input.brief);
  if (!brief.success) return refusalMessage({ brief: input.brief, reason: `The ${brief.error.issues[0]!.message}.`, retryAfterS: null });
  if (!isChannelId(input.channelId)) {
    return refusalMessage({ brief: brief.data, reason: 'Slack did not say which channel this came from, so the results would have nowhere to go.', retryAfterS: null });
  }
  try {
    const created: { reading?: Interpretation } = {};
    const { projectId } = await startSearch(
      { kind: 'integration', integration: 'slack', workspaceId: input.workspaceId },
      { brief: brief.data, source: 'chat' },
      {
        // Committed with the project: its outcome always knows where to go.
        onCreated: (tx, id, stored) => {
          created.reading = stored;
          recordSlackCommand(tx, { projectId: id, ...input });
        },
      },
    );
    return acknowledgementMessage({
      brief: brief.data,
      criteria: [...(created.reading?.criteria ?? []).map((criterion) => criterion.name), ...(created.reading?.target ? [`How many: ${created.reading.target}`] : [])],
      projectId,
      projectUrl: `${getEnv().APP_URL}/projects/${projectId}`,
    });
  } catch (error) {
    if (error instanceof AppError) {
      const retryAfter = error.headers['Retry-After'];
      return refusalMessage({ brief: brief.data, reason: error.message, retryAfterS: retryAfter ? Number(retryAfter) : null });
    }
    console.error('[slack] could not start a search', error);
    return refusalMessage({ brief: brief.data, reason: 'Something went wrong on our side; nothing was charged.', retryAfterS: null });
  }
}

async function postEphemeral(responseUrl: string, message: SlackMessage) {
  const response = await guardedPost(responseUrl, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ response_type: 'ephemeral', replace_original: true, ...message }),
  });
  if (response.status < 200 || response.status >= 300) throw new Error(`response_url answered HTTP ${response.status}`);
}
