import { Cron } from 'croner';

/**
 * A monitor's schedule: `daily`, `weekly` or a five-field cron expression, read in an IANA time
 * zone. `daily` and `weekly` keep the minute (and weekday) the monitor was created at, so its
 * runs stay a day or a week apart; a cron expression may fire at most once an hour, which holds
 * exactly when its minute field names one minute.
 */
const SCHEDULE_WORDS = ['daily', 'weekly'] as const;

/** Whether `timezone` is an IANA name this runtime knows (`UTC` included). */
export function isTimeZone(timezone: string): boolean {
  if (timezone.trim() !== timezone || timezone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** The fields of `at` as a clock in `timezone` shows them. */
function wallClock(at: Date, timezone: string): { minute: number; hour: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', weekday: 'short' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { minute: Number(part('minute')), hour: Number(part('hour')), weekday };
}

/** The cron expression a schedule stands for; `daily`/`weekly` take their time from `createdAt`. */
export function cronOf(schedule: string, timezone: string, createdAt: Date): string {
  if (schedule !== 'daily' && schedule !== 'weekly') return schedule;
  const { minute, hour, weekday } = wallClock(createdAt, timezone);
  return schedule === 'daily' ? `${minute} ${hour} * * *` : `${minute} ${hour} * * ${weekday}`;
}

function cronJob(expression: string, timezone: string): Cron {
  return new Cron(expression, { timezone, paused: true, mode: '5-part' });
}

/** Why a schedule cannot be used, in words that follow its name ("schedule: never runs"); null when it can. */
export function scheduleProblem(schedule: string, timezone: string): string | null {
  if ((SCHEDULE_WORDS as readonly string[]).includes(schedule)) return null;
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5) return 'must be "daily", "weekly" or a cron expression of five fields (minute hour day month weekday)';
  if (!/^\d{1,2}$/.test(fields[0]!) || Number(fields[0]) > 59) {
    return 'may run at most once an hour: the minute field must be a single minute from 0 to 59';
  }
  let job: Cron;
  try {
    job = cronJob(schedule, timezone);
  } catch (error) {
    return `is not a valid cron expression: ${(error as Error).message.replace(/^CronPattern: /, '')}`;
  }
  if (job.nextRun() === null) return 'never runs';
  return null;
}

/** The first slot strictly after `after` (null: the schedule never runs again). */
export function nextSlot(cron: string, timezone: string, after: Date): Date | null {
  return cronJob(cron, timezone).nextRun(after);
}
