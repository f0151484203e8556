import { getEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import { guardedPost, RefusedTargetError } from './guarded-http';

/** What Slack's auth.test says a bot token belongs to. */
interface AuthTestAnswer {
  ok?: boolean;
  error?: string;
  team_id?: string;
  enterprise_id?: string;
}

/**
 * Asks Slack's auth.test (through the guarded client) which team the bot token belongs to, and
 * refuses unless it is `teamId` (or, for an Enterprise Grid org id `E…`, its enterprise_id). Only
 * whoever holds a team's bot token can claim the team, so a stranger cannot connect it first.
 * Every failure is an `invalid_request` that says what to fix: nothing is saved.
 */
export async function verifyBotTokenTeam(botToken: string, teamId: string): Promise<void> {
  const answer = await callAuthTest(botToken);
  if (answer.ok !== true) {
    const error = typeof answer.error === 'string' ? answer.error : 'no reason given';
    throw new AppError('invalid_request', `Slack refused the bot token (${error}). Copy the Bot User OAuth Token again from OAuth & Permissions; nothing was saved.`);
  }
  const owner = teamId.startsWith('E') ? answer.enterprise_id : answer.team_id;
  if (owner !== teamId) {
    throw new AppError('invalid_request', `The bot token belongs to Slack team ${answer.team_id ?? 'unknown'}, not ${teamId}. Check the team id and the token; nothing was saved.`);
  }
}

async function callAuthTest(botToken: string): Promise<AuthTestAnswer> {
  const unreachable = (why: string) => new AppError('invalid_request', `Could not check the bot token with Slack (${why}). Try again in a moment; nothing was saved.`);
  let response;
  try {
    response = await guardedPost(`${getEnv().SLACK_API_URL}auth.test`, {
      headers: { authorization: `Bearer ${botToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
  } catch (error) {
    if (error instanceof RefusedTargetError) throw unreachable('the Slack API address is not allowed');
    throw unreachable(error instanceof Error ? error.message : 'network error');
  }
  if (response.status < 200 || response.status >= 300) throw unreachable(`Slack answered HTTP ${response.status}`);
  try {
    const parsed = JSON.parse(response.body) as unknown;
    if (parsed && typeof parsed === 'object') return parsed as AuthTestAnswer;
  } catch {
    // Not JSON: reported below like any unexpected answer.
  }
  throw unreachable('Slack gave an answer that is not JSON');
}
