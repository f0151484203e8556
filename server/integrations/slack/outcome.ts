import { LogLevel, WebAPIPlatformError, WebClient } from '@slack/web-api';
import { inngest } from '@/server/jobs/client';
import { slackOutcomeRequested } from '@/server/jobs/events';
import { getDb } from '@/server/db';
import type { Project, SlackCommand, SlackPostOutcome } from '@/server/db/generated/client';
import { getEnv } from '@/server/env';
import { latestRuns } from '@/server/monitors/monitor-store';
import { findProject, searchScopeOf } from '@/server/projects/project-store';
import { loadBotToken } from './connection';
import { guardedFetch, guardedPost, RefusedTargetError, SLACK_HTTP_TIMEOUT_MS } from './guarded-http';
import { clarificationMessage, PEOPLE_IN_MESSAGE, type PersonLine, resultsMessage, type SlackMessage } from './messages';
import { monitorClarificationMessage, monitorRunMessage } from './monitor-messages';
import { RESPONSE_URL_LIFETIME_MS } from './response-url';
import { postsOutcomeToSlack } from './slack-command-store';

/**
 * Call when a project has ended (done or awaiting_input, after the status is committed). For a
 * project started by a Slack command or a run of a monitor a command made (postsOutcomeToSlack),
 * hands the post to the post-slack-outcome function, once: the event id is derived from the
 * project, so a retried step sends nothing new.
 */
export async function requestSlackOutcome(projectId: string): Promise<{ requested: boolean }> {
  const { sql } = await getDb();
  const project = await findProject(projectId, sql);
  if (!project || project.status === 'running' || !(await postsOutcomeToSlack(sql, project))) return { requested: false };
  await inngest.send(slackOutcomeRequested.create({ projectId }, { id: `slack-outcome-${projectId}` }));
  return { requested: true };
}

/** Slack errors that no retry can fix: the post is recorded as failed at once. */
const PERMANENT_ERRORS = new Set([
  'invalid_auth',
  'not_authed',
  'token_revoked',
  'token_expired',
  'account_inactive',
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'missing_scope',
  'no_permission',
  'restricted_action',
  'team_access_not_granted',
]);

export interface PostResult {
  outcome: SlackPostOutcome | 'skipped';
  detail: string | null;
}

/**
 * Posts a finished project's outcome to the channel of its command: through response_url while
 * it is valid (and an address of Slack), otherwise with chat.postMessage and the bot token.
 * Throws for a failure worth retrying (the function's step retries); records a permanent one.
 * Only the SlackCommand row is written: a failure to post never changes the project.
 */
export async function postSlackOutcome(projectId: string, nowMs = Date.now()): Promise<PostResult> {
  const { prisma } = await getDb();
  const command = await prisma.slackCommand.findUnique({ where: { projectId } });
  if (!command) return { outcome: 'skipped', detail: 'the project was not started from Slack' };
  if (command.postedAt && command.postOutcome) return { outcome: command.postOutcome, detail: command.postError };
  const project = await findProject(projectId);
  if (!project) throw new Error(`no project ${projectId}`);
  if (project.status === 'running') throw new Error('the project is still running');
  const message = await outcomeMessage(project);

  if (command.responseUrl && nowMs - command.createdAt.getTime() < RESPONSE_URL_LIFETIME_MS) {
    const sent = await postToResponseUrl(command.responseUrl, message);
    if (sent === 'posted') return record(command, 'response_url', null);
    // Expired, used up or refused: the bot token still reaches the channel.
  }
  return postWithBotToken(command, message);
}

async function postToResponseUrl(responseUrl: string, message: SlackMessage): Promise<'posted' | 'unusable'> {
  try {
    const response = await guardedPost(responseUrl, {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ response_type: 'in_channel', replace_original: false, ...message }),
    });
    if (response.status >= 200 && response.status < 300) return 'posted';
    // Slack answers 404 (expired_url, used_url) for a response_url that can no longer be used.
    if (response.status === 404 || response.status === 410) return 'unusable';
    throw new Error(`response_url answered HTTP ${response.status}`);
  } catch (error) {
    if (error instanceof RefusedTargetError) return 'unusable';
    throw error;
  }
}

