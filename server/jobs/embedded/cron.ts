import { Cron } from 'croner';
import type { EventPayload } from './types';

/** The event Inngest sends a function for each slot of its cron trigger. */
export const SCHEDULED_TIMER = 'inngest/scheduled.timer';

// Inngest's (robfig/cron's) time-zone prefix: `TZ=Europe/Paris 0 9 * * 1`, or `CRON_TZ=`.
const TZ_PREFIX = /^(?:CRON_)?TZ=(\S+)\s+(.+)$/s;

/** A cron trigger's schedule. Times are epoch milliseconds. */
export interface CronSchedule {
  /** The expression as the function declares it, prefix included: the slot's key and the event's `data.cron`. */
  expression: string;
  /** The latest slot at or before `now`, or null if the pattern never matches. */
  latestSlot(now: number): number | null;
  /** The first slot after `now`, or null if there is none. */
  nextSlot(now: number): number | null;
}

/**
 * Reads a cron trigger as Inngest does: five fields (minute to weekday), UTC unless a `TZ=` prefix
 * names a zone. Throws an Error saying what is wrong. croner decides the slots, DST included:
 * a fixed time in a skipped hour fires when the hour resumes, and once in a repeated hour.
 */
export function parseCron(expression: string): CronSchedule {
  const text = expression.trim();
  const prefixed = TZ_PREFIX.exec(text);
  const timezone = prefixed?.[1] ?? 'UTC';
  const pattern = prefixed?.[2] ?? text;
  // croner knows nicknames (@daily); Inngest's parser does not, so the function would not sync there.
  if (pattern.startsWith('@')) throw new Error(`"${expression}": Inngest takes five cron fields, not a nickname like ${pattern}`);
  let cron: Cron;
  try {
    cron = new Cron(pattern, { timezone, paused: true, mode: '5-part' });
    cron.nextRun(); // an unknown time zone only shows once a time is computed
  } catch (error) {
    throw new Error(`"${expression}" is not a valid cron schedule: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    expression,
    // previousRuns is strict and drops milliseconds: start it from the next whole second.
    latestSlot: (now) => cron.previousRuns(1, new Date(Math.floor(now / 1000) * 1000 + 1000))[0]?.getTime() ?? null,
    nextSlot: (now) => cron.nextRun(new Date(now))?.getTime() ?? null,
  };
}

/** Deterministic, so a slot fired twice (two processes, a retry) is one event. */
function timerEventId(functionId: string, slot: number): string {
  return `cron-${functionId}-${new Date(slot).toISOString()}`;
}

/** Inngest's event for one slot of `functionId`'s cron trigger `expression`. */
export function timerEvent(functionId: string, expression: string, slot: number): EventPayload {
  return { id: timerEventId(functionId, slot), name: SCHEDULED_TIMER, data: { cron: expression }, ts: slot };
}

/**
 * Whether a timer event is one of `functionId`'s own: its id names the function and the slot
 * (its `ts`), so two functions on the same schedule each get a run per slot, and a function
 * whose id starts like another's never takes the other's.
 */
export function isTimerOf(functionId: string, event: EventPayload): boolean {
  const validTs = typeof event.ts === 'number' && !Number.isNaN(new Date(event.ts).getTime());
  return event.name === SCHEDULED_TIMER && validTs && event.id === timerEventId(functionId, event.ts);
}
