import { inngest } from '@/server/jobs/client';
import { monitorRunRequested } from '@/server/jobs/events';
import { DUE_BATCH, fanOutDueMonitors, runDueSlot } from '@/server/monitors/due-monitors';
import { WORKSPACE_CONCURRENCY } from './concurrency';

/** A fan-out tick finds this many batches at most; the rest wait for the next minute. */
const MAX_BATCHES_PER_TICK = 20;

/**
 * The monitors' scheduler: every minute (Inngest's own scheduler in scaled mode, the embedded
 * executor's cron otherwise), one event per due monitor and slot. Each batch is a step, so a
 * crash resumes after the last batch sent.
 */
export const scheduleMonitorsFunction = inngest.createFunction(
  { id: 'schedule-monitors', name: 'Start due monitor runs', retries: 2, triggers: [{ cron: '* * * * *' }] },
  async ({ event, step }) => {
    // The slot's own time, not the moment this run got to it: a late tick starts what was due at its slot.
    const now = new Date(event.ts ?? Date.now());
    let sent = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_TICK; batch++) {
      const due = await step.run(`fan-out-${batch}`, () => fanOutDueMonitors(now));
      sent += due;
      if (due < DUE_BATCH) break;
    }
    return { sent };
  },
);

/** One slot of one monitor: a search through startSearch, or a skip recorded with its reason. */
export const runMonitorFunction = inngest.createFunction(
  { id: 'run-monitor', name: 'Run a monitor', retries: 4, triggers: [monitorRunRequested], concurrency: [WORKSPACE_CONCURRENCY] },
  async ({ event, step }) => step.run('start', () => runDueSlot(event.data.monitorId, event.data.slotAt)),
);
