import type { Principal } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import { isMonitorId } from '@/server/monitors/monitor-id';
import { channelMonitors, findMonitor, latestRuns } from '@/server/monitors/monitor-store';
import { createMonitor, deleteMonitor } from '@/server/monitors/monitors';
import { monitorInput } from '@/server/schemas/monitor';
import { isChannelId, type WatchCommand } from './command-text';
import { refusalMessage, type SlackMessage } from './messages';
import { SLACK_MONITOR_TIMEZONE, unknownMonitorMessage, unwatchedMessage, watchesMessage, watchFailedMessage, watchingMessage } from './monitor-messages';

/** Who sent the command, and from where. */
export interface CommandOrigin {
  workspaceId: string;
  teamId: string;
  channelId: string;
  userId: string;
}

const slackPrincipal = (workspaceId: string): Principal => ({ kind: 'integration', integration: 'slack', workspaceId });

/** `/people watch …`, `/people watches` and `/people unwatch …`, answered for Slack (never thrown). */
export async function answerWatchCommand(command: WatchCommand, origin: CommandOrigin): Promise<SlackMessage> {
  try {
    if (command.kind === 'watch') return await watch(command.brief, command.schedule, origin);
    if (command.kind === 'watches') return await listWatches(origin);
    return await unwatch(command.monitorId, origin);
  } catch (error) {
    console.error(`[slack] could not answer /people ${command.kind}`, error);
    return watchFailedMessage();
  }
}

const NOT_CREATED = 'No monitor was created';

/**
 * A monitor of the brief through the one createMonitor (its first run starts at once, under the
 * search limits), posting each run's new people to this channel. Its schedule is read in UTC.
 */
async function watch(rawBrief: string, schedule: 'daily' | 'weekly', origin: CommandOrigin): Promise<SlackMessage> {
  const parsed = monitorInput.safeParse({ brief: rawBrief, schedule, timezone: SLACK_MONITOR_TIMEZONE });
  if (!parsed.success) return refusalMessage({ brief: rawBrief, reason: `The ${parsed.error.issues[0]!.message}.`, retryAfterS: null, refused: NOT_CREATED });
  const { brief } = parsed.data;
  if (!isChannelId(origin.channelId)) {
    return refusalMessage({ brief, reason: "Slack did not say which channel this came from, so the runs' people would have nowhere to go.", retryAfterS: null, refused: NOT_CREATED });
  }
  try {
    const monitor = await createMonitor(
      slackPrincipal(origin.workspaceId),
      { brief, schedule, timezone: SLACK_MONITOR_TIMEZONE },
      { teamId: origin.teamId, channelId: origin.channelId, userId: origin.userId },
    );
    const [first] = await latestRuns((await getDb()).sql, monitor.monitorId, 1);
    const projectUrl = (projectId: string) => `${getEnv().APP_URL}/projects/${projectId}`;
    return watchingMessage({
      monitorId: monitor.monitorId,
      brief: monitor.brief,
      schedule: monitor.schedule,
      timezone: monitor.timezone,
      createdAt: new Date(monitor.createdAt),
      nextRunAt: monitor.nextRunAt ? new Date(monitor.nextRunAt) : null,
      firstRun: first?.projectId ? { projectId: first.projectId, projectUrl: projectUrl(first.projectId) } : { skipped: first?.skipMessage ?? 'The limits refused it.' },
    });
  } catch (error) {
    // A brief the search would ask about comes back as invalid_request with the question.
    if (!(error instanceof AppError)) throw error;
    const retryAfter = error.headers['Retry-After'];
    return refusalMessage({ brief, reason: error.message, retryAfterS: retryAfter ? Number(retryAfter) : null, refused: NOT_CREATED });
  }
}

async function listWatches(origin: CommandOrigin): Promise<SlackMessage> {
  const monitors = await channelMonitors((await getDb()).sql, origin.workspaceId, origin.channelId);
  return watchesMessage(monitors.map((m) => ({ ...m, monitorId: m.id })));
}

/** Any monitor of the workspace, by id; an id that is not one is told so, and nothing changes. */
async function unwatch(monitorId: string, origin: CommandOrigin): Promise<SlackMessage> {
  const monitor = isMonitorId(monitorId) ? await findMonitor((await getDb()).sql, origin.workspaceId, monitorId) : undefined;
  try {
    await deleteMonitor(slackPrincipal(origin.workspaceId), monitorId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return unknownMonitorMessage(monitorId);
    throw error;
  }
  return unwatchedMessage({ monitorId, brief: monitor?.brief ?? null });
}