async function postWithBotToken(command: SlackCommand, message: SlackMessage): Promise<PostResult> {
  const token = await loadBotToken(command.workspaceId, command.teamId);
  if (!token) return record(command, 'failed', 'Slack was disconnected from the workspace before the outcome could be posted.');
  const client = new WebClient(token, {
    slackApiUrl: getEnv().SLACK_API_URL,
    fetch: guardedFetch,
    // The Inngest step retries; the client must not also retry for 30 minutes inside one step.
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    allowAbsoluteUrls: false,
    timeout: SLACK_HTTP_TIMEOUT_MS,
    logLevel: LogLevel.ERROR,
  });
  try {
    await client.chat.postMessage({ channel: command.channelId, text: message.text, blocks: message.blocks, unfurl_links: false, unfurl_media: false });
  } catch (error) {
    const code = platformErrorCode(error);
    if (code && PERMANENT_ERRORS.has(code)) return record(command, 'failed', `chat.postMessage: ${code}`);
    throw error;
  }
  return record(command, 'chat_post_message', null);
}

function platformErrorCode(error: unknown): string | null {
  const platform = error as Partial<WebAPIPlatformError>;
  return platform?.code === 'slack_webapi_platform_error' && typeof platform.data?.error === 'string' ? platform.data.error : null;
}

async function record(command: SlackCommand, outcome: SlackPostOutcome, error: string | null): Promise<PostResult> {
  const { prisma } = await getDb();
  await prisma.slackCommand.update({ where: { projectId: command.projectId }, data: { postedAt: new Date(), postOutcome: outcome, postError: error } });
  return { outcome, detail: error };
}

/** After the step's retries: the post failed for good. The project is left as it is. */
export async function recordSlackPostFailure(projectId: string, error: string): Promise<void> {
  const { prisma } = await getDb();
  await prisma.slackCommand.updateMany({ where: { projectId, postedAt: null }, data: { postedAt: new Date(), postOutcome: 'failed', postError: error.slice(0, 500) } });
}

async function outcomeMessage(project: Project): Promise<SlackMessage> {
  const projectUrl = `${getEnv().APP_URL}/projects/${project.id}`;
  const run = project.source === 'monitor' ? await monitorRunOf(project.id) : null;
  if (project.status === 'awaiting_input') {
    const question = project.clarificationQuestion ?? 'Please describe the people you are looking for.';
    return run ? monitorClarificationMessage({ monitorId: run.monitorId, brief: project.brief, question, projectUrl }) : clarificationMessage({ brief: project.brief, question, projectUrl });
  }
  const outcome = {
    brief: project.brief,
    verifiedResults: project.verifiedResults,
    totalResults: project.totalResults,
    people: await firstPeople(project.id),
    projectUrl,
    csvUrl: `${projectUrl}/export.csv`,
    failed: project.error !== null,
  };
  // A monitor run's results are only people no earlier run delivered: the post says so.
  return run ? monitorRunMessage({ ...outcome, ...run }) : resultsMessage(outcome);
}

/** A monitor's latest runs looked at to tell its first run; a monitor with more has had its first. */
const RUNS_LOOKED_AT = 20;

/**
 * The monitor a run belongs to, through the owners of its tables (the project's monitorId, the
 * monitor's runs), and whether it is the first run to deliver: no earlier run started a search.
 * A deleted monitor's runs went with it: its project stays and is posted, as not the first.
 */
async function monitorRunOf(projectId: string): Promise<{ monitorId: string; firstRun: boolean } | null> {
  const { sql } = await getDb();
  const monitorId = (await searchScopeOf(projectId, sql))?.monitorId;
  if (!monitorId) return null;
  const runs = await latestRuns(sql, monitorId, RUNS_LOOKED_AT);
  const at = runs.findIndex((run) => run.projectId === projectId);
  const firstRun = at >= 0 && runs.length < RUNS_LOOKED_AT && runs.slice(at + 1).every((run) => run.projectId === null);
  return { monitorId, firstRun };
}

/** The people the message lists, with each criterion's verdict and the evidence behind it. */
async function firstPeople(projectId: string): Promise<PersonLine[]> {
  const { prisma } = await getDb();
  const rows = await prisma.result.findMany({
    where: { projectId },
    orderBy: { rank: 'asc' },
    take: PEOPLE_IN_MESSAGE,
    select: { fullName: true, title: true, company: true, location: true, linkedinUrl: true, verdicts: true, fields: true },
  });
  return rows.map(({ verdicts, fields, ...person }) => {
    const evidence = ((fields ?? {}) as { evidence?: Record<string, string> }).evidence ?? {};
    const why = Object.entries((verdicts ?? {}) as Record<string, string>).map(([criterion, verdict]) => ({ criterion, verdict, evidence: evidence[criterion] ?? '' }));
    return { ...person, why };
  });
}
