import { getDb } from '@/server/db';
import { SearchLimitError } from '@/server/limits/search-allowance';
import { startSearch } from '@/server/projects/start-search';
import { recordSlackCommand } from '@/server/integrations/slack/slack-command-store';
import { monitorHasRunningProject } from '@/server/projects/project-store';
import { type MonitorRow, claimSlotForRun, monitorById, recordSkippedRun } from './monitor-store';

/** Runs skipped for credits or budget in a row before a monitor pauses itself. */
const CREDIT_SKIPS_BEFORE_PAUSE = 3;
const PAUSED_FOR_CREDITS = `Paused after ${CREDIT_SKIPS_BEFORE_PAUSE} runs in a row were skipped because the workspace's credits or monthly budget were used up. Resume it when credits are available.`;

/**
 * How a run came about: a scheduled slot, the first run at creation, or "run now". A scheduled
 * slot is skipped while an earlier run still searches (runs never pile up) and never runs for a
 * paused monitor; the other two are a client's explicit request.
 */
export type RunTrigger = 'slot' | 'first' | 'now';

export type RunOutcome =
  | { kind: 'started'; projectId: string; monitor?: MonitorRow }
  | { kind: 'skipped'; reason: string; error: Error; monitor?: MonitorRow }
  | { kind: 'not-run'; why: string; monitor?: MonitorRow; error: Error };

class SlotTaken extends Error {}

function slotAlreadyRan(): RunOutcome {
  return { kind: 'not-run', why: 'slot already ran', error: new SlotTaken('This slot already ran.') };
}

/**
 * Starts one run of a monitor for `slotAt` through startSearch (credits, budget and the hourly
 * allowance as for every search), its MonitorRun row committing with the project: a slot runs at
 * most once, whichever process or retry gets there. A run the limits refuse is recorded as skipped
 * with the reason; credits refused CREDIT_SKIPS_BEFORE_PAUSE times in a row pause the monitor.
 */
export async function startMonitorRun(monitor: MonitorRow, slotAt: Date, trigger: RunTrigger): Promise<RunOutcome> {
  const { sql } = await getDb();
  if (trigger === 'slot' && (await monitorHasRunningProject(sql, monitor.id))) {
    const message = 'The previous run was still searching; this slot was skipped.';
    const skip = await recordSkippedRun(sql, { monitorId: monitor.id, slotAt, reason: 'previous_run_running', message, countsTowardsPause: false, pauseAfter: 0, pausedReason: '' }, new Date());
    // The running project may be this very slot's, started by another process a moment ago.
    if (!skip.recorded) return slotAlreadyRan();
    return { kind: 'skipped', reason: 'previous_run_running', error: new Error(message) };
  }
  const principal = { kind: 'monitor' as const, monitorId: monitor.id, workspaceId: monitor.workspaceId };
  try {
    const started = await startSearch(
      principal,
      { brief: monitor.brief, callbackUrl: monitor.callbackUrl ?? undefined, source: 'monitor', monitorId: monitor.id },
      {
        onCreated: async (tx, projectId) => {
          if (!(await claimSlotForRun(tx, monitor.id, slotAt, projectId, new Date()))) throw new SlotTaken();
          if (monitor.slackChannelId && monitor.slackTeamId && monitor.slackUserId) {
            recordSlackCommand(tx, { projectId, workspaceId: monitor.workspaceId, teamId: monitor.slackTeamId, channelId: monitor.slackChannelId, userId: monitor.slackUserId, responseUrl: null });
          }
        },
      },
    );
    return { kind: 'started', projectId: started.projectId };
  } catch (error) {
    if (error instanceof SlotTaken) return slotAlreadyRan();
    // "Run now" is answered with the limit's own error, like any search; only runs nobody asked for just then are recorded as skipped.
    if (!(error instanceof SearchLimitError) || trigger === 'now') throw error;
    const countsTowardsPause = error.limit !== 'hourly_allowance';
    const skip = await recordSkippedRun(
      sql,
      { monitorId: monitor.id, slotAt, reason: error.limit, message: error.message, countsTowardsPause, pauseAfter: CREDIT_SKIPS_BEFORE_PAUSE, pausedReason: PAUSED_FOR_CREDITS },
      new Date(),
    );
    if (!skip.recorded) return slotAlreadyRan();
    const after = skip.paused ? await monitorById(sql, monitor.id) : undefined;
    return { kind: 'skipped', reason: error.limit, error, monitor: after };
  }
}
