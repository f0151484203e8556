import { type Principal, actorId } from '@/server/auth/principal';
import { getDb } from '@/server/db';
import { AppError, notFound } from '@/server/errors';
import { previewSearch } from '@/server/projects/preview-search';
import { type StatusRow, statusRows } from '@/server/projects/project-store';
import { MONITOR_RUNS_SHOWN, MONITORS_DEFAULT_LIMIT, type MonitorRunView, type MonitorView } from '@/server/schemas/monitor';
import { isMonitorId, newMonitorId } from './monitor-id';
import {
  type MonitorRow,
  type MonitorRunRow,
  deleteMonitor as deleteMonitorRow,
  findMonitor,
  insertMonitor,
  latestRuns,
  monitorPage,
  setMonitorStatus as setMonitorStatusRow,
} from './monitor-store';
import { startMonitorRun } from './run-monitor';
import { cronOf, nextSlot } from './schedule';

export interface MonitorInput {
  brief: string;
  schedule: string;
  timezone: string;
  callbackUrl?: string;
}

/** Where a monitor made by a Slack command posts its runs' people. */
export interface SlackChannel {
  teamId: string;
  channelId: string;
  userId: string;
}

/** The slot after `after` of the monitor's schedule. */
export function slotAfter(monitor: Pick<MonitorRow, 'schedule' | 'timezone' | 'createdAt'>, after: Date): Date {
  const slot = nextSlot(cronOf(monitor.schedule, monitor.timezone, monitor.createdAt), monitor.timezone, after);
  // A validated five-field cron recurs every year at least.
  if (!slot) throw new Error(`schedule "${monitor.schedule}" has no next run`);
  return slot;
}

function toMonitorView(row: MonitorRow): MonitorView {
  return {
    monitorId: row.id,
    status: row.status,
    brief: row.brief,
    schedule: row.schedule,
    timezone: row.timezone,
    callbackUrl: row.callbackUrl,
    nextRunAt: row.status === 'active' ? row.nextRunAt.toISOString() : null,
    pausedReason: row.pausedReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A run as shown: a skipped one with its reason, a started one with its project's status and results (all new by construction). */
function toRunView(run: MonitorRunRow, project: StatusRow | undefined): MonitorRunView {
  const ranAt = run.ranAt.toISOString();
  if (!run.projectId) return { projectId: null, ranAt, newResults: 0, status: 'skipped', reason: run.skipMessage };
  return { projectId: run.projectId, ranAt, newResults: project?.totalResults ?? 0, status: project?.status ?? 'done', reason: null };
}

async function ownMonitor(principal: Principal, monitorId: string): Promise<MonitorRow> {
  const monitor = isMonitorId(monitorId) ? await findMonitor((await getDb()).sql, principal.workspaceId, monitorId) : undefined;
  if (!monitor) throw notFound('Monitor');
  return monitor;
}

/**
 * A new monitor, and its first run started at once (it delivers what a search of the brief
 * would). A brief the search would ask about is refused with the question, as the preview shows
 * it. A first run the limits refuse is recorded as skipped; the monitor then waits for its next slot.
 */
export async function createMonitor(principal: Principal, input: MonitorInput, slack?: SlackChannel): Promise<MonitorView> {
  const preview = await previewSearch(principal, { brief: input.brief });
  if (preview.clarificationQuestion) throw new AppError('invalid_request', preview.clarificationQuestion);
  const { sql } = await getDb();
  const createdAt = new Date();
  const row: MonitorRow = {
    id: newMonitorId(),
    workspaceId: principal.workspaceId,
    brief: input.brief,
    schedule: input.schedule,
    timezone: input.timezone,
    callbackUrl: input.callbackUrl ?? null,
    status: 'active',
    pausedReason: null,
    nextRunAt: createdAt,
    creditSkips: 0,
    slackTeamId: slack?.teamId ?? null,
    slackChannelId: slack?.channelId ?? null,
    slackUserId: slack?.userId ?? null,
    createdAt,
  };
  row.nextRunAt = slotAfter(row, createdAt);
  await insertMonitor(sql, { ...row, createdById: actorId(principal) });
  const first = await startMonitorRun(row, createdAt, 'first');
  return toMonitorView(first.monitor ?? row);
}

export async function listMonitors(principal: Principal, page: { limit?: number; offset?: number }) {
  const limit = page.limit ?? MONITORS_DEFAULT_LIMIT;
  const offset = page.offset ?? 0;
  const { total, rows } = await monitorPage((await getDb()).sql, principal.workspaceId, limit, offset);
  return { total, limit, offset, monitors: rows.map(toMonitorView) };
}

export async function getMonitor(principal: Principal, monitorId: string) {
  const monitor = await ownMonitor(principal, monitorId);
  const { sql } = await getDb();
  const runs = await latestRuns(sql, monitor.id, MONITOR_RUNS_SHOWN);
  const started = runs.flatMap((run) => (run.projectId ? [{ projectId: run.projectId, workspaceId: monitor.workspaceId }] : []));
  const projects = new Map((started.length ? await statusRows(sql, started) : []).map((row) => [row.id, row]));
  return { ...toMonitorView(monitor), runs: runs.map((run) => toRunView(run, run.projectId ? projects.get(run.projectId) : undefined)) };
}

/** Pauses or resumes. A resumed monitor runs at its next slot from now (missed slots are not made up). */
export async function setMonitorStatus(principal: Principal, monitorId: string, status: 'active' | 'paused'): Promise<MonitorView> {
  const monitor = await ownMonitor(principal, monitorId);
  const nextRunAt = status === 'active' && monitor.status === 'paused' ? slotAfter(monitor, new Date()) : undefined;
  const updated = await setMonitorStatusRow((await getDb()).sql, principal.workspaceId, monitor.id, { status, pausedReason: null, nextRunAt });
  if (!updated) throw notFound('Monitor');
  return toMonitorView(updated);
}

/** Deletes the monitor; the projects of its runs stay. */
export async function deleteMonitor(principal: Principal, monitorId: string): Promise<void> {
  const deleted = isMonitorId(monitorId) && (await deleteMonitorRow((await getDb()).sql, principal.workspaceId, monitorId));
  if (!deleted) throw notFound('Monitor');
}

/** "Run now": a run started at once, under the same limits as any search (a refusal is the search's error). */
export async function runMonitorNow(principal: Principal, monitorId: string): Promise<{ projectId: string; status: 'running' }> {
  const monitor = await ownMonitor(principal, monitorId);
  const started = await startMonitorRun(monitor, new Date(), 'now');
  if (started.kind !== 'started') throw started.error;
  return { projectId: started.projectId, status: 'running' };
}
