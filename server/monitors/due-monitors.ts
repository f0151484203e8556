import { getDb } from '@/server/db';
import { inngest } from '@/server/jobs/client';
import { monitorRunRequested } from '@/server/jobs/events';
import { advanceMonitors, dueMonitors, monitorById } from './monitor-store';
import { slotAfter } from './monitors';
import { startMonitorRun, type RunOutcome } from './run-monitor';

/** Due monitors taken per batch of the scheduler's tick. */
export const DUE_BATCH = 500;

/**
 * One batch of the scheduler's tick: the active monitors whose slot has come get one
 * monitor/run.requested event each (keyed by monitor and slot), then their next slot moves past
 * `now`. Events first: after a crash between the two, the batch is found again and its events,
 * already sent, are not sent twice. A monitor whose process was down over several slots runs
 * once, for the slot it was due at, and then waits for the next slot after now.
 * Returns how many monitors were due (a full batch means: take another).
 */
export async function fanOutDueMonitors(now: Date, limit = DUE_BATCH): Promise<number> {
  const { sql } = await getDb();
  const due = await dueMonitors(sql, now, limit);
  if (due.length === 0) return 0;
  await inngest.send(
    due.map((monitor) =>
      monitorRunRequested.create(
        { monitorId: monitor.id, workspaceId: monitor.workspaceId, slotAt: monitor.nextRunAt.toISOString() },
        { id: `monitor-${monitor.id}-${monitor.nextRunAt.toISOString()}` },
      ),
    ),
  );
  await advanceMonitors(
    sql,
    due.map((monitor) => ({ id: monitor.id, from: monitor.nextRunAt, to: slotAfter(monitor, now) })),
  );
  return due.length;
}

/** The run of one fanned-out slot: nothing for a monitor deleted or paused since. */
export async function runDueSlot(monitorId: string, slotAt: string): Promise<RunOutcome['kind'] | 'gone' | 'paused'> {
  const monitor = await monitorById((await getDb()).sql, monitorId);
  if (!monitor) return 'gone';
  if (monitor.status !== 'active') return 'paused';
  return (await startMonitorRun(monitor, new Date(slotAt), 'slot')).kind;
}
